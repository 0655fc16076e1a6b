import { styled } from '@linaria/react'
import { m } from '~/paraglide/messages'
import { colors } from '~/styles/theme'
import { PageHeading } from './page-heading'

const Notice = styled.p`
  background: ${colors.surface};
  border-radius: 8px;
  color: ${colors.textMuted};
  padding: 40px 24px;
  text-align: center;
`

/** A route whose content arrives with a later issue: its heading and a plain notice, nothing pretending to be content. */
export function PendingPage() {
  return (
    <article>
      <PageHeading />
      <Notice>{m.page_content_pending()}</Notice>
    </article>
  )
}
