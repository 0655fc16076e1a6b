import { Readable } from 'node:stream'
import type { Hono } from 'hono'
import {
  contentArchiveEndpoints as api,
  type ContentArchiveReport,
  contentArchiveExport,
} from '~/api/contract/content-archive-endpoints'
import { seoulDay } from '~/i18n/korean-calendar'
import type { Locale } from '~/i18n/locales'
import { exportDownload } from '../admin/csv'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { implementStaff } from '../staff/implement-staff'
import { requireActor } from '../staff/require-actor'
import { requireRecentProof } from '../staff/staff-proof'
import type { FileStorage } from '../storage/file-storage'
import { archiveStream, unpackArchive } from './archive-file'
import { describeArchiveProblem } from './archive-problem-messages'
import { ArchiveRefusal, type ArchiveReport } from './archive-problems'
import { checkArchive } from './check-archive'
import { exportContent } from './export-content'
import { importContent } from './import-content'

const itemsOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, items) => sum + items, 0)

/** The check's report as the console shows it: each fault where it is and why, in the admin's language. */
function reportFor({ problems, counts, files }: ArchiveReport, imported: boolean, locale: Locale): ContentArchiveReport {
  return {
    imported,
    problems: problems.map((problem) => ({
      code: problem.code,
      ...(problem.part === undefined ? {} : { part: problem.part }),
      ...(problem.row === undefined ? {} : { row: problem.row }),
      ...(problem.key === undefined ? {} : { key: problem.key }),
      ...(problem.field === undefined ? {} : { field: problem.field }),
      message: describeArchiveProblem(problem, locale),
    })),
    counts,
    files,
  }
}

/**
 * The console's content archive (decision 125), for admins with a recent proof: the site's content out as a download,
 * and an archive in, checked first (nothing written) and imported whole into an empty site. Registered after the
 * /admin/* actor middleware (app.ts).
 */
export function registerContentArchiveRoutes(app: Hono, db: Database, storage: FileStorage, clock: () => Date): void {
  app.get(contentArchiveExport.path, async (context) => {
    const actor = requireActor(context, contentArchiveExport)
    requireRecentProof(actor)
    const archive = await exportContent(db, storage)
    const counts = Object.fromEntries(Object.entries(archive.parts).map(([part, items]) => [part, items.length]))
    await recordAudit(db, actor, context.get('clientIp'), {
      action: 'content.export',
      detail: { rows: itemsOf(counts), files: archive.files.size },
    })
    const body = Readable.toWeb(archiveStream(archive, clock())) as ReadableStream<Uint8Array>
    return exportDownload(body, {
      prefix: 'content',
      extension: 'tar.gz',
      day: seoulDay(clock()),
      contentType: 'application/gzip',
    })
  })

  implementStaff(app, api.importContentArchive, async ({ body, locale, actor, clientIp }) => {
    const { archive, problems } = await unpackArchive(Buffer.from(body.file.content, 'base64'))
    if (body.dryRun) return reportFor(await checkArchive(db, archive, problems), false, locale)
    try {
      const report = await importContent(db, storage, archive, problems)
      await recordAudit(db, actor, clientIp, {
        action: 'content.import',
        detail: { file: body.file.name, rows: itemsOf(report.counts), files: report.files },
      })
      return reportFor(report, true, locale)
    } catch (error) {
      if (error instanceof ArchiveRefusal) return reportFor(error.report, false, locale)
      throw error
    }
  })
}
