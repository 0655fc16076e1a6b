/**
 * Whether this server process is draining: its launcher got SIGTERM and told it so (DRAIN_MESSAGE), and it answers the
 * balancer's health check 503 while it still serves every request for SHUTDOWN_DRAIN_SECONDS, before it closes
 * (docs/decisions/0069). Kept on globalThis: the server bundle can hold this module twice.
 */
export const DRAIN_MESSAGE = 'site:drain'

const slot = globalThis as typeof globalThis & { __siteDraining?: boolean }

export function beginDraining(): void {
  slot.__siteDraining = true
}

export function isDraining(): boolean {
  return slot.__siteDraining === true
}
