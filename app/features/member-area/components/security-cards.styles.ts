import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { cardListRules } from './card-list.styles'

/** The member's passkeys and linked providers, as their sessions are listed: a card each, its actions beside it on wider screens. */
export const SecurityCards = styled.ul`
  ${cardListRules}
  margin: 0;

  &[hidden] {
    display: none;
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
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`
