import { and, count, eq, inArray, not, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Hono } from 'hono'
import { siteSetupEndpoints as api, type SiteSetupStep } from '~/api/contract/site-setup-endpoints'
import { recordAudit } from '~/backend/audit/audit-log'
import { announceContentChange } from '~/backend/content/content-changes.server'
import { companyDetailsRecord } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { pharmacies, posts, sitePages } from '~/backend/db/schema'
import { implementStaff } from '~/backend/staff/implement-staff'
import { demoKindNames, demoKinds, markedAsDemo } from './demo-kinds'
import { DEMO_LOCK_ID } from './demo-load'
import { removeDemoContent } from './demo-removal'

async function rowCount(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where)
  return row?.total ?? 0
}

/** Whether each step of a new site is done, asked of the database; in siteSetupSteps' order. */
function stepsDone(db: Database): Record<SiteSetupStep, Promise<boolean>> {
  const some = async (table: PgTable, where?: SQL) => (await rowCount(db, table, where)) > 0
  return {
    company: some(companyDetailsRecord),
    'legal-pages': some(sitePages, and(inArray(sitePages.name, ['terms', 'privacy']), eq(sitePages.version, 1))).then(
      (unreviewed) => !unreviewed,
    ),
    news: some(posts, and(eq(posts.postType, 'news'), not(markedAsDemo('posts')))),
    pharmacies: some(pharmacies, not(markedAsDemo('pharmacies'))),
  }
}

/** The demo's items still on the site: marks whose row is there. */
async function demoItemsLeft(db: Database): Promise<number> {
  const counts = await Promise.all(demoKindNames.map((kind) => rowCount(db, demoKinds[kind], markedAsDemo(kind))))
  return counts.reduce((sum, each) => sum + each, 0)
}

/** The dashboard's first-run steps and the switch from the demo to the site's own content (decision 123). */
export function registerSiteSetupRoutes(app: Hono, db: Database): void {
  implementStaff(app, api.siteSetup, async () => {
    const done = stepsDone(db)
    const steps = Object.keys(done) as SiteSetupStep[]
    const answers = await Promise.all(steps.map((step) => done[step]))
    return { missing: steps.filter((_, index) => !answers[index]), demoItems: await demoItemsLeft(db) }
  })

  implementStaff(app, api.removeDemoContent, ({ actor, clientIp }) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_ID})`)
      const outcome = await removeDemoContent(tx)
      await recordAudit(tx, actor, clientIp, { action: 'content.demo-remove', targetType: 'demo-content', detail: outcome })
      if (outcome.removed > 0) await announceContentChange(tx, 'demo-content')
      return outcome
    }),
  )
}
