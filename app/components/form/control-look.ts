import { colors } from '~/components/styles/theme'

/**
 * A text control's look (input, select, text area), as every form shows it: the site's border, tall enough for a
 * thumb. Its padding and width are its form's. A fragment for styled templates.
 */
export const controlLook = `
  background: ${colors.background};
  border: 1px solid ${colors.third};
  border-radius: 6px;
  color: ${colors.text};
  font: inherit;
  min-height: 44px;
`
