import { create } from 'zustand'

/** Page-wide UI state: the mobile menu and the global video (the network status: useOnline). */
export interface UiState {
  mobileMenuOpen: boolean
  video: { isOpen: boolean; id: string | null }
  setMobileMenuOpen: (open: boolean) => void
  openVideo: (id: string) => void
  closeVideo: () => void
}

export const useUiStore = create<UiState>()((set) => ({
  mobileMenuOpen: false,
  video: { isOpen: false, id: null },
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  openVideo: (id) => set({ video: { isOpen: true, id } }),
  closeVideo: () => set({ video: { isOpen: false, id: null } }),
}))
