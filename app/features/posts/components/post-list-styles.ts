import { css } from '@linaria/core'
import { bareList } from '~/components/styles/resets'
import { colors, media } from '~/components/styles/theme'
import { titleLinkRules } from '~/components/styles/title-link'

/** A small coloured label for a post's category. */
export const categoryChip = css`
  align-self: flex-start;
  background: ${colors.primarySoft};
  border-radius: 4px;
  color: ${colors.primary};
  display: inline-block;
  font-size: 13px;
  font-weight: 600;
  padding: 2px 8px;
`

export const cardGrid = css`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${bareList}
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

export const card = css`
  border: 1px solid ${colors.border};
  border-radius: 12px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  height: 100%;
  padding: 24px;
  transition: box-shadow 0.2s ease;
  &:hover {
    box-shadow: 0 8px 24px rgb(0 0 0 / 8%);
  }
  h2 {
    font-size: 18px;
    margin: 0;
  }
  ${titleLinkRules}
  p {
    color: ${colors.textMuted};
    margin: 0;
  }
  time {
    color: ${colors.third};
    font-size: 14px;
    margin-top: auto;
  }
`

export const rowList = css`
  border-top: 2px solid ${colors.secondary};
  ${bareList}
  > li {
    border-bottom: 1px solid ${colors.border};
    display: grid;
    gap: 6px 24px;
    padding: 20px 4px;
    ${media.md} {
      align-items: baseline;
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
  h2 {
    font-size: 17px;
    margin: 0;
  }
  ${titleLinkRules}
  .meta {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 0;
  }
`
