import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import { documentTypes } from '~/api/contract/documents'
import { postTypes } from '~/api/contract/posts'
import type { RichDocument } from '~/api/contract/rich-text'
import type { SeoFields } from '~/api/contract/seo-fields'
import { sitePageNames } from '~/api/contract/site-page-endpoints'
import type { Locale } from '~/i18n/locales'
import { at, type LocalizedText, localized } from './columns'
import { mediaItems } from './content-editing-schema'
import { staffRef } from './staff-schema'

export type { LocalizedText }

export const postCategories = pgTable('post_categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  postType: text('post_type', { enum: postTypes }).notNull(),
  name: localized('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

/** A rich text per locale (issue 24): the editor's document; a missing locale falls back to ko-KR when read. */
export type LocalizedRichText = Partial<Record<Locale, RichDocument>>

/**
 * How an editable item stands with visitors (issue 24, content-editing.ts): the row holds what visitors see, from
 * `publish_at` (null: not published) until `unpublish_at`; its draft and revisions live in content_drafts and
 * content_revisions. `version` grows with every change an editor makes, draft saves included.
 */
const publication = () => ({
  publishAt: at('publish_at'),
  unpublishAt: at('unpublish_at'),
  version: integer('version').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: staffRef('updated_by'),
})

/** News, press, patents and theses share one table; the columns of one type are null for the others. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    postType: text('post_type', { enum: postTypes }).notNull(),
    categoryId: integer('category_id').references(() => postCategories.id),
    title: localized('title').notNull(),
    summary: localized('summary'),
    body: jsonb('body').$type<LocalizedRichText>(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    outlet: localized('outlet'),
    link: text('link'),
    applicationNumber: text('application_number'),
    registrationNumber: text('registration_number'),
    filedAt: date('filed_at', { mode: 'string' }),
    registeredAt: date('registered_at', { mode: 'string' }),
    patentStatus: text('patent_status', { enum: ['filed', 'registered'] }),
    office: text('office'),
    authors: jsonb('authors').$type<string[]>(),
    journal: text('journal'),
    year: smallint('year'),
    volume: text('volume'),
    pages: text('pages'),
    doi: text('doi'),
    /** How its page appears in search results and shared links (decision 89); null: as derived. */
    seo: jsonb('seo').$type<SeoFields>(),
    ...publication(),
  },
  (table) => [
    index('posts_type_published_idx').on(table.postType, table.publishedAt.desc(), table.id.desc()),
    index('posts_publication_idx').on(table.publishAt, table.unpublishAt),
    index('posts_type_category_idx').on(table.postType, table.categoryId),
  ],
)

export const productTypes = ['material', 'pb', 'related'] as const
export type ProductType = (typeof productTypes)[number]

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    productType: text('product_type', { enum: productTypes }).notNull(),
    name: localized('name').notNull(),
    summary: localized('summary').notNull(),
    /** Rich text per language (decision 52), like a news body. */
    description: jsonb('description').$type<LocalizedRichText>().notNull(),
    specs: jsonb('specs').$type<Array<{ label: LocalizedText; value: LocalizedText }>>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...publication(),
  },
  (table) => [index('products_type_idx').on(table.productType, table.sortOrder)],
)

export const pharmacies = pgTable(
  'pharmacies',
  {
    id: serial('id').primaryKey(),
    name: localized('name').notNull(),
    address: localized('address').notNull(),
    phone: text('phone').notNull(),
    siNm: text('si_nm').notNull(),
    sggNm: text('sgg_nm').notNull(),
    subwayArea: text('subway_area'),
    subwayLine: text('subway_line'),
    subwayName: text('subway_name'),
    /** Where it is (WGS 84 degrees), for the finder's "near me"; both or neither (null: the finder cannot place it). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Grows with every change staff make to the row: a change on an older read is refused (issue 24). */
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The staff member who changed it last (null for the shipped list, an import by the machine credential, or a deleted account). */
    updatedBy: staffRef('updated_by'),
  },
  (table) => [
    index('pharmacies_region_idx').on(table.siNm, table.sggNm),
    index('pharmacies_subway_idx').on(table.subwayArea, table.subwayLine, table.subwayName),
  ],
)

