import { colors } from '~/components/styles/theme'

/** The card a list's filters stand on, above the list: the page's background, a thin rounded border. */
export const filterPanelLook = `
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  margin: 0 0 16px;
  padding: 16px;
`
