import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm'

/**
 * A column named with its table in any query. Drizzle leaves the table's name out in a query of one table, so inside a
 * correlated subquery an outer row's `"id"` would name the subquery's own `id` (the inquiries' export once counted
 * every inquiry's attachments as 0 so).
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}
