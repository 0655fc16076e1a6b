/** A list's filters in a row that wraps: its fields and their buttons (FilterActions), aligned at the bottom. */
export const filterRowLook = `
  align-items: end;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 16px;
  .actions {
    display: flex;
    gap: 8px;
  }
`
