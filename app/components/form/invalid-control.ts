import { colors } from '~/components/styles/theme'

/** A control whose value is refused: a thicker border in the error colour. */
export const invalidControl = `
  [aria-invalid='true'] {
    border-color: ${colors.error};
    border-width: 2px;
  }
`
