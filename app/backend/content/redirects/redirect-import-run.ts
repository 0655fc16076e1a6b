import { sql } from 'drizzle-orm'
import type { RedirectImportReport, redirectEndpoints } from '~/api/contract/redirect-endpoints'
import { actorStaffId } from '../../admin/actor-names'
import { recordAudit } from '../../audit/audit-log'
import type { Database } from '../../db/database.server'
import { redirects } from '../../db/redirects-schema'
import type { HandlerInput } from '../../http/implement'
import type { StaffCaller } from '../../staff/implement-staff'
import { announceContentChange } from '../content-changes.server'
import { mergeImported, readRedirectFile } from './redirect-import'
import { allRedirects } from './redirect-records'

type ImportInput = HandlerInput<typeof redirectEndpoints.importRedirects> & {
  actor: StaffCaller<typeof redirectEndpoints.importRedirects>
}

/**
 * Checks every row of the file against the others and against the list, then (unless a dry run, and only with no
 * problem) writes them all in one transaction: new from-addresses added, listed ones changed to the file's.
 */
export async function importRedirects(db: Database, { body, actor, clientIp }: ImportInput): Promise<RedirectImportReport> {
  const read = readRedirectFile(Buffer.from(body.file.content, 'base64'))
  return db.transaction(async (tx) => {
    const { added, updated, chainProblems } = mergeImported(await allRedirects(tx), read.rows)
    const problems = [...read.problems, ...chainProblems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
    const report = { dryRun: body.dryRun, rows: read.rowCount, problems, added, updated, imported: false }
    if (body.dryRun || problems.length > 0 || read.rows.length === 0) return report
    const updatedBy = actorStaffId(actor)
    await tx
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
    await recordAudit(tx, actor, clientIp, {
      action: 'redirect.import',
      targetType: 'redirect',
      after: { file: body.file.name, rows: read.rowCount, added, updated },
    })
    await announceContentChange(tx, 'redirects')
    return { ...report, imported: true }
  })
}
