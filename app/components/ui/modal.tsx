import { styled } from '@linaria/react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { colors, widths, zIndex } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

export type ModalSize = keyof typeof widths.modal

const Dialog = styled.dialog`
  background: ${colors.background};
  border: 0;
  border-radius: 12px;
  box-shadow: 0 24px 64px rgb(0 0 0 / 25%);
  color: ${colors.text};
  max-height: calc(100dvh - 48px);
  padding: 0;
  width: calc(100vw - 32px);
  z-index: ${zIndex.modal};

  &[data-size='sm'] {
    max-width: ${widths.modal.sm}px;
  }
  &[data-size='md'] {
    max-width: ${widths.modal.md}px;
  }
  &[data-size='lg'] {
    max-width: ${widths.modal.lg}px;
  }
  &[data-size='xl'] {
    max-width: ${widths.modal.xl}px;
  }
  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
`

const Header = styled.div`
  align-items: center;
  display: flex;
  gap: 16px;
  justify-content: space-between;
  padding: 20px 24px 0;
  h2 {
    font-size: 18px;
    margin: 0;
  }
`

const CloseButton = styled.button`
  background: none;
  border: 0;
  color: ${colors.textMuted};
  cursor: pointer;
  font-size: 24px;
  line-height: 1;
  padding: 4px 8px;
`

const Body = styled.div`
  padding: 16px 24px 24px;
`

interface ModalProps {
  open: boolean
  title: string
  onClose: () => void
  size?: ModalSize
  children: ReactNode
  /** For alerts and confirms, which screen readers announce differently. */
  role?: 'dialog' | 'alertdialog'
  hideTitle?: boolean
  /** What the dialog asks or says, read with its name by screen readers (aria-describedby). */
  description?: ReactNode
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside, makes the page behind inert,
 * closes on Escape and returns focus to where it was.
 */
export function Modal({
  open,
  title,
  onClose,
  size = 'md',
  children,
  role = 'dialog',
  hideTitle = false,
  description,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // showModal() focuses the first control (the close button); the control a dialog starts on asks for focus with
      // data-autofocus.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    } else if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <Dialog
      ref={ref}
      data-size={size}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
    >
      {open ? (
        <>
          <Header>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
              {title}
            </h2>
            <CloseButton type="button" aria-label={m.dialog_close()} onClick={onClose}>
              ×
            </CloseButton>
          </Header>
          <Body>
            {description ? <div id={descriptionId}>{description}</div> : null}
            {children}
          </Body>
        </>
      ) : null}
    </Dialog>
  )
}