export const pharmacyProducts = pgTable(
  'pharmacy_products',
  {
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.pharmacyId, table.productId] }),
    index('pharmacy_products_product_idx').on(table.productId),
  ],
)

/**
 * The pharmacy list as it stood before an import replaced it, or a restore put another back (decision 76): every row's
 * fields and products as JSON, kept RESTORE_POINT_DAYS, from which staff restore the whole list.
 */
export const pharmacyRestorePoints = pgTable(
  'pharmacy_restore_points',
  {
    id: serial('id').primaryKey(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: staffRef('created_by'),
    /** What replaced the list: `import` (a replacing import) or `restore` (another restore point put back). */
    cause: text('cause', { enum: ['import', 'restore'] }).notNull(),
    count: integer('count').notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
  },
  (table) => [index('pharmacy_restore_points_created_idx').on(table.createdAt)],
)

/** The company's history, in the order staff choose (newest first as shipped). */
export const historyEntries = pgTable('history_entries', {
  id: serial('id').primaryKey(),
  year: smallint('year').notNull(),
  month: smallint('month').notNull(),
  title: localized('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...publication(),
})

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  sector: localized('sector').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The client's logo: an image of the media library (none: the name alone is shown). */
  logoMediaId: integer('logo_media_id').references(() => mediaItems.id, { onDelete: 'set null' }),
  ...publication(),
})

export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  documentType: text('document_type', { enum: documentTypes }).notNull().unique(),
  name: localized('name').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** Counts the renames: a rename is made on the version it read (decision 42). */
  version: integer('version').notNull().default(1),
  /** The last rename (null: the shipped names). */
  renamedAt: at('renamed_at'),
  renamedBy: staffRef('renamed_by'),
})

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: localized('name').notNull(),
  dialCode: text('dial_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const people = pgTable('people', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  role: localized('role').notNull(),
  bio: localized('bio').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...publication(),
})

/** Openings (the kind `openings`, decision 64). */
export const openings = pgTable('openings', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  department: localized('department').notNull(),
  employmentType: text('employment_type', { enum: ['FULL_TIME', 'CONTRACT', 'INTERN'] }).notNull(),
  location: localized('location').notNull(),
  description: localized('description').notNull(),
  closesAt: date('closes_at', { mode: 'string' }).notNull(),
  active: boolean('active').notNull().default(true),
  ...publication(),
})

/** Testimonials (the kind `testimonials`, decision 64). */
export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  author: localized('author').notNull(),
  affiliation: localized('affiliation').notNull(),
  quote: localized('quote').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...publication(),
})

/**
 * The marketing figures. `key` names a shipped figure (the public read's `key`); a figure staff add gets a random one.
 * `id` is what the editing API names a figure by, as for every other kind.
 */
export const figures = pgTable('figures', {
  key: text('key').primaryKey().default(sql`gen_random_uuid()::text`),
  id: serial('id').notNull().unique(),
  value: text('value').notNull(),
  unit: localized('unit').notNull(),
  label: localized('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...publication(),
})

/** The FAQ's categories (issue 24; served from the shipped module before): `key` is the public read's category. */
export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: localized('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...publication(),
})

/** One question of the FAQ and its answer, in its category's order. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id),
    question: localized('question').notNull(),
    answer: localized('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...publication(),
  },
  (table) => [index('faq_entries_category_idx').on(table.categoryId, table.sortOrder)],
)

/** The long-form pages (decision 52): one row each, seeded from the shipped texts when missing; never created or deleted by staff. */
export const sitePages = pgTable('site_pages', {
  id: serial('id').primaryKey(),
  name: text('name', { enum: sitePageNames }).notNull().unique(),
  lead: localized('lead').notNull(),
  body: jsonb('body').$type<LocalizedRichText>().notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }),
  /** How the page appears in search results and shared links (decision 89); null: as derived. */
  seo: jsonb('seo').$type<SeoFields>(),
  ...publication(),
})
