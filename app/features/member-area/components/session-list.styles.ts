import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { cardListRules } from './card-list.styles'

export const SessionItems = styled.ul`
  ${cardListRules}
  margin: 0 0 24px;
  li[data-current] {
    border-color: ${colors.primary};
  }
  h2 {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    font-size: 17px;
    gap: 8px;
    margin: 0 0 6px;
  }
  .badge {
    background: ${colors.primarySoft};
    border-radius: 999px;
    color: ${colors.primary};
    font-size: 13px;
    font-weight: 700;
    padding: 2px 10px;
  }
  .facts {
    color: ${colors.textMuted};
    display: grid;
    font-size: 14px;
    gap: 2px;
  }
  .facts p {
    margin: 0;
    /* An IPv6 address is one long word. */
    overflow-wrap: anywhere;
  }
`

export const SessionActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`
