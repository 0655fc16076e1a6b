/** A table's sort: a column, ascending or descending. */
export interface TableSort {
  id: string
  desc: boolean
}

/** The sort an address's `sort` names (`name` ascending, `-name` descending; sortField has checked the column). */
export function tableSortOf(value: string | undefined): TableSort | undefined {
  if (!value) return undefined
  const desc = value.startsWith('-')
  return { id: desc ? value.slice(1) : value, desc }
}

/** The address's `sort` for a sort (undefined for none). */
export function sortParam(sort: TableSort | undefined): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : undefined
}
