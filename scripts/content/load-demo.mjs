// `npm run content -- load-demo`: the shipped demo content, marked as demo (decision 123), into the database this
// environment names. The console's dashboard removes it again.
import { CliError } from '../admin-api.mjs'
import { migrationFiles } from '../migration-files.mjs'

export const usage = `load-demo                the shipped demo content (news, products, people, pharmacies, …), marked as demo,
                           into the database of DATABASE_URL or PGLITE_DATA_DIR (migrated first); with the embedded
                           database, stop the site first. A site that has the demo, or content of its own, gets nothing`

const refusals = {
  'demo-present': 'the demo content is there already',
  'site-has-content': 'the site has content of its own (post categories): the demo is only loaded into an empty site',
}

/** The environment's database, as the server opens it. */
async function openSiteDatabase() {
  const { env } = await import('~/config/env.server')
  const { openDatabase } = await import('~/backend/db/database.server')
  return openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DATA_DIR, poolSize: 1 })
}

/** Loads the demo into the database `open` gives (the environment's), migrated and with the site's skeleton first. */
export async function run(args, open = openSiteDatabase) {
  if (args.length > 0) throw new CliError(`load-demo takes no arguments.\n\n  ${usage}`, 2)
  const { migrate } = await import('~/backend/db/migrate')
  const { seedSiteSkeleton } = await import('~/backend/seed/site-skeleton')
  const { loadDemo } = await import('~/backend/demo/demo-load')
  const database = await open()
  try {
    await migrate(database.db, await migrationFiles())
    await seedSiteSkeleton(database.db)
    const outcome = await loadDemo(database.db)
    if ('refused' in outcome) throw new CliError(`nothing loaded: ${refusals[outcome.refused]}.`)
    const counts = Object.entries(outcome.loaded).map(([kind, ids]) => `${ids.length} ${kind.replaceAll('_', ' ')}`)
    console.log(`content: loaded the demo content, marked as demo: ${counts.join(', ')}`)
  } finally {
    await database.close()
  }
}
