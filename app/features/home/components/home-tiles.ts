import { bareList } from '~/components/styles/resets'
import { colors, media } from '~/components/styles/theme'

/** The home page's tiles (business areas, latest news): bordered, three a row from md, a heading over muted text. */
export const homeTiles = `
  display: grid;
  gap: 16px;
  ${bareList}
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    border: 1px solid ${colors.border};
    border-radius: 12px;
  }
  h3 {
    font-size: 18px;
    margin: 0 0 8px;
  }
  p {
    color: ${colors.textMuted};
    margin: 0;
  }
`
