// How `import` and `import-api` put an archive into the site: the check, then (without --check) the import.
import { CliError } from '../admin-api.mjs'
import { onSite, printReport } from './site.mjs'

const { checkArchive } = await import('~/backend/content-archive/check-archive')
const { importContent } = await import('~/backend/content-archive/import-content')
const { ArchiveRefusal } = await import('~/backend/content-archive/archive-problems')

export async function importArchive(archive, readProblems, { check }) {
  await onSite(async (db, storage) => {
    if (check) {
      const report = await checkArchive(db, archive, readProblems)
      printReport(report)
      if (report.problems.length > 0) throw new CliError(`${report.problems.length} problems: nothing would be imported.`)
      console.log('content: the check found nothing at fault (nothing was written)')
      return
    }
    try {
      printReport(await importContent(db, storage, archive, readProblems))
      console.log('content: imported')
    } catch (error) {
      if (!(error instanceof ArchiveRefusal)) throw error
      printReport(error.report)
      throw new CliError(`refused, nothing was changed: ${error.report.problems.length} problems.`)
    }
  })
}
