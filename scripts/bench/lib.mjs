// Shared parts of the benchmarks: the builds, the servers, the static twins, and measuring with autocannon.
//
// The flow: a production build answers the targets once (the captured bytes); a bench copy of that build also serves
// those exact bytes as static files under /__bench/ (its "static twins"); both are then measured on the same server
// in the same run, so the ratio says what the dynamic work costs over serving the same bytes from disk.

import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { serverNodeFlags } from '../server-node-flags.mjs'

export const root = join(import.meta.dirname, '..', '..')
const benchDir = join(root, '.output-bench')
const staticDir = join(root, '.bench-static')
const twinsOutput = join(benchDir, 'twins')
const dataDir = join(root, '.data', 'bench-pglite')
const ports = { capture: 3311, bench: 3312 }
/** ADMIN_TOKEN of the servers a bench adds its staff accounts to (publish-to-visible, import-health). */
export const benchAdminToken = 'bench-admin-token-for-measurements-only-0123456789'
// Both servers render the same absolute URLs, so the captured HTML matches what the bench copy renders.
const siteUrl = `http://127.0.0.1:${ports.bench}`

/** Seconds per measurement and the connection counts to measure at (BENCH_SECONDS, BENCH_CONNECTIONS="50,10"). */
export const duration = Number(process.env.BENCH_SECONDS || 5)
export const connectionLevels = (process.env.BENCH_CONNECTIONS || '50,10').split(',').map(Number)
if (!(duration > 0) || !connectionLevels.every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('BENCH_SECONDS must be a positive number and BENCH_CONNECTIONS a comma-separated list of positive integers')
}

/**
 * Every request sends these, as Chromium does: the answers are measured compressed, as browsers get them (the static
 * twins from the files compressed at build time). Pages also carry ?lang= so they answer instead of redirecting.
 */
export const browserHeaders = { 'accept-language': 'ko-KR', 'accept-encoding': 'gzip, deflate, br, zstd' }

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

export function run(command, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

const viteBuild = (env) => run('npx', ['vite', 'build', '--logLevel', 'warn'], env)

const children = new Set()
// Ctrl+C or a kill stops the servers too, so none is left holding its port or the PGlite folder.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL')
    process.exit(130)
  })
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

/** The response, or undefined when nothing listens. */
const tryFetch = (url) => fetch(url, { redirect: 'manual' }).catch(() => undefined)

/**
 * Starts a production server and resolves once it answers; `stop()` resolves once it has exited (forced after 15 s).
 * `nodeArgs` go to Node before the server's script (the soak's server gets --expose-gc); `readyPath` answers 200 once
 * it has started.
 */
export async function startServer(
  outputDir,
  port,
  { env = {}, onStdoutLine, nodeArgs = [], readyPath = '/api/v1/figures' } = {},
) {
  const base = `http://127.0.0.1:${port}`
  if (await tryFetch(base)) throw new Error(`port ${port} is taken: is an earlier bench still running?`)
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, join(outputDir, 'server', 'index.mjs')], {
    cwd: root,
    stdio: ['ignore', onStdoutLine ? 'pipe' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      LOG_LEVEL: 'warn',
      PGLITE_DATA_DIR: dataDir,
      // No balancer to drain from: stopped at once.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
  })
  if (onStdoutLine) {
    let pending = ''
    child.stdout.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) onStdoutLine(line)
    })
  }
  children.add(child)
  const exited = new Promise((done) => child.on('exit', done))
  const stop = async () => {
    child.kill('SIGTERM')
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(forceKill)
    children.delete(child)
  }
  for (let attempt = 0; attempt < 300; attempt++) {
    if ((await tryFetch(`${base}${readyPath}`))?.ok) return { base, stop }
    await sleep(100)
  }
  await stop()
  throw new Error(`the server in ${outputDir} did not start on port ${port}`)
}

/** This process's main thread on `cpus` (taskset's list); a server spawned meanwhile inherits it, for all its threads. */
function pinMainThread(cpus) {
  execFileSync('taskset', ['-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' })
}

/** The CPUs this process may run on now, as taskset lists them. */
const currentCpus = () =>
  execFileSync('taskset', ['-p', '-c', String(process.pid)], { encoding: 'utf8' })
    .split(':')
    .at(-1)
    ?.trim() ?? '0'

/** Starts a server as startServer does, with the server and every thread of it on CPU 0 only. */
export async function startServerOnOneCore(outputDir, port, options = {}) {
  const allCpus = currentCpus()
  pinMainThread('0')
  try {
    return await startServer(outputDir, port, options)
  } finally {
    pinMainThread(allCpus)
  }
}

/** Where the build the responses are captured from is (or will be). */
export const baseBuildDir = () => resolve(process.env.BENCH_BUILD_DIR || join(benchDir, 'base'))

/** The build the responses are captured from: BENCH_BUILD_DIR when it holds one, otherwise a fresh bench-only build. */
export async function baseBuild() {
  const given = process.env.BENCH_BUILD_DIR
  if (given && existsSync(join(given, 'server', 'index.mjs'))) return resolve(given)
  const dir = baseBuildDir()
  console.log(`building the app into ${dir} …`)
  await viteBuild({ NITRO_OUTPUT_DIR: dir })
  return dir
}

