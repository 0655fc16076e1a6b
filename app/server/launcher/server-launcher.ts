import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { log } from '../logging/log.server'
import { launchPlan, restartDelayMs, SHORT_LIFE_MS } from './launch-plan'

/**
 * The production server's entry, `.output/server/index.mjs` (bundled there by scripts/vite/server-launcher-build.ts;
 * Nitro's own server is `worker.mjs` beside it). On a database server it forks one worker per core (WEB_CONCURRENCY),
 * which share the port, starts another when one dies, and stops them all on SIGTERM or SIGINT; otherwise, and in
 * every worker, it runs the server in this process (docs/decisions/0053-cluster-mode-and-the-balancer.md).
 */

/** Past this, a worker that has not finished its requests and closed its database is killed. */
const STOP_TIMEOUT_MS = 15_000

const serverUrl = new URL('./worker.mjs', import.meta.url).href

async function runServer(): Promise<void> {
  await import(/* @vite-ignore */ serverUrl)
}

function runCluster(workers: number): void {
  log.info('server', `${workers} worker processes share the port`, { workers })
  let stopping = false
  const restarts = new Set<NodeJS.Timeout>()
  const shortLivesInARow = new Array<number>(workers).fill(0)

  const fork = (slot: number): void => {
    const startedAt = Date.now()
    const worker: Worker = cluster.fork({ SITE_WORKER: String(slot + 1) })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      const shortLives = Date.now() - startedAt < SHORT_LIFE_MS ? (shortLivesInARow[slot] ?? 0) + 1 : 0
      shortLivesInARow[slot] = shortLives
      const delayMs = restartDelayMs(shortLives)
      log.warn('server', 'a worker stopped; starting another', {
        pid: worker.process.pid,
        code: code ?? undefined,
        signal: signal ?? undefined,
        delayMs,
      })
      const timer = setTimeout(() => {
        restarts.delete(timer)
        fork(slot)
      }, delayMs)
      restarts.add(timer)
    })
  }

  const living = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead())

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second signal: the operator does not want to wait.
      for (const worker of living()) worker.process.kill('SIGKILL')
      return
    }
    stopping = true
    for (const timer of restarts) clearTimeout(timer)
    log.info('server', 'stopping the workers', { signal })
    const left = living()
    if (left.length === 0) process.exit(0)
    cluster.on('exit', () => {
      if (living().length === 0) process.exit(0)
    })
    for (const worker of left) worker.process.kill('SIGTERM')
    setTimeout(() => {
      const stuck = living()
      log.warn('server', 'workers did not stop in time; killing them', { workers: stuck.length })
      for (const worker of stuck) worker.process.kill('SIGKILL')
    }, STOP_TIMEOUT_MS).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)

  for (let slot = 0; slot < workers; slot++) fork(slot)
}

function main(): void {
  if (cluster.isWorker) {
    runServer().catch((error: unknown) => {
      log.error('server', 'the worker could not start', { error })
      process.exit(1)
    })
    return
  }
  const plan = launchPlan(process.env, availableParallelism())
  if (plan.kind === 'invalid') {
    log.error('server', plan.reason)
    process.exit(1)
  }
  if (plan.kind === 'cluster') {
    runCluster(plan.workers)
    return
  }
  log.info('server', `one process: ${plan.reason}`)
  runServer().catch((error: unknown) => {
    log.error('server', 'the server could not start', { error })
    process.exit(1)
  })
}

main()
