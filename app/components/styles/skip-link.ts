import { hiddenInPrint } from './print'
import { colors } from './theme'

/**
 * The link to skip to a page's main content: out of sight until it takes the focus, then in the top corner. A
 * fragment for a styled template (the site's frame and the console's).
 */
export const skipLinkLook = `
  background: ${colors.secondary};
  color: ${colors.textInverse};
  left: 16px;
  padding: 12px 16px;
  position: fixed;
  top: -100px;
  z-index: 1000;
  &:focus {
    top: 16px;
  }
  ${hiddenInPrint}
`
