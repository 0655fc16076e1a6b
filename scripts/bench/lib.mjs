// Shared parts of the benchmarks: the builds, the servers, the static twins, and measuring with wrk (wrk.mjs).
//
// The flow: a production build answers the targets once (the captured bytes); a bench copy of that build also serves
// those exact bytes as static files under /__bench/ (its "static twins"); both are then measured on the same server
// in the same run, so the ratio says what the dynamic work costs over serving the same bytes from disk.

import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serverNodeFlags } from '../server-node-flags.mjs'
import { processTreeCpuMs } from './process-cpu.mjs'
import { SERVER_CPU } from './server-cpu.mjs'
import { wrk } from './wrk.mjs'

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
    if ((await tryFetch(`${base}${readyPath}`))?.ok) return { base, pid: child.pid, stop }
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

/** Runs `start` with this process on the servers' CPU, so that what it spawns (and every thread of it) stays there. */
export async function onServerCpu(start) {
  const allCpus = currentCpus()
  pinMainThread(SERVER_CPU)
  try {
    return await start()
  } finally {
    pinMainThread(allCpus)
  }
}

/** Starts a server as startServer does, with the server and every thread of it on the servers' CPU only (wrk has the other). */
export function startServerOnOneCore(outputDir, port, options = {}) {
  return onServerCpu(() => startServer(outputDir, port, options))
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

/** Starts (again) the bench copy built by `startBench`, on its port and database, on one core; the soak runs on a fresh one. */
export function startBenchServer(options = {}) {
  return startServerOnOneCore(twinsOutput, ports.bench, options)
}

/**
 * Requests per second and latency percentiles for one URL; errors, timeouts and non-2xx answers are counted.
 * `headers` add to a browser's (a signed-in member's cookie).
 */
export function measure(url, connections, headers = {}) {
  return wrk(url, { connections, seconds: duration, headers: { ...browserHeaders, ...headers } })
}

/**
 * Enough requests that V8 has optimized the URL's code path before it is measured: with 20, the first target measured
 * at 50 connections paid for the compiler, and its p99 was the table's worst.
 */
export const warmUp = (url) => wrk(url, { connections: 10, seconds: 1, headers: browserHeaders })

/**
 * A server that renders each request (the site without its caches, the framework's floor) is measured at its steady
 * state: after 60 requests, the site's first five seconds under load ran 25% slower than the next (V8 still optimizing
 * its much larger code), so a measurement that began there compared a warming site with a warm floor. Both now take
 * the same five seconds of the measurement's load first.
 */
const UNCACHED_WARM_UP_SECONDS = 5
export const warmUpUncached = (url, headers = {}) =>
  wrk(url, { connections: 10, seconds: UNCACHED_WARM_UP_SECONDS, headers: { ...browserHeaders, ...headers } })

/**
 * Waits until the server has finished the requests a measurement left behind: wrk hangs up at the end of its run,
 * but the server still renders what it had accepted, which would slow down the next measurement. Settled means three
 * answers of `url` (a kept one) in a row under 30 ms (at most 60 s).
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

/** A measurement as `measure` makes it, with the processor time each request cost the server `pid` (µs, all its processes). */
async function measureWithCpu(url, connections, pid) {
  const before = processTreeCpuMs(pid)
  const result = await measure(url, connections)
  return { ...result, cpuUs: ((processTreeCpuMs(pid) - before) * 1000) / Math.max(1, result.requests) }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const cell = (result) => `${result.rps.toFixed(0).padStart(6)} rps  p99 ${result.p99.toFixed(1).padStart(5)} ms`

/**
 * Measures each target on the site (a page-cache or API-cache hit after the warm-up) beside its floors in the same run
 * (floors.mjs): a bare Node server sending the same bytes and headers, and nginx on the same bytes. Prints one table
 * per connection level, the ratio to bare Node, and refuses a figure nginx does not reach `GENERATOR_HEADROOM` times
 * (wrk, not the site, would be the limit). Beside them, the processor time each request cost the site and the bare
 * Node server (process-cpu.mjs), and its ratio: a cost per request, read whether or not wrk kept the server busy.
 * Returns how many requests failed and how many figures were refused; the site's measurements are pushed to `results`.
 */
export async function compareWithFloors(title, server, targets, floors, results = []) {
  for (const target of targets) {
    await warmUp(`${server.base}${target.path}`)
    await warmUp(floors.nodeUrl(target))
  }
  let failures = 0
  let refused = 0
  for (const connections of connectionLevels) {
    console.log(`\n${title} — ${connections} connections, ${duration} s per measurement (wrk on CPU 0, each server on CPU 1)`)
    console.log(
      `${''.padEnd(34)}  ${'site'.padEnd(24)}  ${'bare Node'.padEnd(24)}  site/Node  ${'nginx'.padStart(7)}  processor time a request: site · Node, Node/site`,
    )
    for (const target of targets) {
      await settle(`${server.base}${target.path}`)
      const site = await measureWithCpu(`${server.base}${target.path}`, connections, server.pid)
      const node = await measureWithCpu(floors.nodeUrl(target), connections, floors.nodePid)
      const nginx = await measure(floors.nginxUrl(target), connections)
      failures += site.failures + node.failures + nginx.failures
      const limited = nginx.rps < site.rps * floors.headroom
      if (limited) refused += 1
      results.push({
        path: target.path,
        label: target.label,
        connections,
        ...site,
        floorRps: node.rps,
        floorCpuUs: node.cpuUs,
        nginxRps: nginx.rps,
        limited,
      })
      const errors = site.failures + node.failures ? `  FAILED REQUESTS: ${site.failures}/${node.failures}` : ''
      const ratio = limited ? 'refused: wrk is the limit' : `${(site.rps / node.rps).toFixed(2).padStart(8)}x`
      const label = `${target.label} (${kB(target.body.length)})`
      const cpu = `${site.cpuUs.toFixed(0).padStart(5)} µs · ${node.cpuUs.toFixed(0).padStart(3)} µs  ${(node.cpuUs / site.cpuUs).toFixed(2)}x`
      console.log(
        `${label.padEnd(34)}  ${cell(site)}  ${cell(node)}  ${ratio}  ${nginx.rps.toFixed(0).padStart(7)}  ${cpu}${errors}`,
      )
    }
  }
  return { failures, refused }
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
