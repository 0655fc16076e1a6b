import type * as v from 'valibot'
import { clientKind } from './clients'
import { faqCategoryKind, faqEntryKind } from './faq'
import { figureKind } from './figures'
import { historyKind } from './history'
import type { KindDeclaration } from './kind-declaration'
import { openingKind } from './openings'
import { pageKind } from './pages'
import { personKind } from './people'
import { productKind } from './products'
import { testimonialKind } from './testimonials'

/**
 * Every content kind edited at `/admin/content/<kind>`, by its name (decision 64): one line per kind. The name is the
 * kind's one spelling: its address in the contract and the console, its content type (drafts, revisions, the audit
 * log, the change it announces), its key for a shared cache unless it declares another, its table's name. The editing
 * calls, the backend's registration, the purge keys and the console's pages are derived from this table.
 */
export const contentKinds = {
  'products-material': productKind,
  'products-pb': productKind,
  'products-related': productKind,
  history: historyKind,
  clients: clientKind,
  people: personKind,
  testimonials: testimonialKind,
  figures: figureKind,
  openings: openingKind,
  'faq-categories': faqCategoryKind,
  'faq-entries': faqEntryKind,
  pages: pageKind,
} as const satisfies Record<string, KindDeclaration>

export type KindName = keyof typeof contentKinds
/** The kinds in the console's order. */
export const kindNames = Object.keys(contentKinds) as KindName[]

/** A table with a value for every declared kind. */
export const byKind = <T>(valueFor: (name: KindName) => T) =>
  Object.fromEntries(kindNames.map((name) => [name, valueFor(name)])) as Record<KindName, T>

/** A kind's fields as its draft holds them (decision 80); what is published meets `fields` too. */
export type KindFields<K extends KindName> = v.InferOutput<(typeof contentKinds)[K]['draftFields']>

/** The kinds shown in an order staff choose, and those ordered within groups. */
export type OrderedKindName = { [K in KindName]: (typeof contentKinds)[K]['order'] extends 'none' ? never : K }[KindName]
export const isOrdered = (name: KindName): name is OrderedKindName => contentKinds[name].order !== 'none'

/** The kinds of a fixed set of items (the long-form pages): no create, no delete. */
export type FixedKindName = { [K in KindName]: (typeof contentKinds)[K] extends { fixed: true } ? K : never }[KindName]
export const isFixed = (name: KindName): name is FixedKindName => contentKinds[name].fixed
