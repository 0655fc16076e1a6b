import { styled } from '@linaria/react'
import { colors, media } from '~/components/styles/theme'

export const SessionItems = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  margin: 0 0 24px;
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