/** Fetches one target's body exactly as the server sends it; anything but a 200 stops the benchmark. */
async function capture(base, path) {
  const response = await fetch(`${base}${path}`, { headers: browserHeaders, redirect: 'manual' })
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not 200`)
  return Buffer.from(await response.arrayBuffer())
}

/**
 * Captures every target's response from the production build, then builds and starts the bench copy that also
 * serves each body as the static file `/__bench/{target.file}`. `collect(base)` returns the targets
 * ({ label, path, file }) and may ask the capture server for ids. Resolves to the running bench server.
 */
export async function startBench(collect, options = {}) {
  const build = await baseBuild()
  rmSync(dataDir, { recursive: true, force: true })
  const captureServer = await startServer(build, ports.capture)
  let targets
  try {
    targets = await collect(captureServer.base)
    for (const target of targets) target.body = await capture(captureServer.base, target.path)
  } finally {
    await captureServer.stop()
  }

  rmSync(staticDir, { recursive: true, force: true })
  mkdirSync(staticDir, { recursive: true })
  for (const target of targets) writeFileSync(join(staticDir, target.file), target.body)
  console.log(`building the bench copy with ${targets.length} static twins into ${twinsOutput} …`)
  await viteBuild({ BENCH_STATIC_DIR: staticDir, NITRO_OUTPUT_DIR: twinsOutput })
  return startBenchServer(options)
}

/** Starts (again) the bench copy built by `startBench`, on its port and database; the soak runs on a fresh one. */
export function startBenchServer(options = {}) {
  return startServer(twinsOutput, ports.bench, options)
}

/**
 * Requests per second and latency percentiles for one URL; errors, timeouts and non-2xx answers are counted.
 * `headers` add to a browser's (a signed-in member's cookie).
 */
export async function measure(url, connections, headers = {}) {
  const result = await autocannon({ url, connections, duration, headers: { ...browserHeaders, ...headers }, pipelining: 1 })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

/**
 * Enough requests that V8 has optimized the URL's code path before it is measured: with 20, the first target measured
 * at 50 connections paid for the compiler, and its p99 was the table's worst.
 */
export const warmUp = (url) => autocannon({ url, connections: 10, amount: 500, headers: browserHeaders })

/**
 * Waits until the server has finished the requests a measurement left behind: autocannon hangs up at the end of its
 * run, but the server still renders what it had accepted, which would slow down the next measurement. Settled means
 * three static answers in a row under 30 ms (at most 60 s).
 */
async function settle(url) {
  const deadline = Date.now() + 60_000
  for (let fast = 0; fast < 3 && Date.now() < deadline; ) {
    const start = performance.now()
    await (await fetch(url, { headers: browserHeaders })).arrayBuffer()
    fast = performance.now() - start < 30 ? fast + 1 : 0
    await sleep(50)
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const cell = (result) => `${result.rps.toFixed(0).padStart(6)} rps  p99 ${String(result.p99).padStart(4)} ms`

/**
 * Measures each target and its static twin at every connection level and prints one table per level.
 * Returns how many requests failed; the dynamic measurements are pushed to `results` when given.
 */
export async function compareWithTwins(title, server, targets, results = []) {
  for (const target of targets) {
    await warmUp(`${server.base}${target.path}`)
    await warmUp(`${server.base}/__bench/${target.file}`)
    await settle(`${server.base}/__bench/${target.file}`)
  }
  let failures = 0
  for (const connections of connectionLevels) {
    console.log(`\n${title} — ${connections} connections, ${duration} s per measurement`)
    console.log(`${''.padEnd(36)}  ${'dynamic'.padEnd(25)}  ${'static twin'.padEnd(25)}  dynamic/static`)
    for (const target of targets) {
      const twinUrl = `${server.base}/__bench/${target.file}`
      await settle(twinUrl)
      const dynamic = await measure(`${server.base}${target.path}`, connections)
      await settle(twinUrl)
      const twin = await measure(twinUrl, connections)
      failures += dynamic.failures + twin.failures
      results.push({ path: target.path, label: target.label, connections, ...dynamic, twinRps: twin.rps })
      const errors = dynamic.failures + twin.failures ? `  FAILED REQUESTS: ${dynamic.failures}/${twin.failures}` : ''
      const label = `${target.label} (${kB(target.body.length)})`
      console.log(
        `${label.padEnd(36)}  ${cell(dynamic)}  ${cell(twin)}  ${(dynamic.rps / twin.rps).toPrecision(2).padStart(13)}x${errors}`,
      )
    }
  }
  return failures
}

/** Prints the URLs behind the table labels. */
export function printTargets(title, targets) {
  console.log(`\n${title}:`)
  for (const target of targets) console.log(`  ${target.label.padEnd(24)} ${decodeURI(target.path)}`)
}

/**
 * A staff member of `role` added to the server at `origin` with the machine credential (as `npm run staff -- add`) and
 * signed in with one of their recovery codes: their session token. The machine credential reaches only the operator's
 * tools (issue 37 §4), so a bench edits as staff do.
 */
export async function benchStaffToken(origin, email, role) {
  // Random, so that no password rule (no site or product name in it) refuses it.
  const password = randomBytes(18).toString('base64url')
  const post = async (path, body, token) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = await response.json()
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(json)}`)
    return json.data
  }
  const added = await post('/admin/staff', { email, role, password }, benchAdminToken)
  return (await post('/admin/login', { email, password, code: added.recoveryCodes[0] })).accessToken
}
