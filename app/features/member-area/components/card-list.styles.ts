import { colors, media } from '~/components/styles/theme'

/** A member-area list of cards (sessions, passkeys): one bordered card a row, its action beside it on wider screens. */
export const cardListRules = `
  display: grid;
  gap: 12px;
  list-style: none;
  padding: 0;

  &:focus {
    outline: none;
  }
  li {
    border: 1px solid ${colors.border};
    border-radius: 8px;
    display: grid;
    gap: 12px;
    padding: 16px 20px;
    ${media.md} {
      align-items: center;
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
`
