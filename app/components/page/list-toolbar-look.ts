/** A list's top row: what it shows (a count, its tabs or filters) on one side, its actions on the other; it wraps. */
export const listToolbarLook = `
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
  margin: 0 0 16px;
`
