import { currentInForcedColors } from '~/components/styles/forced-colors'
import { colors } from '~/components/styles/theme'
import { bareList } from '../styles/resets'

/** A row of filter links as rounded chips, the current one filled: a fragment, for the site's chips and the console's status tabs. */
export const filterChipsLook = `
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
    ${currentInForcedColors}
  }
`
