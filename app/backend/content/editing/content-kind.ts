import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '~/backend/admin/db-transaction'

/** The columns every editable table has (schema.ts `publication()`), besides its own. */
export interface EditableColumns {
  id: PgColumn
  publishAt: PgColumn
  unpublishAt: PgColumn
  version: PgColumn
  updatedAt: PgColumn
  updatedBy: PgColumn
}

/** The publication columns as a row carries them. */
export interface PublicationRow {
  id: number
  publishAt: Date | null
  unpublishAt: Date | null
  version: number
  updatedAt: Date
}

/** A field translated per language, as the missing-language filter and markers read it. */
export interface TranslatedField {
  /** Its name among the kind's fields (also its key in a draft's and a revision's JSON). */
  name: string
  /** The row's column holding it (jsonb, one value per language). */
  column: PgColumn
  /** Korean is required: every other language is missing until written. Otherwise only when there is Korean. */
  required: boolean
}

/**
 * What the editing engine (drafts, versions, publishing, revisions, previews) needs to know of one kind of content
 * (issue 24). The engine is generic; a kind plugs in its table, its fields and how they map to its row.
 */
export interface ContentKind<Fields, Row extends PublicationRow> {
  /** The kind's name: `content_type` of its drafts and revisions, the audit log's target type, the change announced. */
  type: string
  table: PgTable & EditableColumns
  /** The rows of this kind when a table holds several (posts: its type); undefined when the table is the kind's. */
  scope: SQL | undefined
  /** The row's values of these fields: what creating and publishing write. */
  toRow(fields: Fields): Record<string, unknown>
  /** The fields of what the row holds (what visitors see). */
  fromRow(row: Row): Fields
  translatedFields: readonly TranslatedField[]
  /** The translated field that names an item in lists (its Korean value) and that `q` searches in every language. */
  titleField: string
  /** When an item happened, for a kind of dated events (the history): `YYYY-MM`, shown and checked by the order screen. */
  dateOf?(fields: Fields): string
  /** What names an item in lists when it is not its title field's Korean (a long-form page: its name). */
  listTitle?(row: Row): string
  /** Where visitors read an item (`/news/12`): its draft is previewed there. None: the kind has no preview. */
  pagePath?(id: number): string
  /**
   * Before fields are stored: refuses what the schema cannot judge alone (an unknown category, an image not in the
   * library: ApiError) and fills in what a caller may leave out. Answers the fields to store.
   */
  prepare?(tx: Tx, fields: Fields): Promise<Fields>
  /** The order of the console's list: newest change first unless given (kinds the site shows in a chosen order list in it). */
  listOrder?: readonly SQL[]
  /** Values only a new row gets, besides its fields (its place in a chosen order, an identifier). */
  newRow?(tx: Tx): Promise<Record<string, unknown>>
  /** Refuses to delete an item that others still refer to (ApiError); taking it off the site is what remains. */
  beforeRemove?(tx: Tx, id: number): Promise<void>
}
