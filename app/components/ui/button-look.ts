import { colors } from '~/components/styles/theme'

// In a module of its own, without styled components, so that Linaria evaluates only this to interpolate it elsewhere.

/** The button look without its border and spacing, for a form that styles its own buttons (the pharmacy filters). */
export const buttonLook = `
  background: ${colors.primary};
  border-radius: 6px;
  color: ${colors.textInverse};
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  min-height: 44px;
`
