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
`

interface SuccessPanelProps {
  receiptNumber: string | undefined
  onStartOver: () => void
}

/** Replaces the form after a successful submission; takes focus so the result is read out at once. */
export function SuccessPanel({ receiptNumber, onStartOver }: SuccessPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <Panel aria-labelledby="contact-success-heading" data-testid="contact-success">
      <h2 id="contact-success-heading" ref={heading} tabIndex={-1}>
        {m.inquiry_success()}
      </h2>
      {receiptNumber ? (
        <p className="receipt" data-testid="contact-receipt">
          <strong>{m.contact_success_receipt({ receiptNumber })}</strong>
        </p>
      ) : null}
      <p>{m.contact_success_next()}</p>
      <Button type="button" data-variant="secondary" onClick={onStartOver}>
        {m.contact_success_another()}
      </Button>
    </Panel>
  )
}
