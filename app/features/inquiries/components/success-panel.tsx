import { styled } from '@linaria/react'
import { useEffect, useRef } from 'react'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

const Panel = styled.section`
  background: ${colors.primarySoft};
  border: 1px solid ${colors.primary};
  border-radius: 8px;
  display: grid;
  gap: 12px;
  justify-items: start;
  max-width: 820px;
  padding: 28px 24px;
  /* Below the fixed header (html's scroll-padding-top), with room to breathe. */
  scroll-margin-top: 16px;

  h2 {
    color: ${colors.primaryHover};
    font-size: 22px;
    margin: 0;
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
  .receipt {
    font-size: 18px;
  }
  .receipt-number {
    white-space: nowrap;
  }
`

interface SuccessPanelProps {
  receiptNumber: string | undefined
  onStartOver: () => void
}

const NUMBER = '\uE000'

/** The receipt line with its number kept on one line ('Q-' is a break opportunity a phone would take). */
function ReceiptLine({ receiptNumber }: { receiptNumber: string }) {
  const [before, after] = m.contact_success_receipt({ receiptNumber: NUMBER }).split(NUMBER)
  return (
    <strong>
      {before}
      <span className="receipt-number">{receiptNumber}</span>
      {after}
    </strong>
  )
}

/**
 * Replaces the form after a successful submission; takes focus so the result is read out at once, and brings the
 * whole panel into view below the fixed header (focus alone would scroll only its heading there).
 */
export function SuccessPanel({ receiptNumber, onStartOver }: SuccessPanelProps) {
  const panel = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    panel.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <Panel ref={panel} aria-labelledby="contact-success-heading" data-testid="contact-success">
      <h2 id="contact-success-heading" ref={heading} tabIndex={-1}>
        {m.inquiry_success()}
      </h2>
      {receiptNumber ? (
        <p className="receipt" data-testid="contact-receipt">
          <ReceiptLine receiptNumber={receiptNumber} />
        </p>
      ) : null}
      <p>{m.contact_success_next()}</p>
      <Button type="button" data-variant="secondary" onClick={onStartOver}>
        {m.contact_success_another()}
      </Button>
    </Panel>
  )
}
