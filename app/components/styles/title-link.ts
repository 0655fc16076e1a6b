import { colors } from './theme'

/** A list's title links (posts, search results): plain until hovered. */
export const titleLinkRules = `
  h2 a {
    color: ${colors.text};
    text-decoration: none;
  }
  h2 a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`
