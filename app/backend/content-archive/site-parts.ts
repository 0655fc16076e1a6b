import { asc } from 'drizzle-orm'
import * as v from 'valibot'
import { companyDetailFields } from '~/api/contract/company-details-endpoints'
import { fromAddressOf, REDIRECT_TO_MAX_LENGTH, redirectStatuses } from '~/api/contract/redirect-addresses'
import { companyDetailsRecord } from '~/backend/db/content-editing-schema'
import { redirects } from '~/backend/db/redirects-schema'
import { holdsRows, schemaPart } from './schema-part'

/** Redirects from old addresses, as staff keep them (their hits are the site's, not content). */
export const redirectPart = schemaPart({
  name: 'redirects',
  uniqueBy: 'from',
  schema: v.object({
    from: v.pipe(
      v.string(),
      v.check((from) => !('problem' in fromAddressOf(from))),
    ),
    to: v.pipe(v.string(), v.nonEmpty(), v.maxLength(REDIRECT_TO_MAX_LENGTH)),
    status: v.picklist(redirectStatuses),
  }),
  async read(db) {
    const rows = await db.select().from(redirects).orderBy(asc(redirects.fromAddress))
    return rows.map((row) => ({
      from: row.fromAddress,
      to: row.toAddress,
      status: row.status as (typeof redirectStatuses)[number],
    }))
  },
  async write(tx, items) {
    if (items.length === 0) return
    await tx.insert(redirects).values(items.map((item) => ({ fromAddress: item.from, toAddress: item.to, status: item.status })))
  },
  holdsItems: (db) => holdsRows(db, redirects),
})

/** The company's details as staff saved them (none: the shipped ones); the archive's replace the site's. */
export const companyDetailsPart = schemaPart({
  name: 'company-details',
  schema: companyDetailFields,
  async read(db) {
    const rows = await db.select().from(companyDetailsRecord)
    return rows.map((row) => row.fields)
  },
  async write(tx, items) {
    for (const fields of items.slice(0, 1)) {
      await tx
        .insert(companyDetailsRecord)
        .values({ id: 1, fields })
        .onConflictDoUpdate({ target: companyDetailsRecord.id, set: { fields } })
    }
  },
  holdsItems: async () => false,
})
