// The pages' figures in one table per connection level: the bare Node floor and the site with its caches (from
// compareWithFloors), the site without its caches on PGlite and on PostgreSQL (one process on one core) and in cluster
// mode on PostgreSQL (cluster.mjs), Varnish in front (varnish.mjs) and nginx on the same bytes. A member's /mypage is
// measured without caches only (it is never cached). Beside them, the framework's floor (framework-floor.mjs). Issue
// 41's targets, at the last connection level: uncached on one core, the news list, an article and /mypage at ≥ 0.5x
// the framework's floor and a pharmacy search at ≥ 0.35x, on PGlite and on PostgreSQL; Varnish at ≥ 0.5x nginx.

import { measureWithoutCaches } from './cluster.mjs'
import { measureFrameworkFloor } from './framework-floor.mjs'
import { connectionLevels } from './lib.mjs'
import { locales } from './pages.mjs'
import { measureThroughVarnish } from './varnish.mjs'

/** The share of the framework's floor an uncached page must reach (issue 41); the home page has none. */
function floorShareOf(label) {
  if (label.startsWith('pharmacy search')) return 0.35
  return label.startsWith('home') ? undefined : 0.5
}
const VARNISH_SHARE_OF_NGINX = 0.5
const oneCoreVariants = ['pglite 1 core', 'postgres 1 core']

/** A signed-in member's /mypage in each language, for the variants without caches. */
export const memberTargets = locales.map((lang) => ({
  label: `mypage (member) ${lang}`,
  path: `/mypage?lang=${lang}`,
  member: true,
}))

const columns = ['bare Node', 'with caches', 'pglite 1 core', 'postgres 1 core', 'postgres cluster ×2', 'varnish', 'nginx']
const rpsCell = (rps) => (rps === undefined ? '—' : rps.toFixed(0)).padStart(12)

function printTable(connections, labels, rpsOf) {
  console.log(`\nside by side — ${connections} connections, requests per second (pages ko-KR and en-US), wrk on CPU 0`)
  console.log(`${''.padEnd(34)}${columns.map((column) => column.padStart(12)).join(' ')}`)
  for (const label of labels)
    console.log(`${label.padEnd(34)}${columns.map((column) => rpsCell(rpsOf(column, label))).join(' ')}`)
}

/** The figures under their targets, as lines to print; one per miss. */
function misses(uncachedRows, floorRows, varnishRows, cachedResults) {
  const last = connectionLevels.at(-1)
  const floor = floorRows.find((row) => row.connections === last)?.rps ?? 0
  const lines = []
  for (const row of uncachedRows) {
    const share = floorShareOf(row.label)
    if (!oneCoreVariants.includes(row.variant) || row.connections !== last || share === undefined) continue
    const ratio = row.rps / floor
    if (ratio < share) lines.push(`${row.variant}: ${row.label} ${ratio.toFixed(2)}x the framework's floor, under ${share}x`)
  }
  for (const row of varnishRows.filter((varnish) => varnish.connections === last)) {
    const nginx = cachedResults.find((result) => result.label === row.label && result.connections === last)?.nginxRps
    if (nginx && row.rps < nginx * VARNISH_SHARE_OF_NGINX)
      lines.push(
        `varnish: ${row.label} ${(row.rps / nginx).toFixed(2)}x nginx on the same bytes, under ${VARNISH_SHARE_OF_NGINX}x`,
      )
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
      if (column === 'bare Node') return cached(label)?.floorRps
      if (column === 'with caches') return cached(label)?.rps
      if (column === 'nginx') return cached(label)?.nginxRps
      return rows.find((row) => row.variant === column && row.label === label && row.connections === connections)?.rps
    })
  }
  console.log("\nthe framework's floor (scripts/bench/framework-floor.mjs: bare TanStack Start, a page of the news list's size")
  console.log("from memory with the site's gzip and security headers, 1 core), requests per second · p50 · p99 (ms):")
  for (const row of floorRows)
    console.log(`  ${String(row.connections).padStart(3)} conn  ${row.rps.toFixed(0)} · ${row.p50} · ${row.p99}`)
  console.log('\np50 · p99 latency without caches (ms):')
  for (const row of uncachedRows) {
    console.log(
      `  ${row.variant.padEnd(20)} ${String(row.connections).padStart(3)} conn  ${row.label.padEnd(34)} ${row.p50} · ${row.p99}`,
    )
  }
  const missed = misses(uncachedRows, floorRows, varnishRows, cachedResults)
  for (const line of missed) console.log(`  target missed — ${line}`)
  return { failures: rows.reduce((sum, row) => sum + row.failed, 0), missed: missed.length }
}
