import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { bareList } from '../styles/resets'

/** A row of filter links as rounded chips, the current one filled (a list's categories, the points' periods). */
export const FilterChips = styled.nav`
  margin: 0 0 28px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    ${bareList}
  }
  a {
    border: 1px solid ${colors.border};
    border-radius: 999px;
    color: ${colors.text};
    display: inline-block;
    min-height: 44px;
    padding: 10px 18px;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  a[aria-current='page'] {
    background: ${colors.secondary};
    border-color: ${colors.secondary};
    color: ${colors.textInverse};
    font-weight: 700;
  }
`
