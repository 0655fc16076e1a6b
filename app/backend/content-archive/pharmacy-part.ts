import { asc } from 'drizzle-orm'
import * as v from 'valibot'
import { pharmacyFields } from '~/api/contract/pharmacy-editing-endpoints'
import { pharmacies, pharmacyProducts } from '~/backend/db/schema'
import { productIdsOf } from '../content/pharmacy-editing/pharmacy-records'
import { fieldOfIssue } from './archive-part'
import { holdsRows, schemaPart } from './schema-part'

const keyText = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))
const placeText = v.nullable(v.string())
const degrees = v.nullable(v.number())

/** Pharmacies written by one statement (12 columns each, well under PostgreSQL's 65,535 parameters). */
const PHARMACIES_PER_INSERT = 1_000

/** A pharmacy as the archive holds it: its fields as staff edit them, the products it stocks by their keys. */
const archivedPharmacy = v.object({
  name: v.record(v.string(), v.string()),
  address: v.record(v.string(), v.string()),
  phone: v.string(),
  siNm: v.string(),
  sggNm: v.string(),
  subwayArea: placeText,
  subwayLine: placeText,
  subwayName: placeText,
  latitude: degrees,
  longitude: degrees,
  products: v.array(keyText),
})
type ArchivedPharmacy = v.InferOutput<typeof archivedPharmacy>

/** The pharmacy finder's list, after the products it names (by key, decision 125); its fields checked as staff's edits are. */
export const pharmacyPart = schemaPart({
  name: 'pharmacies',
  schema: archivedPharmacy,
  references: (item) => ({ keys: item.products.map((key) => ({ field: 'products', kind: 'product' as const, key })) }),
  check(item, context) {
    const { products, ...fields } = item
    const productIds = products.map((key) => context.keys.product.get(key))
    const parsed = v.safeParse(pharmacyFields, { ...fields, productIds })
    return parsed.success ? undefined : (fieldOfIssue(parsed.issues[0]) ?? 'name')
  },
  async read(db, ids) {
    const rows = await db.select().from(pharmacies).orderBy(asc(pharmacies.id))
    const productsOf = await productIdsOf(
      db,
      rows.map((row) => row.id),
    )
    return rows.map(
      (row): ArchivedPharmacy => ({
        name: row.name,
        address: row.address,
        phone: row.phone,
        siNm: row.siNm,
        sggNm: row.sggNm,
        subwayArea: row.subwayArea,
        subwayLine: row.subwayLine,
        subwayName: row.subwayName,
        latitude: row.latitude,
        longitude: row.longitude,
        products: (productsOf.get(row.id) ?? []).flatMap((id) => ids.product.get(id) ?? []),
      }),
    )
  },
  async write(tx, items, ids) {
    const written: number[] = []
    for (let start = 0; start < items.length; start += PHARMACIES_PER_INSERT) {
      const batch = items.slice(start, start + PHARMACIES_PER_INSERT)
      // One statement's rows come back in the order of its values.
      const rows = await tx
        .insert(pharmacies)
        .values(batch.map(({ products: _products, ...fields }) => fields))
        .returning({ id: pharmacies.id })
      written.push(...rows.map((row) => row.id))
      const links = batch.flatMap((item, index) =>
        item.products.flatMap((key) => {
          const pharmacyId = rows[index]?.id
          const productId = ids.product.get(key)
          return pharmacyId === undefined || productId === undefined ? [] : [{ pharmacyId, productId }]
        }),
      )
      if (links.length > 0) await tx.insert(pharmacyProducts).values(links)
    }
    return { pharmacies: written }
  },
  holdsItems: (db) => holdsRows(db, pharmacies),
})
