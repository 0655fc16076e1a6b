import { create } from 'zustand'

interface DialogContent {
  title: string
  message: string
}

/** A confirmation's button says what it does ("Disable account"), never "OK". */
interface ConfirmContent extends DialogContent {
  confirmLabel: string
}

interface ConfirmState extends ConfirmContent {
  isOpen: boolean
  resolve: ((confirmed: boolean) => void) | null
}

/** The global alert and confirm dialogs, opened from anywhere. */
export interface DialogState {
  alert: DialogContent & { isOpen: boolean }
  confirm: ConfirmState
  showAlert: (content: DialogContent) => void
  closeAlert: () => void
  /** Resolves true when the person confirms, false when they cancel or dismiss. */
  askConfirm: (content: ConfirmContent) => Promise<boolean>
  settleConfirm: (confirmed: boolean) => void
}

const closedConfirm: ConfirmState = { isOpen: false, title: '', message: '', confirmLabel: '', resolve: null }

export const useDialogStore = create<DialogState>()((set, get) => ({
  alert: { isOpen: false, title: '', message: '' },
  confirm: closedConfirm,
  showAlert: (content) => set({ alert: { ...content, isOpen: true } }),
  closeAlert: () => set((state) => ({ alert: { ...state.alert, isOpen: false } })),
  askConfirm: (content) => {
    get().confirm.resolve?.(false)
    return new Promise<boolean>((resolve) => set({ confirm: { ...content, isOpen: true, resolve } }))
  },
  settleConfirm: (confirmed) => {
    get().confirm.resolve?.(confirmed)
    set({ confirm: closedConfirm })
  },
}))
