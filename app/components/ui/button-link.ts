import { css } from '@linaria/core'
import { colors } from '~/components/styles/theme'

/** The look of the site's Button on a link: it goes to another page, so it is an <a>, not a <button>. */
export const buttonLink = css`
  align-items: center;
  background: ${colors.primary};
  border-radius: 6px;
  color: ${colors.textInverse};
  display: inline-flex;
  font-weight: 600;
  min-height: 44px;
  padding: 10px 20px;
  text-decoration: none;
  &:hover {
    background: ${colors.primaryHover};
  }
`
