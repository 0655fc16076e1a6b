import type { Tx } from '~/backend/admin/db-transaction'
import type { Database } from '~/backend/db/database.server'
import type { ArchiveProblem } from './archive-problems'
import type { ReferenceKind } from './archive-references'

/** What items refer to by key (decision 125): images by SHA-256, categories and products by their keys. */
export type KeyedReference = ReferenceKind | 'product'

/** The rows a part's write inserted (or, for the long-form pages, replaced), by their table's name. */
export type WrittenIds = Record<string, number[]>

/** The site's ids of what items refer to, by key; or an archive's keys, when it is checked, by a stand-in id. */
export type KeyIds = Record<KeyedReference, Map<string, number>>
/** The keys of the site's ids, when it is exported. */
export type IdKeys = Record<KeyedReference, Map<number, string>>

/** What a part's check knows of the whole archive: the keys its other parts give, the files it holds. */
export interface CheckContext {
  keys: KeyIds
  /** A post category's type, by its key: a post takes only one of its own type. */
  postCategoryTypes: Map<string, string>
  files: ReadonlySet<string>
}

/**
 * One part of the archive (a JSON file of it): how its items are read from the site, checked, and written into an
 * empty site. The parts are listed in the order they are written: what is referred to comes first.
 */
export interface ArchivePart {
  name: string
  /** The site's items in their order, references as keys; each stored file they name is added to `files`. */
  read(db: Database, ids: IdKeys, files: Set<string>): Promise<unknown[]>
  /** Every fault of the archive's items, writing nothing. */
  check(items: unknown[], context: CheckContext): ArchiveProblem[]
  /**
   * Writes the checked items in the import's transaction, references resolved by `ids` (the site's, as written so far);
   * answers the ids of the rows of the kinds the demo marks (decision 123), by table.
   */
  write(tx: Tx, items: unknown[], ids: KeyIds): Promise<WrittenIds | undefined>
  /** Whether the site holds items of the part already (what an import refuses, decision 125). */
  holdsItems(db: Database | Tx): Promise<boolean>
  /** The keys items of the part give to others (a stand-in id each while checking). */
  keys?(items: unknown[]): Partial<Record<KeyedReference, string[]>>
  /** What the site keeps unique among the part's items when it is not their `key` (a redirect's from-address). */
  uniqueBy?: string
}

/** A problem of one item. */
export const itemProblem = (
  part: string,
  index: number,
  item: unknown,
  problem: Omit<ArchiveProblem, 'part' | 'row' | 'key'>,
): ArchiveProblem => {
  const key = (item as { key?: unknown } | null)?.key
  return { part, row: index + 1, ...(typeof key === 'string' ? { key } : {}), ...problem }
}

/** The field a valibot issue is about: the first key of its path. */
export const fieldOfIssue = (issue: { path?: Array<{ key: unknown }> }) => {
  const key = issue.path?.[0]?.key
  return typeof key === 'string' ? key : undefined
}
