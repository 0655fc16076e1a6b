import { css } from '@linaria/core'
import { hiddenInPrint } from '~/components/styles/print'
import { colors, media } from '~/components/styles/theme'

export const articleBody = css`
  border-top: 1px solid ${colors.border};
  font-size: 17px;
  line-height: 1.8;
  max-width: 760px;
  padding-top: 24px;
  p {
    margin: 0 0 20px;
  }
`

export const detailList = css`
  display: grid;
  gap: 12px 24px;
  margin: 0 0 32px;
  max-width: 760px;
  ${media.md} {
    grid-template-columns: 180px minmax(0, 1fr);
  }
  > div {
    display: contents;
  }
  dt {
    color: ${colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`

export const articleNav = css`
  border-top: 1px solid ${colors.border};
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  justify-content: space-between;
  margin-top: 40px;
  max-width: 760px;
  padding-top: 20px;
  a {
    color: ${colors.primary};
  }
  ${hiddenInPrint}
`
