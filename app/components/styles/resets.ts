/**
 * Declarations that undo the browser's own look, to interpolate into a style (`${bareList}`). Plain strings, so
 * Linaria evaluates them at build time as it does theme.ts.
 */

/** A list without bullets or indentation: its own style lays the items out (a row, a grid, a menu). */
export const bareList = `
  list-style: none;
  margin: 0;
  padding: 0;
`

/** A link or button that reads as the text around it: no background, border, colour, font or underline of its own. */
export const plainControl = `
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  font: inherit;
  text-decoration: none;
`
