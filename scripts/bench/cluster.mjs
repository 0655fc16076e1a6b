// The site without its caches (PAGE_CACHE_TTL_SECONDS=0 API_CACHE_TTL_SECONDS=0, issue 26), three ways: on PGlite
// and on PostgreSQL with one process pinned to one core (`taskset -c 0`), and in cluster mode on PostgreSQL (one
// worker per core, WEB_CONCURRENCY=2, unpinned). The lead's bench.mjs calls measureWithoutCaches with the page
// targets (pages.mjs) and the build to run; each server gets a database of its own, seeded as the capture's was.
// PostgreSQL runs unpinned (scripts/test-postgres.sh), as a database server on its own machine would.

import { execFile, execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { connectionLevels, measure, root, startServer } from './lib.mjs'

const port = Number(process.env.BENCH_CLUSTER_PORT || 3315)
const pgEnv = {
  ...process.env,
  TEST_PG_PORT: process.env.BENCH_CLUSTER_PG_PORT || '54336',
  TEST_PG_DIR: process.env.BENCH_CLUSTER_PG_DIR || '/tmp/site-bench-cluster-pg',
}
const pgliteDir = join(root, '.data', 'bench-cluster-pglite')
const withoutCaches = { PAGE_CACHE_TTL_SECONDS: '0', API_CACHE_TTL_SECONDS: '0' }
/** Requests per target before it is measured, so V8 has optimized its code path. */
const warmUpRequests = 60

const postgres = async (command) =>
  (await promisify(execFile)('bash', [join(root, 'scripts', 'test-postgres.sh'), command], { env: pgEnv })).stdout.trim()

/** This process's main thread on `cpus` (taskset's list); a server spawned meanwhile inherits it, for all its threads. */
function pinMainThread(cpus) {
  execFileSync('taskset', ['-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' })
}
const allCpus =
  execFileSync('taskset', ['-p', '-c', String(process.pid)], { encoding: 'utf8' })
    .split(':')
    .at(-1)
    ?.trim() ?? '0'

/** Starts the server of `buildDir` with `env`; with `oneCore`, the server and every thread of it on CPU 0 only. */
async function startVariant(buildDir, env, oneCore) {
  if (!oneCore) return startServer(buildDir, port, { env })
  pinMainThread('0')
  try {
    return await startServer(buildDir, port, { env })
  } finally {
    pinMainThread(allCpus)
  }
}

async function warmUp(base, target) {
  for (let request = 0; request < warmUpRequests; request++) {
    const response = await fetch(`${base}${target.path}`, { headers: { 'accept-language': 'ko-KR' } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${target.label}: ${target.path} answered ${response.status}`)
  }
}

async function measureVariant(variant, server, targets, rows) {
  for (const target of targets) await warmUp(server.base, target)
  for (const connections of connectionLevels) {
    for (const target of targets) {
      const result = await measure(`${server.base}${target.path}`, connections)
      rows.push({
        variant,
        label: target.label,
        connections,
        rps: result.rps,
        p50: result.p50,
        p99: result.p99,
        failed: result.failures,
      })
    }
  }
}

/**
 * Rows `{ variant, label, connections, rps, p50, p99, failed }`, one per variant, target and connection level
 * (BENCH_CONNECTIONS); variant is 'pglite 1 core', 'postgres 1 core' or 'postgres cluster ×2'.
 */
export async function measureWithoutCaches(targets, buildDir) {
  const rows = []
  rmSync(pgliteDir, { recursive: true, force: true })
  const pglite = await startVariant(buildDir, { ...withoutCaches, PGLITE_DATA_DIR: pgliteDir }, true)
  try {
    await measureVariant('pglite 1 core', pglite, targets, rows)
  } finally {
    await pglite.stop()
    rmSync(pgliteDir, { recursive: true, force: true })
  }
  const databaseUrl = await postgres('start')
  try {
    const onPostgres = { ...withoutCaches, DATABASE_URL: databaseUrl }
    const single = await startVariant(buildDir, { ...onPostgres, WEB_CONCURRENCY: '1' }, true)
    try {
      await measureVariant('postgres 1 core', single, targets, rows)
    } finally {
      await single.stop()
    }
    const cluster = await startVariant(buildDir, { ...onPostgres, WEB_CONCURRENCY: '2' }, false)
    try {
      await measureVariant('postgres cluster ×2', cluster, targets, rows)
    } finally {
      await cluster.stop()
    }
  } finally {
    await postgres('stop')
  }
  return rows
}
