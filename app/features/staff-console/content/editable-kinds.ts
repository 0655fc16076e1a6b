import { type PostType, postTypes } from '~/api/contract/posts'

/**
 * The kinds of the site's other content the console edits (issue 24), each at `/admin/site-content/<kind>`: products
 * by type, history, clients, people, testimonials (quotes), figures, openings (recruits) and the FAQ.
 */
export const siteContentKinds = [
  'products-material',
  'products-pb',
  'products-related',
  'history',
  'clients',
  'people',
  'quotes',
  'figures',
  'recruits',
  'faq-categories',
  'faq-entries',
] as const
export type SiteContentKind = (typeof siteContentKinds)[number]

/** Everything the console edits with drafts, schedules and revisions: the post types and the site's other content. */
export const editableKinds = [...postTypes, ...siteContentKinds] as const
export type EditableKind = PostType | SiteContentKind

/** The kinds the public site shows in an order staff choose (openings are listed by closing day). */
export const orderedKinds = siteContentKinds.filter((kind) => kind !== 'recruits')
export type OrderedKind = (typeof orderedKinds)[number]

export const isOrderedKind = (kind: EditableKind): kind is OrderedKind => orderedKinds.some((ordered) => ordered === kind)

/** FAQ questions are ordered within their category: one category at a time. */
export const groupedKind = 'faq-entries'
