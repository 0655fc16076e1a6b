import { count, sql } from 'drizzle-orm'
import {
  PHARMACY_IMPORT_MAX_BYTES,
  PHARMACY_IMPORT_MAX_ROWS,
  type PharmacyImportProblem,
  type PharmacyImportReport,
  type pharmacyEditingEndpoints,
} from '~/api/contract/pharmacy-editing-endpoints'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { actorStaffId } from '../../admin/actor-names'
import type { Tx } from '../../admin/db-transaction'
import { recordAudit } from '../../audit/audit-log'
import type { Database } from '../../db/database.server'
import { pharmacies } from '../../db/schema'
import type { HandlerInput } from '../../http/implement'
import type { StaffActor } from '../../staff/staff-actor'
import type { StaffHourlyLimit } from '../../staff/staff-hourly-limit'
import { announceContentChange } from '../content-changes.server'
import { type FileFormat, readPharmacyFile } from './pharmacy-file-read'
import { problemMessage } from './pharmacy-import-messages'
import { productCatalogue } from './pharmacy-records'
import { insertPharmacies, keepPharmacyList, PHARMACY_LIST_LOCK_ID } from './pharmacy-restore'
import { type CheckedRows, checkPharmacyRows, pharmacyIdentity, type RowProblem } from './pharmacy-rows'

type ImportInput = HandlerInput<typeof pharmacyEditingEndpoints.importPharmacies> & { actor: StaffActor }

function worded(problems: RowProblem[], locale: Locale): PharmacyImportProblem[] {
  return problems
    .toSorted((a, b) => (a.line ?? 0) - (b.line ?? 0))
    .map(({ line, column, code, params }) => ({ line, column, code, message: problemMessage(code, params, locale) }))
}

/** In `add` mode, the rows naming a pharmacy already listed. */
async function alreadyListed(db: Database | Tx, checked: CheckedRows): Promise<RowProblem[]> {
  const listed = await db.select({ name: pharmacies.name, address: pharmacies.address }).from(pharmacies)
  const identities = new Set(listed.map(pharmacyIdentity))
  return checked.rows
    .filter((row) => identities.has(pharmacyIdentity(row.fields)))
    .map((row) => ({ line: row.line, column: null, code: 'already_listed', params: {} }))
}

/** Imports a staff member may run in an hour. */
export const PHARMACY_IMPORTS_PER_HOUR = 30

/**
 * Checks (dry runs) a staff member may run in an hour, apart from the imports (decisions 37 and 116): a check writes
 * nothing, and an editor fixing a file checks it again and again, but each reads a file of up to several MB.
 */
export const PHARMACY_IMPORT_CHECKS_PER_HOUR = 120

const pharmacyImportLimit: StaffHourlyLimit = {
  bucket: 'pharmacy-import',
  perHour: PHARMACY_IMPORTS_PER_HOUR,
  refusal: (limit, locale) => m.api_error_too_many_imports({ limit }, { locale }),
}

const pharmacyImportCheckLimit: StaffHourlyLimit = {
  bucket: 'pharmacy-import-check',
  perHour: PHARMACY_IMPORT_CHECKS_PER_HOUR,
  refusal: (limit, locale) => m.api_error_too_many_import_checks({ limit }, { locale }),
}

/** The hourly limit a pharmacy import counts toward: a check's own, or the imports'. */
export const pharmacyImportLimitOf = (dryRun: boolean) => (dryRun ? pharmacyImportCheckLimit : pharmacyImportLimit)

async function listSize(db: Database | Tx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pharmacies)
  return row?.total ?? 0
}

/**
 * POST /admin/content/pharmacies/import (decision 37): reads the file, checks every row, and unless it is a dry run or
 * a row has a problem, writes them all in one transaction (with the audit entry and the finder's announcement).
 */
export async function importPharmacies(
  db: Database,
  { body, locale, actor, clientIp }: ImportInput,
): Promise<PharmacyImportReport> {
  const bytes = Buffer.from(body.file.content, 'base64')
  const empty = { mode: body.mode, dryRun: body.dryRun, rows: 0, ignoredColumns: [], imported: false, added: 0, removed: 0 }
  const refused = async (format: FileFormat, problems: RowProblem[]) => ({
    ...empty,
    format,
    problems: worded(problems, locale),
    total: await listSize(db),
  })
  if (bytes.length > PHARMACY_IMPORT_MAX_BYTES) {
    return refused('csv', [{ line: null, column: null, code: 'too_large', params: { max: PHARMACY_IMPORT_MAX_BYTES } }])
  }
  const file = await readPharmacyFile(bytes)
  if (!file.ok) {
    const params = file.code === 'too_many_rows' ? { max: PHARMACY_IMPORT_MAX_ROWS } : { max: file.limit, unpacked: true }
    return refused(file.format, [{ line: file.line ?? null, column: null, code: file.code, params }])
  }

  const checked = checkPharmacyRows(file.rows, await productCatalogue(db))
  const report = async (tx: Database | Tx) => {
    const problems = [...checked.problems, ...(body.mode === 'add' ? await alreadyListed(tx, checked) : [])]
    const before = await listSize(tx)
    return {
      ...empty,
      format: file.format,
      rows: checked.count,
      ignoredColumns: checked.ignoredColumns,
      problems: worded(problems, locale),
      total: body.mode === 'replace' ? checked.rows.length : before + checked.rows.length,
      removed: body.mode === 'replace' ? before : 0,
      added: checked.rows.length,
    }
  }
  if (body.dryRun || checked.problems.length > 0) return report(db)

  return db.transaction(async (tx) => {
    // One import or restore at a time: the second waits for the first's commit, then checks against the list it left.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHARMACY_LIST_LOCK_ID})`)
    const found = await report(tx)
    if (found.problems.length > 0) return found
    if (body.mode === 'replace') {
      // The list as it stood can be put back for a while (decision 76).
      await keepPharmacyList(tx, actor, 'import')
      await tx.delete(pharmacies)
    }
    await insertPharmacies(
      tx,
      checked.rows.map((row) => row.fields),
      actorStaffId(actor),
    )
    await recordAudit(tx, actor, clientIp, {
      action: 'pharmacy.import',
      targetType: 'pharmacy',
      detail: { mode: body.mode, file: body.file.name, format: file.format, added: found.added, removed: found.removed },
    })
    await announceContentChange(tx, 'pharmacies')
    return { ...found, imported: true }
  })
}
