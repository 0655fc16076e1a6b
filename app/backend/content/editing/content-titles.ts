import { and, inArray } from 'drizzle-orm'
import { baseLocale, type Locale } from '~/i18n/locales'
import type { ContentKind, PublicationRow } from './content-kind'
import { type ItemTitle, itemTitleIn } from './content-list'
import { editableKinds } from './editable-kinds'
import { type ItemRead, type Reader, selectItems } from './item-state'

/** A record an entry is about, as the audit log names it: its type (a content kind's) and id. */
export interface Subject {
  type: string | null
  id: string | null
}

/** The key of a subject in contentTitles' answer. */
export const subjectKey = (type: string, id: string | number) => `${type}:${id}`

const itemId = (id: string | null) => (id && /^[1-9]\d{0,8}$/.test(id) ? Number(id) : undefined)

async function titlesOfKind<F, R extends PublicationRow>(db: Reader, kind: ContentKind<F, R>, ids: number[], preferred: Locale) {
  const reads = (await selectItems(db, kind).where(and(kind.scope, inArray(kind.table.id, ids)))) as Array<ItemRead<F, R>>
  return reads.map((read) => [read.item.id, itemTitleIn(kind, read, preferred)] as const)
}

/**
 * The titles of the content items among the subjects that still exist, each in `preferred` where it is written, else
 * as the console's lists name them (itemTitleIn), '' for one with no title yet: one query per kind named. Subjects of
 * other types, and items deleted since, have none.
 */
export async function contentItemTitles(
  db: Reader,
  subjects: readonly Subject[],
  preferred: Locale = baseLocale,
): Promise<Map<string, ItemTitle>> {
  const titles = new Map<string, ItemTitle>()
  for (const kind of editableKinds) {
    const ids = [...new Set(subjects.flatMap((subject) => (subject.type === kind.type ? (itemId(subject.id) ?? []) : [])))]
    if (ids.length === 0) continue
    for (const [id, title] of await titlesOfKind(db, kind, ids, preferred)) titles.set(subjectKey(kind.type, id), title)
  }
  return titles
}

/** The titles written of the content items among the subjects, as the console's lists name them (contentItemTitles). */
export async function contentTitles(db: Reader, subjects: readonly Subject[]): Promise<Map<string, string>> {
  const titles = await contentItemTitles(db, subjects)
  return new Map([...titles].flatMap(([key, { text }]) => (text ? [[key, text] as const] : [])))
}
