import { css } from '@linaria/core'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const banner = css`
  background: ${colors.warning};
  border-radius: 4px;
  color: ${colors.textInverse};
  margin: 0 0 24px;
  padding: 12px 16px;
  strong {
    margin-right: 8px;
  }
`

/** Above a draft shown through a preview link, so nobody mistakes it for the published page. */
export function PreviewBanner() {
  return (
    <p className={banner} role="note">
      <strong>{m.preview_banner_title()}</strong>
      {m.preview_banner_text()}
    </p>
  )
}
