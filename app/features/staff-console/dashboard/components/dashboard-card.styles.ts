import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'

/** A card of the admins' dashboard; `data-state="failed"` draws it in red, `[data-failed]` marks what failed. */
export const DashboardCard = styled.section`
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  margin: 0 0 24px;
  padding: 16px;
  h2 {
    font-size: 18px;
    margin: 0 0 8px;
  }
  p {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
  ul {
    display: grid;
    gap: 16px;
    list-style: none;
    margin: 0 0 8px;
    padding: 0;
  }
  &[data-state='failed'] {
    border-color: ${colors.error};
  }
  [data-failed] {
    color: ${colors.error};
    font-weight: 700;
  }
`
