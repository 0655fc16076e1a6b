import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import type { Tx } from '~/backend/admin/db-transaction'
import type { Database } from '~/backend/db/database.server'
import {
  type ArchivePart,
  type CheckContext,
  fieldOfIssue,
  type IdKeys,
  itemProblem,
  type KeyedReference,
  type KeyIds,
  type WrittenIds,
} from './archive-part'
import type { ArchiveProblem } from './archive-problems'

/** What an item of a part names besides its own fields: other items by key, stored files by key. */
export interface ItemReferences {
  keys?: Array<{ field: string; kind: KeyedReference; key: string }>
  files?: Array<{ field: string; key: string }>
}

/**
 * A part whose items are one schema each (the media library's items, categories, pharmacies, redirects, documents,
 * the company's details): the check parses every item and looks up what it names; the rest is the part's own.
 */
export function schemaPart<Item>(part: {
  name: string
  schema: v.GenericSchema<unknown, Item>
  references?: (item: Item) => ItemReferences
  /** What the schema alone cannot judge (a pharmacy's own rules, with its products as stand-in ids). */
  check?: (item: Item, context: CheckContext) => string | undefined
  /** The site's items as the archive holds them (what the schema takes). */
  read(db: Database, ids: IdKeys, files: Set<string>): Promise<unknown[]>
  write(tx: Tx, items: Item[], ids: KeyIds): Promise<WrittenIds | undefined>
  holdsItems(db: Database | Tx): Promise<boolean>
  keys?: (items: Item[]) => Partial<Record<KeyedReference, string[]>>
  uniqueBy?: string
}): ArchivePart {
  const checkItem = (raw: unknown, index: number, context: CheckContext): ArchiveProblem[] => {
    const parsed = v.safeParse(part.schema, raw)
    if (!parsed.success) {
      const fields = new Set(parsed.issues.map((issue) => fieldOfIssue(issue)))
      return [...fields].map((field) =>
        itemProblem(part.name, index, raw, { code: 'invalid_field', ...(field ? { field } : {}) }),
      )
    }
    const { keys = [], files = [] } = part.references?.(parsed.output) ?? {}
    const problems = [
      ...keys
        .filter(({ kind, key }) => !context.keys[kind].has(key))
        .map(({ field, key }) => itemProblem(part.name, index, raw, { code: 'unknown_reference', field, detail: key })),
      ...files
        .filter(({ key }) => !context.files.has(key))
        .map(({ field, key }) => itemProblem(part.name, index, raw, { code: 'missing_file', field, detail: key })),
    ]
    if (problems.length > 0) return problems
    const field = part.check?.(parsed.output, context)
    return field === undefined ? [] : [itemProblem(part.name, index, raw, { code: 'invalid_field', field })]
  }
  return {
    name: part.name,
    uniqueBy: part.uniqueBy,
    read: part.read,
    holdsItems: part.holdsItems,
    check: (items, context) => items.flatMap((raw, index) => checkItem(raw, index, context)),
    write: (tx, items, ids) =>
      part.write(
        tx,
        items.map((item) => v.parse(part.schema, item)),
        ids,
      ),
    keys: part.keys ? (items) => part.keys?.(items as Item[]) ?? {} : undefined,
  }
}

/** Whether a table holds any row. */
export async function holdsRows(db: Database | Tx, table: PgTable): Promise<boolean> {
  const [found] = await db.select({ total: count() }).from(table)
  return (found?.total ?? 0) > 0
}
