// Issue 26's figures in one table per connection level: each page's static twin and the site with its caches (from
// compareWithTwins), the site without its caches on PGlite and on PostgreSQL (one process on one core) and in cluster
// mode on PostgreSQL (cluster.mjs), and Varnish in front (varnish.mjs). A member's /mypage is measured without caches
// only (it is never cached). Beside them, the framework's floor (framework-floor.mjs). The targets: 1,000 uncached
// pages/s on one core for the news list, an article and a pharmacy search, 500 for /mypage.

import { measureWithoutCaches } from './cluster.mjs'
import { measureFrameworkFloor } from './framework-floor.mjs'
import { connectionLevels } from './lib.mjs'
import { locales } from './pages.mjs'
import { measureThroughVarnish } from './varnish.mjs'

const uncachedTarget = 1_000
const memberTarget = 500
const oneCoreVariants = ['pglite 1 core', 'postgres 1 core']

/** A signed-in member's /mypage in each language, for the variants without caches. */
export const memberTargets = locales.map((lang) => ({
  label: `mypage (member) ${lang}`,
  path: `/mypage?lang=${lang}`,
  member: true,
}))

const columns = ['static twin', 'with caches', 'pglite 1 core', 'postgres 1 core', 'postgres cluster ×2', 'varnish']
const rpsCell = (rps) => (rps === undefined ? '—' : rps.toFixed(0)).padStart(12)

function printTable(connections, labels, rpsOf) {
  console.log(`\nside by side — ${connections} connections, requests per second (pages ko-KR and en-US)`)
  console.log(`${''.padEnd(34)}${columns.map((column) => column.padStart(12)).join(' ')}`)
  for (const label of labels)
    console.log(`${label.padEnd(34)}${columns.map((column) => rpsCell(rpsOf(column, label))).join(' ')}`)
}

/** The uncached figures under their targets, as lines to print; one per miss. */
function misses(rows) {
  const lines = []
  for (const row of rows) {
    if (!oneCoreVariants.includes(row.variant) || row.connections !== connectionLevels.at(-1)) continue
    const target = row.label.startsWith('mypage') ? memberTarget : row.label.startsWith('home') ? undefined : uncachedTarget
    if (target && row.rps < target) lines.push(`${row.variant}: ${row.label} ${row.rps.toFixed(0)} pages/s, under ${target}`)
  }
  return lines
}

/**
 * Measures the variants of issue 26 and prints them beside `cachedResults` (compareWithTwins' rows for `pages`).
 * Returns the failed requests and the missed targets.
 */
export async function printSideBySide(server, pages, cachedResults, buildDir) {
  const varnishRows = await measureThroughVarnish(pages, server.base)
  const uncachedRows = await measureWithoutCaches([...pages, ...memberTargets], buildDir)
  const floorRows = await measureFrameworkFloor()
  const rows = [...varnishRows, ...uncachedRows, ...floorRows]
  const labels = [...pages, ...memberTargets].map((target) => target.label)
  for (const connections of connectionLevels) {
    const cached = (label) => cachedResults.find((result) => result.label === label && result.connections === connections)
    printTable(connections, labels, (column, label) => {
      if (column === 'static twin') return cached(label)?.twinRps
      if (column === 'with caches') return cached(label)?.rps
      return rows.find((row) => row.variant === column && row.label === label && row.connections === connections)?.rps
    })
  }
  console.log("\nthe framework's floor (scripts/bench/framework-floor.mjs: bare TanStack Start, a page of the news list's size")
  console.log('from memory, no database or middleware, 1 core), requests per second · p50 · p99 (ms):')
  for (const row of floorRows)
    console.log(`  ${String(row.connections).padStart(3)} conn  ${row.rps.toFixed(0)} · ${row.p50} · ${row.p99}`)
  console.log('\np50 · p99 latency without caches (ms):')
  for (const row of uncachedRows) {
    console.log(
      `  ${row.variant.padEnd(20)} ${String(row.connections).padStart(3)} conn  ${row.label.padEnd(34)} ${row.p50} · ${row.p99}`,
    )
  }
  const missed = misses(uncachedRows)
  for (const line of missed) console.log(`  target missed — ${line}`)
  return { failures: rows.reduce((sum, row) => sum + row.failed, 0), missed: missed.length }
}
