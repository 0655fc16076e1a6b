import type { Tx } from '~/backend/admin/db-transaction'
import { mediaItems } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { faqCategories, postCategories, products } from '~/backend/db/schema'
import type { ArchivePart, IdKeys, KeyIds } from './archive-part'
import { documentPart, specSheetPart } from './document-parts'
import { kindParts } from './kind-parts'
import { mediaPart, postCategoryPart } from './library-parts'
import { pharmacyPart } from './pharmacy-part'
import { companyDetailsPart, redirectPart } from './site-parts'

/** Every part of an archive, in the order an import writes them: what others name comes before them. */
export const archiveParts: readonly ArchivePart[] = [
  mediaPart,
  postCategoryPart,
  ...kindParts,
  pharmacyPart,
  specSheetPart,
  documentPart,
  redirectPart,
  companyDetailsPart,
]

/** The site's ids and keys of what items refer to: images, post and FAQ categories, products. */
async function keyedRows(db: Pick<Database, 'select'>) {
  const [media, categories, faq, productRows] = await Promise.all([
    db.select({ id: mediaItems.id, key: mediaItems.sha256 }).from(mediaItems),
    db.select({ id: postCategories.id, key: postCategories.key }).from(postCategories),
    db.select({ id: faqCategories.id, key: faqCategories.key }).from(faqCategories),
    db.select({ id: products.id, key: products.key }).from(products),
  ])
  return { media, 'post-category': categories, 'faq-category': faq, product: productRows }
}

type KeyedRow = { id: number; key: string }

/** Each kind of reference's rows as one map: id to key, or key to id. */
async function mapped<K, V>(db: Pick<Database, 'select'>, entry: (row: KeyedRow) => [K, V]) {
  const rows = await keyedRows(db)
  const map = (list: KeyedRow[]) => new Map(list.map(entry))
  return {
    media: map(rows.media),
    'post-category': map(rows['post-category']),
    'faq-category': map(rows['faq-category']),
    product: map(rows.product),
  }
}

/** The keys of the site's ids (an export names items by key). */
export const idKeysOf = (db: Database): Promise<IdKeys> => mapped(db, (row) => [row.id, row.key])

/** The site's ids by key, as an import has written them so far. */
export const keyIdsOf = (tx: Tx): Promise<KeyIds> => mapped(tx, (row) => [row.key, row.id])
