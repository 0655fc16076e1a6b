import { css } from '@linaria/core'
import { colors } from '../styles/theme'

/** The line under an article's heading: its date, category or status, side by side. */
export const articleMeta = css`
  align-items: center;
  color: ${colors.textMuted};
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: -8px 0 32px;
`
