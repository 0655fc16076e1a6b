import { styled } from '@linaria/react'
import { useId } from 'react'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const Codes = styled.section`
  h2 {
    font-size: 18px;
    margin: 16px 0 8px;
  }
  ol {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: 8px;
    display: grid;
    font-family: ui-monospace, monospace;
    gap: 6px 24px;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    margin: 0 0 16px;
    padding: 16px 16px 16px 40px;
  }
`

/** Recovery codes, shown once: to write down or print now. `headingId` names the heading, to move the focus to. */
export function RecoveryCodes({ codes, intro, headingId }: { codes: readonly string[]; intro?: string; headingId?: string }) {
  const generatedId = useId()
  const titleId = headingId ?? generatedId
  return (
    <Codes aria-labelledby={titleId}>
      <h2 id={titleId}>{m.admin_recovery_title()}</h2>
      {intro ? <p>{intro}</p> : null}
      <ol data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </Codes>
  )
}
