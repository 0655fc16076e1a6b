export interface ConnectionInfo {
  onLine: boolean
  connection?: { effectiveType?: string; saveData?: boolean }
}

/** Never prefetch offline, on a 2g connection, or when the visitor asked to save data. */
export function mayPrefetch({ onLine, connection }: ConnectionInfo): boolean {
  if (!onLine) return false
  if (connection?.saveData) return false
  const type = connection?.effectiveType ?? ''
  return !type.includes('2g')
}

export const PREFETCH_IDLE_TIMEOUT_MS = 2000

/** The browser's connection, as mayPrefetch reads it. */
export function currentConnection(): ConnectionInfo {
  return { onLine: navigator.onLine, connection: (navigator as Navigator & Pick<ConnectionInfo, 'connection'>).connection }
}
