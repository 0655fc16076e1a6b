import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { CONFIGURATION_EXIT_CODE } from '~/config/exit-codes'
import { DRAIN_MESSAGE } from '../http/draining'
import { log } from '../logging/log.server'
import { drainMsOf, launchPlan, metricsPortOf, restartDelayMs, SHORT_LIFE_MS, workerNodeFlags } from './launch-plan'
import { startMetricsEndpoint } from './metrics-endpoint'

/**
 * The production server's entry, `.output/server/index.mjs` (bundled there by scripts/vite/server-launcher-build.ts;
 * Nitro's own server is `worker.mjs` beside it). It runs the server in worker processes it watches: one per core on a
 * database server (WEB_CONCURRENCY), sharing the port, and one on the embedded database; it starts another when one
 * dies (with back-off, one log line), and stops them all on SIGTERM or SIGINT (docs/decisions/0053 and 0069). A worker
 * exits at once when the launcher dies (Node's cluster does), so no two processes ever hold the embedded database.
 */

/** Past this, a worker that has not finished its requests and closed its database is killed. */
const STOP_TIMEOUT_MS = 15_000

const serverUrl = new URL('./worker.mjs', import.meta.url).href

async function runServer(): Promise<void> {
  await import(/* @vite-ignore */ serverUrl)
}

function supervise(workers: number): void {
  // One worker accepts its connections itself, as a lone process would; several take them from the launcher in turn
  // (Node's round robin spreads them evenly, where the kernel would not).
  cluster.schedulingPolicy = workers === 1 ? cluster.SCHED_NONE : cluster.SCHED_RR
  cluster.setupPrimary({ execArgv: [...new Set([...process.execArgv, ...workerNodeFlags])] })
  let stopping = false
  const restarts = new Set<NodeJS.Timeout>()
  const shortLivesInARow = new Array<number>(workers).fill(0)

  const fork = (slot: number): void => {
    const startedAt = Date.now()
    const worker: Worker = cluster.fork({ SITE_WORKER: String(slot + 1) })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      if (code === CONFIGURATION_EXIT_CODE) {
        // A restart cannot fix the environment: stop, saying why (the worker logged each problem).
        log.error('server', 'the configuration is invalid; stopping')
        stop('SIGTERM', CONFIGURATION_EXIT_CODE)
        return
      }
      const shortLives = Date.now() - startedAt < SHORT_LIFE_MS ? (shortLivesInARow[slot] ?? 0) + 1 : 0
      shortLivesInARow[slot] = shortLives
      const delayMs = restartDelayMs(shortLives)
      log.warn('server', workers === 1 ? 'the server process stopped; starting another' : 'a worker stopped; starting another', {
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

  function stop(signal: NodeJS.Signals, exitCode = 0): void {
    if (stopping) {
      // A second signal: the operator does not want to wait.
      for (const worker of living()) worker.process.kill('SIGKILL')
      return
    }
    stopping = true
    for (const timer of restarts) clearTimeout(timer)
    const left = living()
    if (left.length === 0) process.exit(exitCode)
    cluster.on('exit', () => {
      if (living().length === 0) process.exit(exitCode)
    })
    // First the health check answers 503 while every request is still served, so a balancer sends nothing new; then
    // each worker closes: requests in flight are answered, and it exits.
    const drainMs = exitCode === 0 ? drainMsOf(process.env) : 0
    log.info('server', 'stopping: draining, then closing the workers', { signal, drainSeconds: drainMs / 1000 })
    for (const worker of left) worker.send(DRAIN_MESSAGE)
    setTimeout(() => {
      for (const worker of living()) worker.process.kill('SIGTERM')
      setTimeout(() => {
        const stuck = living()
        log.warn('server', 'workers did not stop in time; killing them', { workers: stuck.length })
        for (const worker of stuck) worker.process.kill('SIGKILL')
      }, STOP_TIMEOUT_MS).unref()
    }, drainMs).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  for (let slot = 0; slot < workers; slot++) fork(slot)
  const metricsPort = metricsPortOf(process.env)
  if (metricsPort) startMetricsEndpoint(metricsPort)
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
    log.info('server', `${plan.workers} worker processes share the port`, { workers: plan.workers })
    supervise(plan.workers)
    return
  }
  log.info('server', `one server process, started again if it stops: ${plan.reason}`)
  supervise(1)
}

main()
