// What the content commands share: the site's database and file storage, opened as the server would, and the check's
// report in words.
import '../app-modules.mjs'

const { env } = await import('~/config/env.server')
const { openDatabase } = await import('~/backend/db/database.server')
const { getFileStorage } = await import('~/backend/storage/file-storage.server')
const { migrate } = await import('~/backend/db/migrate')
const { migrationFiles } = await import('../migration-files.mjs')
const { describeArchiveProblem } = await import('~/backend/content-archive/archive-problem-messages')

/**
 * Runs `work` on the site's database and storage, closing the database after. The database is migrated first, as the
 * server's start does: content can be imported into a fresh clone before its first start.
 */
export async function onSite(work) {
  const storage = await getFileStorage()
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DATA_DIR })
  try {
    await migrate(database.db, await migrationFiles())
    return await work(database.db, storage)
  } finally {
    await database.close()
  }
}

/** The check's report: every fault, one a line, and what the archive holds. */
export function printReport(report, log = console.log) {
  for (const problem of report.problems) log(`  ${describeArchiveProblem(problem, 'en-US')}`)
  const held = Object.entries(report.counts)
    .filter(([, count]) => count > 0)
    .map(([part, count]) => `${part} ${count}`)
  log(`content: the archive holds ${held.join(', ') || 'nothing'}; ${report.files} files`)
}
