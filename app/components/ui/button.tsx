import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { buttonLook } from './button-look'

/**
 * The site's one button look; `data-variant="secondary"` for the quieter one. A button whose action is under way says
 * so with `aria-disabled` rather than `disabled`: a disabled button loses the focus (Chromium drops it to the page), and
 * the one who pressed it is left nowhere; its action ignores the press instead.
 */
export const Button = styled.button`
  ${buttonLook}
  border: 1px solid ${colors.primary};
  min-width: 88px;
  padding: 10px 20px;

  &:hover {
    background: ${colors.primaryHover};
  }
  &[data-variant='secondary'] {
    background: ${colors.background};
    border-color: ${colors.border};
    color: ${colors.text};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`
