import { create } from 'zustand'

export const toastKinds = ['info', 'success', 'error', 'warning', 'notify'] as const
export type ToastKind = (typeof toastKinds)[number]

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  /** Milliseconds before it leaves by itself; 0 keeps it until dismissed. */
  timeoutMs: number
}

export interface ToastState {
  toasts: Toast[]
  notify: (kind: ToastKind, message: string, timeoutMs?: number) => number
  dismiss: (id: number) => void
}

const MAX_VISIBLE = 5
let nextId = 1

/** The global notification area: newest last, at most five at once. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  notify: (kind, message, timeoutMs = kind === 'error' ? 0 : 5000) => {
    const id = nextId++
    set((state) => ({ toasts: [...state.toasts, { id, kind, message, timeoutMs }].slice(-MAX_VISIBLE) }))
    return id
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}))
