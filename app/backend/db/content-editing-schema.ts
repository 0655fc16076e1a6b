import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, unique } from 'drizzle-orm/pg-core'
import type { CompanyDetailFields } from '~/api/contract/company-details-endpoints'
import { at, localized } from './columns'
import { staffRef } from './staff-schema'

/**
 * An editor's working copy of an item (issue 24), by kind (`news`, `press`, `patent`, `thesis`, ...) and id: the
 * fields as the editing contract names them. Visitors never read it; publishing copies it into the item's row.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    contentType: text('content_type').notNull(),
    itemId: integer('item_id').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: staffRef('updated_by'),
  },
  (table) => [primaryKey({ columns: [table.contentType, table.itemId] })],
)

/**
 * When an editor last revoked an item's preview links (issue 37): a link issued before that moment opens nothing. A
 * link also ends by itself when the item changes (its version is signed into it) or after PREVIEW_LINK_MINUTES.
 */
export const previewRevocations = pgTable(
  'preview_revocations',
  {
    contentType: text('content_type').notNull(),
    itemId: integer('item_id').notNull(),
    revokedAt: at('revoked_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contentType, table.itemId] })],
)

/** Every published version of an item, numbered from 1: what an editor compares and restores. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type').notNull(),
    itemId: integer('item_id').notNull(),
    revision: integer('revision').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    publishedBy: staffRef('published_by'),
  },
  (table) => [
    unique('content_revisions_item_revision_unique').on(table.contentType, table.itemId, table.revision),
    index('content_revisions_item_idx').on(table.contentType, table.itemId),
  ],
)

/** One stored file of an image, as the media library made it from the upload. */
export interface MediaFile {
  format: 'avif' | 'webp' | 'jpeg'
  width: number
  /** Its name in storage and in its address: content-hashed, so it can be cached for a year. */
  name: string
  bytes: number
}

/**
 * The media library (issue 24): an image uploaded once, kept as AVIF, WebP and JPEG at several widths, with its
 * size (so pages reserve its space) and its alt text per language (required before it can be used).
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the uploaded bytes: the same image uploaded twice is one item. */
    sha256: text('sha256').notNull().unique(),
    originalName: text('original_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    files: jsonb('files').$type<MediaFile[]>().notNull(),
    alt: localized('alt').notNull().default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: staffRef('created_by'),
  },
  (table) => [index('media_items_created_idx').on(table.createdAt.desc())],
)

/**
 * The company's details as staff edit them (issue 24): one row (id 1) holding the editing contract's fields. Until
 * staff save it the row does not exist and the shipped details (config/site-defaults.ts) are read.
 */
export const companyDetailsRecord = pgTable(
  'company_details',
  {
    id: smallint('id').primaryKey().default(1),
    fields: jsonb('fields').$type<CompanyDetailFields>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: staffRef('updated_by'),
  },
  (table) => [check('company_details_single_row', sql`${table.id} = 1`)],
)
