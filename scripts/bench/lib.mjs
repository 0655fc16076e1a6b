// Shared parts of the benchmarks: building the bench copy of the site, starting it, and measuring with autocannon.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'

export const root = join(import.meta.dirname, '..', '..')
export const staticDir = join(root, '.bench-static')
export const benchOutput = join(root, '.output-bench')

export function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

/** Starts a production server and resolves once it answers. */
export async function startServer(outputDir, port, env = {}) {
  const child = spawn(process.execPath, [join(outputDir, 'server', 'index.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const response = await fetch(`${base}/api/v1/figures`)
      if (response.ok) return { base, stop: () => child.kill('SIGTERM') }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

/** Writes captured bodies as static files, then builds the bench copy that serves them from /__bench/. */
export async function buildWithStaticTwins(files) {
  rmSync(staticDir, { recursive: true, force: true })
  mkdirSync(staticDir, { recursive: true })
  for (const [name, body] of Object.entries(files)) writeFileSync(join(staticDir, name), body)
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { BENCH_STATIC_DIR: staticDir, NITRO_OUTPUT_DIR: benchOutput })
}

/** Requests per second and latency percentiles for one URL; fails loudly on any error or non-2xx. */
export async function measure(url, { connections = 50, duration = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers, pipelining: 1 })
  const failures = result.errors + result.timeouts + result.non2xx
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
    bytes: result.throughput.average,
  }
}

export function formatRow(label, dynamic, baseline) {
  const ratio = dynamic.rps / baseline.rps
  return [
    label.padEnd(34),
    `${dynamic.rps.toFixed(0).padStart(7)} rps  p99 ${String(dynamic.p99).padStart(4)} ms`,
    `${baseline.rps.toFixed(0).padStart(7)} rps  p99 ${String(baseline.p99).padStart(4)} ms`,
    `${ratio.toFixed(2).padStart(6)}x`,
    dynamic.failures + baseline.failures ? `  ERRORS: ${dynamic.failures}/${baseline.failures}` : '',
  ].join('  ')
}
