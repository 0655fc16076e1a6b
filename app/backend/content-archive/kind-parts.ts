import { asc, count, getTableColumns, getTableName } from 'drizzle-orm'
import * as v from 'valibot'
import { contentKinds, kindNames } from '~/api/contract/kinds/content-kinds'
import type { KindDeclaration } from '~/api/contract/kinds/kind-declaration'
import { postKinds as postDeclarations } from '~/api/contract/kinds/post-kinds'
import { sitePageNames } from '~/api/contract/site-page-endpoints'
import { sitePages } from '~/backend/db/schema'
import type { AnyKind } from '../content/editing/editable-kinds'
import type { OrderedKind } from '../content/kinds/chosen-order'
import { kindAdapters } from '../content/kinds/kind-adapters'
import { postKinds } from '../content/post-editing/post-kinds'
import { type ArchivePart, type CheckContext, fieldOfIssue, itemProblem, type KeyedReference, type KeyIds } from './archive-part'
import type { ArchiveProblem } from './archive-problems'
import { type Translate, translateReferences, UnknownReference } from './archive-references'

const moment = v.nullable(v.pipe(v.string(), v.isoTimestamp()))

/** An item of a kind as the archive holds it: its fields (references by key), when it is shown, and its key if it has one. */
const archivedItem = v.object({
  key: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))),
  publishAt: moment,
  unpublishAt: moment,
  fields: v.record(v.string(), v.unknown()),
})
type ArchivedItem = v.InferOutput<typeof archivedItem>

/**
 * The column naming an item for others and across sites: a product's, a figure's and a FAQ category's `key`, a
 * long-form page's `name`. The other kinds' items are named by nothing but their place in their list.
 */
function keyColumnOf(kind: AnyKind): string | undefined {
  if (kind.table === sitePages) return 'name'
  return 'key' in getTableColumns(kind.table) ? 'key' : undefined
}

/** The property of the table holding the item's place in a chosen order. */
function orderPropertyOf(kind: AnyKind): string | undefined {
  const column = (kind as Partial<OrderedKind<unknown, never>>).order?.column
  if (!column) return undefined
  return Object.entries(getTableColumns(kind.table)).find(([, candidate]) => candidate === column)?.[0]
}

/** The references a kind's key gives to others' items. */
const keyGiven: Record<string, KeyedReference | undefined> = {
  'faq-categories': 'faq-category',
  'products-material': 'product',
  'products-pb': 'product',
  'products-related': 'product',
}

/** Rows written by one statement: well under PostgreSQL's 65,535 parameters for the widest table (posts). */
const ROWS_PER_INSERT = 500

const toIso = (value: Date | null) => (value ? value.toISOString() : null)

