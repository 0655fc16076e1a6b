import { create } from 'zustand'

/** Page-wide UI state: viewport, scroll, mobile menu and the global video (the network status: useOnline). */
export interface UiState {
  viewportWidth: number
  scrollY: number
  mobileMenuOpen: boolean
  video: { isOpen: boolean; id: string | null }
  setViewportWidth: (width: number) => void
  setScrollY: (y: number) => void
  setMobileMenuOpen: (open: boolean) => void
  openVideo: (id: string) => void
  closeVideo: () => void
}

export const useUiStore = create<UiState>()((set) => ({
  viewportWidth: 0,
  scrollY: 0,
  mobileMenuOpen: false,
  video: { isOpen: false, id: null },
  setViewportWidth: (viewportWidth) => set({ viewportWidth }),
  setScrollY: (scrollY) => set({ scrollY }),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  openVideo: (id) => set({ video: { isOpen: true, id } }),
  closeVideo: () => set({ video: { isOpen: false, id: null } }),
}))
