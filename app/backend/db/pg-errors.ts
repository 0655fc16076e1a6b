/** A unique violation (23505) of the named constraint or index, found on the error or any of its causes. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    const { code, constraint: violated, cause } = current as { code?: string; constraint?: string; cause?: unknown }
    if (code === '23505' && violated === constraint) return true
    if (!cause || cause === current) break
    current = cause
  }
  return false
}
