/**
 * How many server processes `node .output/server/index.mjs` runs, each a worker the launcher starts again when it dies
 * (docs/decisions/0053-cluster-mode-and-the-balancer.md, 0069): one per core on a database server, one on the
 * embedded database, which only one process may open.
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
  METRICS_PORT?: string | undefined
  SHUTDOWN_DRAIN_SECONDS?: string | undefined
}

/** The default drain: longer than HAProxy's two failed checks two seconds apart (deploy/haproxy/haproxy.cfg). */
const DEFAULT_DRAIN_SECONDS = 5

/** How long the workers keep serving, their health check answering 503, between SIGTERM and their close. */
export function drainMsOf(env: LaunchEnv): number {
  const setting = env.SHUTDOWN_DRAIN_SECONDS?.trim()
  const seconds = setting && /^\d{1,3}$/.test(setting) ? Number(setting) : DEFAULT_DRAIN_SECONDS
  return seconds * 1000
}

/** METRICS_PORT, when set (the workers' env schema refuses a bad value and stops the launcher with it). */
export function metricsPortOf(env: LaunchEnv): number | undefined {
  const port = Number(env.METRICS_PORT?.trim())
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : undefined
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

/**
 * Every worker runs with these, whatever the launcher was started with (scripts/server-node-flags.mjs says why; a unit
 * test keeps both lists equal): a V8 check of WebAssembly code pages killed servers at start.
 */
export const workerNodeFlags = ['--no-memory-protection-keys']
