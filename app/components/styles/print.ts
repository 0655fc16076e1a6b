import { media } from './theme'

/**
 * A part of the screen with no use on paper (navigation, controls, floating buttons, notices): left out of a printout
 * (decision 97). A fragment for a styled template.
 */
export const hiddenInPrint = `
  ${media.print} {
    display: none !important;
  }
`
