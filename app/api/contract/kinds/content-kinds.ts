import type * as v from 'valibot'
import { clientKind } from './clients'
import { faqCategoryKind, faqEntryKind } from './faq'
import { figureKind } from './figures'
import { historyKind } from './history'
import type { KindDeclaration } from './kind-declaration'
import { personKind } from './people'
import { materialKind, ownProductKind, relatedProductKind } from './products'
import { quoteKind } from './quotes'
import { recruitKind } from './recruits'

/**
 * Every content kind edited at `/admin/content/<kind>`, by its name (decision 64): one line per kind. The editing
 * calls, the backend's registration, the purge keys and the console's pages are derived from this table.
 */
export const contentKinds = {
  'products-material': materialKind,
  'products-pb': ownProductKind,
  'products-related': relatedProductKind,
  history: historyKind,
  clients: clientKind,
  people: personKind,
  quotes: quoteKind,
  figures: figureKind,
  recruits: recruitKind,
  'faq-categories': faqCategoryKind,
  'faq-entries': faqEntryKind,
} as const satisfies Record<string, KindDeclaration>

export type KindName = keyof typeof contentKinds
/** The kinds in the console's order. */
export const kindNames = Object.keys(contentKinds) as KindName[]

/** A table with a value for every declared kind. */
export const byKind = <T>(valueFor: (name: KindName) => T) =>
  Object.fromEntries(kindNames.map((name) => [name, valueFor(name)])) as Record<KindName, T>

export type KindFields<K extends KindName> = v.InferOutput<(typeof contentKinds)[K]['fields']>

/** The kinds shown in an order staff choose, and those ordered within groups. */
export type OrderedKindName = { [K in KindName]: (typeof contentKinds)[K]['order'] extends 'none' ? never : K }[KindName]
export const isOrdered = (name: KindName): name is OrderedKindName => contentKinds[name].order !== 'none'
