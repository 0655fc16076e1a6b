/** SQLSTATEs of a server that is going away or not accepting connections yet (class 08 is checked by prefix). */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300'])
/** Socket-level failures of the driver while the server restarts. */
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
const terminatedConnection = /connection terminated|not queryable|connection error/i

/**
 * Whether an error means the database cannot be reached right now (restarting, shutting down, refusing
 * connections), as opposed to a bug. Drizzle wraps the driver's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (code.startsWith('08') || unavailableStates.has(code) || unavailableSocketCodes.has(code))) {
      return true
    }
    if (typeof message === 'string' && terminatedConnection.test(message)) return true
    current = cause
  }
  return false
}
