import { count } from 'drizzle-orm'
import type { Database } from '~/backend/db/database.server'
import { pharmacies, posts, products } from '~/backend/db/schema'
import { staffAccounts } from '~/backend/db/staff-schema'
import { seedSiteSkeleton } from '~/backend/seed/site-skeleton'
import { log } from '~/server/logging/log.server'
import { loadDemo } from './demo-load'
import { type DemoSetting, demoWanted } from './demo-setting'
import { markShippedDemo } from './shipped-demo-marks'

export interface SiteContentStart {
  db: Database
  /** DEMO_CONTENT. */
  setting: DemoSetting
  siteUrl: string
  /**
   * This start added the demo's marks (DEMO_MARKS_MIGRATION) to a database an earlier release made: the one start that
   * looks for the demo content that release seeded unmarked.
   */
  upgradedToDemoMarks: boolean
}

async function total(db: Database, from: typeof posts | typeof products | typeof pharmacies | typeof staffAccounts) {
  const [row] = await db.select({ total: count() }).from(from)
  return row?.total ?? 0
}

/**
 * Whether this start loads the demo: with DEMO_CONTENT=on whenever it is missing; unset, on loopback, only while no
 * staff account exists (a fresh site), so that a demo an admin removed does not come back at the next start. Processes
 * starting together all ask: loadDemo's lock lets one load while the others wait, then find it there (decision 123).
 */
async function demoLoadedAt(db: Database, { setting, siteUrl }: Pick<SiteContentStart, 'setting' | 'siteUrl'>) {
  if (setting === 'on') return true
  return demoWanted(setting, siteUrl) && (await total(db, staffAccounts)) === 0
}

/**
 * At every start (decision 123): the site's skeleton where it is missing; the demo content when DEMO_CONTENT or a
 * loopback SITE_URL wants it and the site has none; otherwise, on a site with empty lists, one line that says so with
 * the next steps; and while no staff account exists, how to make the first admin. Answers whether it loaded the demo.
 */
export async function startSiteContent({ db, ...start }: SiteContentStart): Promise<boolean> {
  await seedSiteSkeleton(db)
  const marked = start.upgradedToDemoMarks ? await markShippedDemo(db) : 0
  if (marked > 0) {
    log.warn(
      'backend',
      `marked ${marked} items of the demo content this database was seeded with before (decision 123): the console's dashboard removes them`,
    )
  }
  const loaded = (await demoLoadedAt(db, start)) && 'loaded' in (await loadDemo(db))
  if (!loaded && (await total(db, posts)) + (await total(db, products)) + (await total(db, pharmacies)) === 0) {
    log.info(
      'backend',
      'the site has no content yet, and no demo content (loaded only with a loopback SITE_URL or DEMO_CONTENT=on): its lists stay empty until staff add content in the console (/admin), whose dashboard lists what is missing; `npm run content -- load-demo` loads the demo',
    )
  }
  if ((await total(db, staffAccounts)) === 0) {
    log.warn(
      'backend',
      `no staff account yet: make the first admin with ADMIN_TOKEN set and the server running: printf '%s' "$PASSWORD" | npm run staff -- add you@company.com --role admin (docs/operations.md, "The first admin")`,
    )
  }
  return loaded
}
