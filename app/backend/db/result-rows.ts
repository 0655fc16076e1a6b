/** The rows of a raw statement's result (`db.execute`), as both drivers (PGlite, node-postgres) return them. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
