import { sql } from 'drizzle-orm'
import type { RedirectImportReport, redirectEndpoints } from '~/api/contract/redirect-endpoints'
import { actorStaffId } from '../../admin/actor-names'
import { type AuditEntryInput, recordAudit, recordAudits } from '../../audit/audit-log'
import type { Database } from '../../db/database.server'
import { redirects } from '../../db/redirects-schema'
import type { HandlerInput } from '../../http/implement'
import type { StaffCaller } from '../../staff/implement-staff'
import { announceContentChange } from '../content-changes.server'
import { auditedFields, fieldsOf } from './redirect-fields'
import { type ImportedRedirect, type ImportTargets, itemPageRows, mergeImported, readRedirectFile } from './redirect-import'
import { livePagesOf } from './redirect-item-pages'
import { allRedirects } from './redirect-records'

type ImportInput = HandlerInput<typeof redirectEndpoints.importRedirects> & {
  actor: StaffCaller<typeof redirectEndpoints.importRedirects>
}

/**
 * Checks every row of the file against the others, the items' pages and the list, then (unless a dry run, and only
 * with no problem) writes them all in one transaction: new from-addresses added, listed ones changed to the file's, each
 * recorded in the audit log as a creation or a change (with what it was), besides the import's own entry.
 */
export async function importRedirects(
  db: Database,
  { body, actor, clientIp }: ImportInput,
  { siteUrl, letterCase }: Omit<ImportTargets, 'offSite'>,
): Promise<RedirectImportReport> {
  const targets = { siteUrl, offSite: body.offSite ?? false, letterCase }
  const read = readRedirectFile(Buffer.from(body.file.content, 'base64'), targets)
  return db.transaction(async (tx) => {
    const listed = await allRedirects(tx)
    const livePages = await livePagesOf(
      tx,
      read.rows.map((row) => ({ id: row.line, from: row.from })),
    )
    const kept = itemPageRows(read.rows, new Set(livePages.keys()), body.retiredPages ?? false)
    const { written, added, updated, chainProblems } = mergeImported(listed, kept.rows, letterCase)
    const problems = [...read.problems, ...kept.problems, ...chainProblems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
    const offSite = written.filter((row) => row.offSite).length
    const retiredPages = kept.retiring
    const report = { dryRun: body.dryRun, rows: read.rowCount, problems, added, updated, offSite, retiredPages, imported: false }
    if (body.dryRun || problems.length > 0 || written.length === 0) return report
    const updatedBy = actorStaffId(actor)
    const inserted = await tx
      .insert(redirects)
      .values(written.map((row) => ({ fromAddress: row.from, toAddress: row.to, status: row.status, updatedBy })))
      .onConflictDoUpdate({
        target: redirects.fromAddress,
        set: {
          toAddress: sql`excluded.to_address`,
          status: sql`excluded.status`,
          version: sql`${redirects.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: sql`excluded.updated_by`,
        },
      })
      .returning({ id: redirects.id, from: redirects.fromAddress })
    const idOf = new Map(inserted.map((row) => [row.from, row.id]))
    const listedByFrom = new Map(listed.map((redirect) => [redirect.from, redirect]))
    const entryOf = (row: ImportedRedirect): AuditEntryInput => {
      const before = listedByFrom.get(row.from)
      const after = auditedFields({ from: row.from, to: row.to, status: row.status, offSite: row.offSite }, true)
      return {
        action: before ? 'redirect.update' : 'redirect.create',
        targetType: 'redirect',
        targetId: idOf.get(row.from),
        ...(before ? { before: fieldsOf(before) } : {}),
        after,
        detail: { file: body.file.name },
      }
    }
    await recordAudits(tx, actor, clientIp, written.map(entryOf))
    await recordAudit(tx, actor, clientIp, {
      action: 'redirect.import',
      targetType: 'redirect',
      after: { file: body.file.name, rows: read.rowCount, added, updated, offSite, retiredPage: retiredPages },
    })
    await announceContentChange(tx, 'redirects')
    return { ...report, imported: true }
  })
}
