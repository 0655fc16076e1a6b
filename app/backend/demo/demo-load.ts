import { count, sql } from 'drizzle-orm'
import type { Tx } from '~/backend/admin/db-transaction'
import type { Database } from '~/backend/db/database.server'
import { demoItems } from '~/backend/db/demo-items-schema'
import { postCategories } from '~/backend/db/schema'
import { loadDemoContent } from '~/backend/seed/seed'
import { type DemoItemIds, demoKindNames } from './demo-kinds'

/** Same lock as the migrations: one process loads (or removes) the demo, the others wait and then find it done. */
export const DEMO_LOCK_ID = 73_290_115

/** Records the rows a load inserted as the demo's (decision 123). */
async function markDemoItems(tx: Tx, ids: DemoItemIds): Promise<void> {
  const marks = demoKindNames.flatMap((kind) => (ids[kind] ?? []).map((itemId) => ({ kind, itemId })))
  if (marks.length) await tx.insert(demoItems).values(marks).onConflictDoNothing()
}

/** Why a load added nothing: the demo is there already, or the site has content of its own (its categories). */
export type DemoLoadRefusal = 'demo-present' | 'site-has-content'

/**
 * Loads the shipped demo content and marks every row it inserted, in one transaction; adds nothing to a site that
 * has it or that has content of its own (post categories: every database seeded before decision 123 has them).
 */
export function loadDemo(db: Database): Promise<{ loaded: DemoItemIds } | { refused: DemoLoadRefusal }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_ID})`)
    const [marks] = await tx.select({ total: count() }).from(demoItems)
    if ((marks?.total ?? 0) > 0) return { refused: 'demo-present' as const }
    const [categories] = await tx.select({ total: count() }).from(postCategories)
    if ((categories?.total ?? 0) > 0) return { refused: 'site-has-content' as const }
    const loaded = await loadDemoContent(tx)
    await markDemoItems(tx, loaded)
    return { loaded }
  })
}
