import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.server'
import { redirects } from '../../db/redirects-schema'

export interface RedirectHits {
  id: number
  count: number
  /** When the last of them was answered, by the reporting process's clock (never later than now here). */
  at: string
}

/**
 * Adds a site process's hits to the redirects' counts (decision 90), in one statement whatever their number; a
 * redirect deleted since is skipped. The number of redirects counted.
 */
export async function recordRedirectHits(db: Database, hits: readonly RedirectHits[]): Promise<number> {
  const byId = new Map<number, RedirectHits>()
  for (const hit of hits) {
    const earlier = byId.get(hit.id)
    byId.set(hit.id, earlier ? { id: hit.id, count: earlier.count + hit.count, at: maxOf(earlier.at, hit.at) } : hit)
  }
  const entries = [...byId.values()]
  const counted = await db
    .update(redirects)
    .set({
      hits: sql`${redirects.hits} + (${caseOf(entries, (entry) => sql`${entry.count}::bigint`)})`,
      lastHitAt: sql`greatest(${redirects.lastHitAt}, least(now(), ${caseOf(entries, (entry) => sql`${entry.at}::timestamptz`)}))`,
    })
    .where(
      inArray(
        redirects.id,
        entries.map((entry) => entry.id),
      ),
    )
    .returning({ id: redirects.id })
  return counted.length
}

const maxOf = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b)

function caseOf(entries: readonly RedirectHits[], value: (entry: RedirectHits) => ReturnType<typeof sql>) {
  return sql`CASE ${redirects.id} ${sql.join(
    entries.map((entry) => sql`WHEN ${entry.id} THEN ${value(entry)}`),
    sql` `,
  )} END`
}
