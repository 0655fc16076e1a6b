import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const Mark = styled.span`
  border: 1px solid ${colors.warning};
  border-radius: 4px;
  color: ${colors.warning};
  font-size: 13px;
  margin-inline-start: 8px;
  padding: 0 6px;
  white-space: nowrap;
`

/** Beside an item the demo content put on the site (decision 123): invented, and removed with the demo. */
export function DemoMark({ demo }: { demo?: boolean }) {
  return demo ? <Mark data-demo="">{m.admin_demo_mark()}</Mark> : null
}
