import { styled } from '@linaria/react'
import { useEffect } from 'react'
import { hiddenInPrint } from '~/components/styles/print'
import { colors, widths, zIndex } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { type Toast, useToastStore } from './toast-store'

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: min(${widths.toast}px, calc(100vw - 32px));
  position: fixed;
  right: 16px;
  top: 96px;
  width: 100%;
  z-index: ${zIndex.toast};
  pointer-events: none;
  ${hiddenInPrint}
`

const Item = styled.div`
  align-items: flex-start;
  background: ${colors.background};
  border-left: 4px solid ${colors.info};
  border-radius: 8px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 15%);
  color: ${colors.text};
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  pointer-events: auto;

  &[data-kind='success'] {
    border-color: ${colors.success};
  }
  &[data-kind='error'] {
    border-color: ${colors.error};
  }
  &[data-kind='warning'] {
    border-color: ${colors.warning};
  }
  &[data-kind='notify'] {
    border-color: ${colors.notify};
  }
  p {
    flex: 1;
    margin: 0;
  }
  button {
    background: none;
    border: 0;
    color: ${colors.textMuted};
    cursor: pointer;
    font-size: 18px;
    line-height: 1;
    padding: 0 4px;
  }
`

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss)
  useEffect(() => {
    if (!toast.timeoutMs) return
    const timer = window.setTimeout(() => dismiss(toast.id), toast.timeoutMs)
    return () => window.clearTimeout(timer)
  }, [toast, dismiss])

  return (
    <Item data-kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p>{toast.message}</p>
      <button type="button" aria-label={m.toast_dismiss()} onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </Item>
  )
}

/** The global notification area: info, success, error, warning and notify. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts)
  return (
    <Region aria-label={m.notifications_label()} data-testid="toaster">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Region>
  )
}
