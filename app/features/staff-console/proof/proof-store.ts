import { create } from 'zustand'

interface ProofState {
  open: boolean
  resolve: ((proved: boolean) => void) | null
  /** Opens the dialog; resolves true once the password and code were right, false when the staff member closed it. */
  ask: () => Promise<boolean>
  settle: (proved: boolean) => void
}

/** The console's one re-authentication dialog (ProofDialog in the console's frame), asked for from anywhere. */
export const useProofStore = create<ProofState>()((set, get) => ({
  open: false,
  resolve: null,
  ask: () => {
    get().resolve?.(false)
    return new Promise<boolean>((resolve) => set({ open: true, resolve }))
  },
  settle: (proved) => {
    get().resolve?.(proved)
    set({ open: false, resolve: null })
  },
}))
