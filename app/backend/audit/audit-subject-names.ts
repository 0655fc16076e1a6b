import { inArray } from 'drizzle-orm'
import { type DocumentType, documentTypes } from '~/api/contract/documents'
import { contentTitles, type Subject, subjectKey } from '../content/editing/content-titles'
import type { Reader } from '../content/editing/item-state'
import type { LocalizedText } from '../db/columns'
import { members } from '../db/member-schema'
import { documents, pharmacies, products } from '../db/schema'
import { maskName } from './mask'

/** A document's and a spec sheet's subject is one language's file of a record: `COMPANY/en-US`, `12/ko-KR` (product 12). */
const recordOf = (id: string) => id.slice(0, id.includes('/') ? id.indexOf('/') : undefined)

const isDocumentType = (type: string): type is DocumentType => (documentTypes as readonly string[]).includes(type)
const numericId = (id: string) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : undefined)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The records of one subject type among the subjects, each once. */
const recordsOf = (subjects: readonly Subject[], type: string) => [
  ...new Set(subjects.flatMap((subject) => (subject.type === type && subject.id ? [recordOf(subject.id)] : []))),
]

const koreanNames = (rows: { key: string | number; name: LocalizedText }[]) =>
  new Map(rows.flatMap((row) => (row.name['ko-KR'] ? [[String(row.key), row.name['ko-KR']] as const] : [])))

async function documentNames(db: Reader, subjects: readonly Subject[]) {
  const types = recordsOf(subjects, 'document').filter(isDocumentType)
  if (types.length === 0) return new Map<string, string>()
  const where = inArray(documents.documentType, types)
  return koreanNames(await db.select({ key: documents.documentType, name: documents.name }).from(documents).where(where))
}

async function productNames(db: Reader, subjects: readonly Subject[]) {
  const ids = recordsOf(subjects, 'product').flatMap((id) => numericId(id) ?? [])
  if (ids.length === 0) return new Map<string, string>()
  return koreanNames(await db.select({ key: products.id, name: products.name }).from(products).where(inArray(products.id, ids)))
}

async function pharmacyNames(db: Reader, subjects: readonly Subject[]) {
  const ids = recordsOf(subjects, 'pharmacy').flatMap((id) => numericId(id) ?? [])
  if (ids.length === 0) return new Map<string, string>()
  const where = inArray(pharmacies.id, ids)
  return koreanNames(await db.select({ key: pharmacies.id, name: pharmacies.name }).from(pharmacies).where(where))
}

/** Members by their names masked, as the members section lists them (`김*수`); a withdrawn member's is erased. */
async function memberNames(db: Reader, subjects: readonly Subject[]) {
  const ids = recordsOf(subjects, 'member').filter((id) => UUID.test(id))
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db.select({ id: members.id, name: members.name }).from(members).where(inArray(members.id, ids))
  return new Map(rows.flatMap((row) => (row.name ? [[row.id, maskName(row.name) ?? ''] as const] : [])))
}

/**
 * The subjects' names where the log can tell them, by subjectKey of the subject as kept, in Korean as the console's
 * lists show them: a content item's title (contentTitles), a document's name and a spec sheet's product's (their ids
 * are `record/locale`, or the record alone), a pharmacy's name, a member's name masked.
 */
export async function subjectNames(db: Reader, subjects: readonly Subject[]): Promise<Map<string, string>> {
  const [titles, document, product, pharmacy, member] = await Promise.all([
    contentTitles(db, subjects),
    documentNames(db, subjects),
    productNames(db, subjects),
    pharmacyNames(db, subjects),
    memberNames(db, subjects),
  ])
  const namesOf: Readonly<Record<string, Map<string, string>>> = { document, product, pharmacy, member }
  for (const { type, id } of subjects) {
    const name = type && id && Object.hasOwn(namesOf, type) ? namesOf[type]?.get(recordOf(id)) : undefined
    if (type && id && name) titles.set(subjectKey(type, id), name)
  }
  return titles
}
