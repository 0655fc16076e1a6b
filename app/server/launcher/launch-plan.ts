/**
 * How many processes `node .output/server/index.mjs` runs (docs/decisions/0053-cluster-mode-and-the-balancer.md):
 * one per core on a database server, one on the embedded database, which only one process may open.
 */

export type LaunchPlan =
  | { kind: 'one-process'; reason: string }
  | { kind: 'cluster'; workers: number }
  | { kind: 'invalid'; reason: string }

/** More would only share the same cores and multiply the database connections (DATABASE_POOL_SIZE each). */
export const MAX_WORKERS = 64

interface LaunchEnv {
  DATABASE_URL?: string | undefined
  API_BASE_URL?: string | undefined
  WEB_CONCURRENCY?: string | undefined
}

export function launchPlan(env: LaunchEnv, cores: number): LaunchPlan {
  const setting = env.WEB_CONCURRENCY?.trim()
  if (setting && !/^\d+$/.test(setting)) {
    return { kind: 'invalid', reason: `WEB_CONCURRENCY must be a whole number of processes, 1 to ${MAX_WORKERS}` }
  }
  const workers = setting ? Number(setting) : Math.max(1, cores)
  if (workers < 1 || workers > MAX_WORKERS) {
    return { kind: 'invalid', reason: `WEB_CONCURRENCY must be a whole number of processes, 1 to ${MAX_WORKERS}` }
  }
  // With API_BASE_URL the built-in backend, and with it the embedded database, never starts.
  if (!env.DATABASE_URL?.trim() && !env.API_BASE_URL?.trim()) {
    return {
      kind: 'one-process',
      reason: 'DATABASE_URL is unset: the embedded database (PGlite) can be opened by one process only',
    }
  }
  if (workers === 1) {
    return { kind: 'one-process', reason: setting ? 'WEB_CONCURRENCY is 1' : 'this machine has one core' }
  }
  return { kind: 'cluster', workers }
}

/** A worker that lived shorter than this died starting (a bad setting, the port taken): the next waits longer. */
export const SHORT_LIFE_MS = 10_000
const FIRST_DELAY_MS = 500
const MAX_DELAY_MS = 30_000

/**
 * The wait before a dead worker's replacement starts: half a second after a worker that ran a while, then doubling
 * for each in a row that died early, up to 30 s, so a worker that cannot start never spins the machine.
 */
export function restartDelayMs(shortLivesInARow: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, shortLivesInARow))
}
