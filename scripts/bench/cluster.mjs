// The site without its caches (PAGE_CACHE_TTL_SECONDS=0 API_CACHE_TTL_SECONDS=0, issue 26), three ways: on PGlite
// and on PostgreSQL with one process pinned to one core (the servers' CPU, wrk on the other), and in cluster mode on PostgreSQL (one
// worker per core, WEB_CONCURRENCY=2, unpinned). The lead's bench.mjs calls measureWithoutCaches with the page
// targets (pages.mjs; a target with `member: true` is asked for as a member signed up on that server) and the build to
// run; each server gets a database of its own, seeded as the capture's was.
// PostgreSQL runs unpinned (scripts/test-postgres.sh), as a database server on its own machine would.

import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { connectionLevels, measure, root, startServer, startServerOnOneCore, warmUpUncached } from './lib.mjs'

const port = Number(process.env.BENCH_CLUSTER_PORT || 3315)
const pgEnv = {
  ...process.env,
  TEST_PG_PORT: process.env.BENCH_CLUSTER_PG_PORT || '25436',
  TEST_PG_DIR: process.env.BENCH_CLUSTER_PG_DIR || '/tmp/site-bench-cluster-pg',
}
const pgliteDir = join(root, '.data', 'bench-cluster-pglite')
const withoutCaches = { PAGE_CACHE_TTL_SECONDS: '0', API_CACHE_TTL_SECONDS: '0' }
const postgres = async (command) =>
  (await promisify(execFile)('bash', [join(root, 'scripts', 'test-postgres.sh'), command], { env: pgEnv })).stdout.trim()

/** Starts the server of `buildDir` with `env`; with `oneCore`, the server and every thread of it on CPU 0 only. */
const startVariant = (buildDir, env, oneCore) =>
  oneCore ? startServerOnOneCore(buildDir, port, { env }) : startServer(buildDir, port, { env })

/**
 * The cookie of a member signed up on this server's database, for a target a member asks for (`target.member`):
 * their pages are never cached, whatever the settings.
 */
async function memberCookie(base) {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`
  const response = await fetch(`${base}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${tag}@example.com`,
      password: `meadow-${tag}-kite`,
      name: '벤치 회원',
      termsAgree: true,
      privacyAgree: true,
    }),
  })
  if (response.status !== 200) throw new Error(`signing up the bench's member answered ${response.status}`)
  const { data } = await response.json()
  return `member_session=${data.accessToken}`
}

/** Checks the target answers 200, then loads it as the measurement will until it is at its steady state. */
async function warmUp(base, target, headers) {
  const response = await fetch(`${base}${target.path}`, { headers: { 'accept-language': 'ko-KR', ...headers } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${target.label}: ${target.path} answered ${response.status}`)
  await warmUpUncached(`${base}${target.path}`, headers)
}

async function measureVariant(variant, server, targets, rows) {
  const cookie = targets.some((target) => target.member) ? await memberCookie(server.base) : undefined
  const headersOf = (target) => (target.member ? { cookie } : {})
  for (const target of targets) await warmUp(server.base, target, headersOf(target))
  for (const connections of connectionLevels) {
    for (const target of targets) {
      const result = await measure(`${server.base}${target.path}`, connections, headersOf(target))
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
