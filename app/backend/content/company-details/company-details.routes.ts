import { eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { companyDetailsEndpoints as api, type CompanyDetailFields } from '~/api/contract/company-details-endpoints'
import { actorName, actorStaffId } from '~/backend/admin/actor-names'
import { recordAudit } from '~/backend/audit/audit-log'
import { companyDetailsRecord } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { preparedRead } from '~/backend/db/prepared-read'
import { staffAccounts } from '~/backend/db/staff-schema'
import { ApiError } from '~/backend/http/api-error'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'
import { implementStaff } from '~/backend/staff/implement-staff'
import { announceContentChange } from '../content-changes.server'
import { shippedCompanyDetails } from './shipped-company-details'

const recordRead = preparedRead('company_details', (db, name) =>
  db
    .select({ record: companyDetailsRecord, updatedByName: staffAccounts.name })
    .from(companyDetailsRecord)
    .leftJoin(staffAccounts, eq(staffAccounts.id, companyDetailsRecord.updatedBy))
    .where(eq(companyDetailsRecord.id, 1))
    .prepare(name),
)

async function readRecord(db: Database) {
  const [row] = await recordRead(db).execute()
  return row
}

/** The company's details: the public read in the reader's language, and the editors' read and save. */
export function registerCompanyDetailsRoutes(app: Hono, db: Database): void {
  implement(app, api.companyDetails, async ({ locale }) => {
    const fields = (await readRecord(db))?.record.fields ?? shippedCompanyDetails
    return {
      name: pick(fields.name, locale),
      ceo: pick(fields.ceo, locale),
      address: pick(fields.address, locale),
      mailOrderRegNo: pick(fields.mailOrderRegNo, locale),
      businessRegNo: fields.businessRegNo,
      phone: fields.phone,
      email: fields.email,
      videoId: fields.videoId,
      location: fields.location,
    }
  })
}

/** The editors' side; registered after the staff middleware. */
export function registerCompanyDetailsEditingRoutes(app: Hono, db: Database): void {
  implementStaff(app, api.companyDetailsForEditing, async () => {
    const row = await readRecord(db)
    if (!row) return { fields: shippedCompanyDetails, version: 1, updatedAt: new Date(0).toISOString(), updatedBy: null }
    const { record } = row
    return {
      fields: record.fields,
      version: record.version,
      updatedAt: record.updatedAt.toISOString(),
      updatedBy: row.updatedByName,
    }
  })

  implementStaff(app, api.saveCompanyDetails, ({ body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(companyDetailsRecord).where(eq(companyDetailsRecord.id, 1)).for('update')
      if ((before?.version ?? 1) !== body.version) throw new ApiError('STALE_RECORD')
      const fields: CompanyDetailFields = body.fields
      const [saved] = await tx
        .insert(companyDetailsRecord)
        .values({ id: 1, fields, version: body.version + 1, updatedBy: actorStaffId(actor) })
        .onConflictDoUpdate({
          target: companyDetailsRecord.id,
          set: {
            fields,
            version: sql`${companyDetailsRecord.version} + 1`,
            updatedAt: sql`now()`,
            updatedBy: actorStaffId(actor),
          },
        })
        .returning()
      if (!saved) throw new Error('company details: the save returned no row')
      await recordAudit(tx, actor, clientIp, {
        action: 'company.update',
        targetType: 'company',
        targetId: 1,
        before: before ? { ...before.fields } : undefined,
        after: { ...fields },
      })
      await announceContentChange(tx, 'company')
      return { version: saved.version, updatedAt: saved.updatedAt.toISOString(), updatedBy: actorName(actor) }
    }),
  )
}
