import { media } from './theme'

/**
 * The current one among its siblings (a page in a menu, a chip, a tab, a pressed button), where the screen marks it by
 * its colours alone: a contrast theme replaces those with the same few for every item, so it is drawn in the system's
 * own highlight instead (decision 98). A fragment for a styled template, inside the current item's rule.
 */
export const currentInForcedColors = `
  ${media.forcedColors} {
    background: Highlight;
    border-color: Highlight;
    color: HighlightText;
    forced-color-adjust: none;
  }
`
