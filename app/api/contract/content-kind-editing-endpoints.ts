import * as v from 'valibot'
import { KiB } from './content-editing'
import { editingEndpoints, reorderEndpoint } from './content-editing-endpoints'
import { localizedText } from './localized-text'
import type { ProductType } from './products'
import { dayParam, textParam } from './query-params'
import { localizedRichDocument } from './rich-text'

/**
 * Editing every other kind of content the public pages read (issue 24, decision 41), with the calls of
 * content-editing-endpoints.ts under `/admin/content/<kind>`: products (one list per type), history, clients, people,
 * openings (recruits), testimonials (quotes), the marketing figures, and the FAQ's categories and questions. Text a
 * visitor reads is localized (Korean required, the others fall back to it); kinds the public site shows in a chosen
 * order have a reorder call as well.
 */

const mediaId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
const referenceId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))

/** Lines of a product's specifications. */
export const contentKindMaxSpecs = 30

/** The longest text of each field, in characters per language. */
export const contentKindTextLimits = {
  name: 200,
  summary: 1_000,
  description: 10_000,
  specLabel: 100,
  specValue: 300,
  title: 300,
  bio: 5_000,
  quote: 2_000,
  figureValue: 30,
  figureUnit: 50,
  question: 500,
  answer: 10_000,
} as const
const limits = contentKindTextLimits

/** The fields of each kind as an editor writes them. */
export const contentKindFieldSchemas = {
  /** `specs`: label and value per line, both localized. `active`: still made (an inactive one is shown as such). */
  product: v.object({
    name: localizedText(limits.name),
    summary: localizedText(limits.summary),
    /** Rich text, as a news body (decision 52). */
    description: localizedRichDocument,
    specs: v.pipe(
      v.array(v.object({ label: localizedText(limits.specLabel), value: localizedText(limits.specValue) })),
      v.maxLength(contentKindMaxSpecs),
    ),
    active: v.boolean(),
  }),
  history: v.object({
    year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)),
    month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
    title: localizedText(limits.title),
  }),
  /** `isMain`: shown on the home page. `logoMediaId`: an image of the media library with its Korean alt text. */
  client: v.object({
    name: localizedText(limits.name),
    sector: localizedText(limits.name),
    isMain: v.boolean(),
    logoMediaId: v.optional(v.nullable(mediaId), null),
  }),
  person: v.object({
    name: localizedText(limits.name),
    role: localizedText(limits.name),
    bio: localizedText(limits.bio),
  }),
  /** An opening; `active`: still open to applicants. */
  recruit: v.object({
    title: localizedText(limits.title),
    department: localizedText(limits.name),
    employmentType: v.picklist(['FULL_TIME', 'CONTRACT', 'INTERN']),
    location: localizedText(limits.name),
    description: localizedText(limits.description),
    closesAt: dayParam,
    active: v.boolean(),
  }),
  /** A testimonial. */
  quote: v.object({
    author: localizedText(limits.name),
    affiliation: localizedText(limits.name),
    quote: localizedText(limits.quote),
  }),
  /** A marketing figure: `value` as shown (`7.5`), its unit and what it counts. */
  figure: v.object({
    value: v.pipe(textParam(limits.figureValue), v.nonEmpty()),
    unit: localizedText(limits.figureUnit),
    label: localizedText(limits.title),
  }),
  faqCategory: v.object({ name: localizedText(limits.name) }),
  faqEntry: v.object({
    categoryId: referenceId,
    question: localizedText(limits.question),
    answer: localizedText(limits.answer),
  }),
} satisfies Record<string, v.GenericSchema>

export type ContentKindName = keyof typeof contentKindFieldSchemas
export type ContentKindFields<K extends ContentKindName> = v.InferOutput<(typeof contentKindFieldSchemas)[K]>

/** Five languages of an opening's description: the largest fields of these kinds but products'. */
const CONTENT_KIND_FIELDS_BYTES = 1024 * KiB
/** Five rich text descriptions at their limit (richTextLimits.documentBytes) and thirty lines of specifications. */
const PRODUCT_FIELDS_BYTES = 3 * 1024 * KiB

function kindEndpoints<K extends ContentKindName>(path: string, kind: K, maxBodyBytes = CONTENT_KIND_FIELDS_BYTES) {
  return editingEndpoints(
    `/admin/content/${path}`,
    contentKindFieldSchemas[kind] as (typeof contentKindFieldSchemas)[K],
    maxBodyBytes,
  )
}

function orderedKindEndpoints<K extends ContentKindName>(path: string, kind: K, maxBodyBytes?: number) {
  return { ...kindEndpoints(path, kind, maxBodyBytes), reorder: reorderEndpoint(`/admin/content/${path}`) }
}

/** Products, one list per type (`/admin/content/products/{material|pb|related}`), each in its chosen order. */
export const productEditingByType = {
  material: orderedKindEndpoints('products/material', 'product', PRODUCT_FIELDS_BYTES),
  pb: orderedKindEndpoints('products/pb', 'product', PRODUCT_FIELDS_BYTES),
  related: orderedKindEndpoints('products/related', 'product', PRODUCT_FIELDS_BYTES),
} as const satisfies Record<ProductType, unknown>

export const historyEditingEndpoints = orderedKindEndpoints('history', 'history')
export const clientEditingEndpoints = orderedKindEndpoints('clients', 'client')
export const personEditingEndpoints = orderedKindEndpoints('people', 'person')
export const quoteEditingEndpoints = orderedKindEndpoints('quotes', 'quote')
export const figureEditingEndpoints = orderedKindEndpoints('figures', 'figure')
/** Openings are listed open first, then by closing day: no chosen order. */
export const recruitEditingEndpoints = kindEndpoints('recruits', 'recruit')
export const faqCategoryEditingEndpoints = orderedKindEndpoints('faq-categories', 'faqCategory')
/** FAQ questions are ordered within their category: a reorder names the questions of one category. */
export const faqEntryEditingEndpoints = orderedKindEndpoints('faq-entries', 'faqEntry')

/** The editing calls of each of these kinds, by its list's name (`products-material`, `history`…). */
export const contentKindEditingByList = {
  'products-material': productEditingByType.material,
  'products-pb': productEditingByType.pb,
  'products-related': productEditingByType.related,
  history: historyEditingEndpoints,
  clients: clientEditingEndpoints,
  people: personEditingEndpoints,
  quotes: quoteEditingEndpoints,
  figures: figureEditingEndpoints,
  recruits: recruitEditingEndpoints,
  'faq-categories': faqCategoryEditingEndpoints,
  'faq-entries': faqEntryEditingEndpoints,
} as const
