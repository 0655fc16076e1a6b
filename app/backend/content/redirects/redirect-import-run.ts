import { sql } from 'drizzle-orm'
import type { RedirectImportReport, redirectEndpoints } from '~/api/contract/redirect-endpoints'
import { actorStaffId } from '../../admin/actor-names'
import { type AuditEntryInput, recordAudit, recordAudits } from '../../audit/audit-log'
import type { Database } from '../../db/database.server'
import { redirects } from '../../db/redirects-schema'
import type { HandlerInput } from '../../http/implement'
import type { StaffCaller } from '../../staff/implement-staff'
import { announceContentChange } from '../content-changes.server'
import { fieldsOf } from './redirect-fields'
import { type ImportedRedirect, mergeImported, readRedirectFile } from './redirect-import'
import { allRedirects } from './redirect-records'

type ImportInput = HandlerInput<typeof redirectEndpoints.importRedirects> & {
  actor: StaffCaller<typeof redirectEndpoints.importRedirects>
}

/**
 * Checks every row of the file against the others and against the list, then (unless a dry run, and only with no
 * problem) writes them all in one transaction: new from-addresses added, listed ones changed to the file's, each
 * recorded in the audit log as a creation or a change (with what it was), besides the import's own entry.
 */
export async function importRedirects(
  db: Database,
  { body, actor, clientIp }: ImportInput,
  siteUrl: string,
): Promise<RedirectImportReport> {
  const read = readRedirectFile(Buffer.from(body.file.content, 'base64'), { siteUrl, offSite: body.offSite ?? false })
  return db.transaction(async (tx) => {
    const listed = await allRedirects(tx)
    const { added, updated, chainProblems } = mergeImported(listed, read.rows)
    const problems = [...read.problems, ...chainProblems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
    const offSite = read.rows.filter((row) => row.offSite).length
    const report = { dryRun: body.dryRun, rows: read.rowCount, problems, added, updated, offSite, imported: false }
    if (body.dryRun || problems.length > 0 || read.rows.length === 0) return report
    const updatedBy = actorStaffId(actor)
    const written = await tx
      .insert(redirects)
      .values(read.rows.map((row) => ({ fromAddress: row.from, toAddress: row.to, status: row.status, updatedBy })))
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
    const idOf = new Map(written.map((row) => [row.from, row.id]))
    const listedByFrom = new Map(listed.map((redirect) => [redirect.from, redirect]))
    const entryOf = (row: ImportedRedirect): AuditEntryInput => {
      const before = listedByFrom.get(row.from)
      const after = { from: row.from, to: row.to, status: row.status, offSite: row.offSite }
      return {
        action: before ? 'redirect.update' : 'redirect.create',
        targetType: 'redirect',
        targetId: idOf.get(row.from),
        ...(before ? { before: fieldsOf(before) } : {}),
        after,
        detail: { file: body.file.name },
      }
    }
    await recordAudits(tx, actor, clientIp, read.rows.map(entryOf))
    await recordAudit(tx, actor, clientIp, {
      action: 'redirect.import',
      targetType: 'redirect',
      after: { file: body.file.name, rows: read.rowCount, added, updated, offSite },
    })
    await announceContentChange(tx, 'redirects')
    return { ...report, imported: true }
  })
}
