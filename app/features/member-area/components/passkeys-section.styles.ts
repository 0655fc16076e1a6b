import { styled } from '@linaria/react'
import { colors, media } from '~/components/styles/theme'

/** The member's passkeys, as their sessions are listed: a card each, its removal beside it on wider screens. */
export const PasskeyItems = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;

  &:focus {
    outline: none;
  }
  &[hidden] {
    display: none;
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
  h3 {
    font-size: 17px;
    margin: 0 0 6px;
    overflow-wrap: anywhere;
  }
  .facts {
    color: ${colors.textMuted};
    display: grid;
    font-size: 14px;
    gap: 2px;
  }
`
