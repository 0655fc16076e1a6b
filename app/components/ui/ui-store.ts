import { create } from 'zustand'

/** Page-wide UI state: viewport, scroll, mobile menu, the global video and the network status. */
export interface UiState {
  viewportWidth: number
  scrollY: number
  mobileMenuOpen: boolean
  video: { isOpen: boolean; id: string | null }
  online: boolean
  setViewportWidth: (width: number) => void
  setScrollY: (y: number) => void
  setMobileMenuOpen: (open: boolean) => void
  openVideo: (id: string) => void
  closeVideo: () => void
  setOnline: (online: boolean) => void
}

export const useUiStore = create<UiState>()((set) => ({
  viewportWidth: 0,
  scrollY: 0,
  mobileMenuOpen: false,
  video: { isOpen: false, id: null },
  online: true,
  setViewportWidth: (viewportWidth) => set({ viewportWidth }),
  setScrollY: (scrollY) => set({ scrollY }),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  openVideo: (id) => set({ video: { isOpen: true, id } }),
  closeVideo: () => set({ video: { isOpen: false, id: null } }),
  setOnline: (online) => set({ online }),
}))