function kindPart(name: string, declaration: KindDeclaration, adapter: AnyKind): ArchivePart {
  const keyColumn = keyColumnOf(adapter)
  const orderProperty = orderPropertyOf(adapter)
  const table = adapter.table

  const fieldsOf = (item: ArchivedItem, translate: Translate, postType?: string) =>
    translateReferences(declaration.formFields, item.fields, 'fromArchive', (kind, value) =>
      translate(kind, kind === 'post-category' && postType ? { key: value, postType } : value),
    )

  return {
    name,
    async read(db, ids) {
      const rows = await db
        .select()
        .from(table)
        .where(adapter.scope)
        .orderBy(...(adapter.listOrder ?? [asc(table.id)]))
      return rows.map((row) => {
        const record = row as Record<string, unknown>
        const fields = translateReferences(
          declaration.formFields,
          adapter.fromRow(row as never) as Record<string, unknown>,
          'toArchive',
          (kind, id) => ids[kind].get(id as number),
        )
        return {
          ...(keyColumn ? { key: record[keyColumn] } : {}),
          publishAt: toIso(record.publishAt as Date | null),
          unpublishAt: toIso(record.unpublishAt as Date | null),
          fields,
        }
      })
    },
    keys(items) {
      const given = keyGiven[name]
      if (!given) return {}
      return { [given]: items.flatMap((item) => ((item as ArchivedItem).key ? [(item as ArchivedItem).key as string] : [])) }
    },
    check(items, context) {
      return items.flatMap((raw, index) => checkItem(raw, index, context))
    },
    async write(tx, items, ids) {
      const rows = items.map((raw, index): Record<string, unknown> => {
        const item = raw as ArchivedItem
        return {
          ...adapter.toRow(fieldsOf(item, resolverOn(ids), postTypeOf(name))),
          publishAt: item.publishAt ? new Date(item.publishAt) : null,
          unpublishAt: item.unpublishAt ? new Date(item.unpublishAt) : null,
          ...(orderProperty ? { [orderProperty]: index } : {}),
          ...(keyColumn && item.key ? { [keyColumn]: item.key } : {}),
        }
      })
      const written: number[] = []
      if (table !== sitePages) {
        // In the list's order, so that ids follow it (the order of a kind listed by id).
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
          const inserted = await tx
            .insert(table)
            .values(rows.slice(start, start + ROWS_PER_INSERT) as never)
            .returning({ id: table.id })
          written.push(...inserted.map((row) => row.id as number))
        }
        return { [getTableName(table)]: written }
      }
      // The long-form pages are always there (a fixed set): the archive's replace them, by name.
      for (const row of rows) {
        const [page] = await tx
          .insert(sitePages)
          .values(row as typeof sitePages.$inferInsert)
          .onConflictDoUpdate({ target: sitePages.name, set: row })
          .returning({ id: sitePages.id })
        if (page) written.push(page.id)
      }
      return { [getTableName(sitePages)]: written }
    },
    async holdsItems(db) {
      if (table === sitePages) return false
      const [found] = await db.select({ total: count() }).from(table).where(adapter.scope)
      return (found?.total ?? 0) > 0
    },
  }

  function checkItem(raw: unknown, index: number, context: CheckContext): ArchiveProblem[] {
    const shape = v.safeParse(archivedItem, raw)
    if (!shape.success) return [itemProblem(name, index, raw, { code: 'invalid_field', field: fieldOfIssue(shape.issues[0]) })]
    const item = shape.output
    if (keyColumn && !item.key) return [itemProblem(name, index, raw, { code: 'invalid_field', field: keyColumn })]
    if (table === sitePages && !(sitePageNames as readonly string[]).includes(item.key ?? '')) {
      return [itemProblem(name, index, raw, { code: 'invalid_field', field: 'name', detail: item.key })]
    }
    let fields: Record<string, unknown>
    try {
      fields = fieldsOf(item, checkResolver(context), postTypeOf(name))
    } catch (error) {
      if (!(error instanceof UnknownReference)) throw error
      return [itemProblem(name, index, raw, { code: 'unknown_reference', field: error.field, detail: String(error.value) })]
    }
    // What is shown must meet what publishing asks; an item never published, what a draft may hold (decision 80).
    const schema = item.publishAt ? declaration.fields : declaration.draftFields
    const parsed = v.safeParse(schema, fields)
    if (parsed.success) return []
    const faulty = new Set(parsed.issues.map((issue) => fieldOfIssue(issue)))
    return [...faulty].map((field) => itemProblem(name, index, raw, { code: 'invalid_field', ...(field ? { field } : {}) }))
  }
}

/** The post type of a post kind's part (its category must be one of the type's). */
const postTypeOf = (name: string) => (name in postDeclarations ? name : undefined)

type PostCategoryReference = { key: unknown; postType: string }
const isPostCategoryReference = (value: unknown): value is PostCategoryReference =>
  typeof value === 'object' && value !== null && 'postType' in value

/** Resolves a key to the site's id as written so far. */
function resolverOn(ids: KeyIds): Translate {
  return (kind, value) => ids[kind].get(String(isPostCategoryReference(value) ? value.key : value))
}

/** Resolves a key to its stand-in id while checking, and a post's category only among its type's. */
function checkResolver(context: CheckContext): Translate {
  return (kind, value) => {
    if (isPostCategoryReference(value)) {
      const key = String(value.key)
      return context.postCategoryTypes.get(key) === value.postType ? context.keys['post-category'].get(key) : undefined
    }
    return context.keys[kind].get(String(value))
  }
}

/** Every kind the console edits, as parts: the post types, then the declared kinds (FAQ categories before questions). */
export const kindParts: ArchivePart[] = [
  ...(Object.keys(postDeclarations) as Array<keyof typeof postDeclarations>).map((type) =>
    kindPart(type, postDeclarations[type] as unknown as KindDeclaration, postKinds[type] as unknown as AnyKind),
  ),
  ...kindNames.map((name) =>
    kindPart(name, contentKinds[name] as unknown as KindDeclaration, kindAdapters[name] as unknown as AnyKind),
  ),
]
