import { css } from '@linaria/core'
import { colors } from '~/components/styles/theme'

export const listTotal = css`
  color: ${colors.textMuted};
  font-size: 14px;
  margin: 0 0 16px;
`
