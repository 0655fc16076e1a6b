import { type FixedKindName, isFixed, isOrdered, kindNames } from '~/api/contract/kinds/content-kinds'
import { type PostType, postTypes } from '~/api/contract/posts'

/** The console's order of the post types (the public site's menu order). */
export const postTypeOrder: readonly PostType[] = ['news', 'press', 'patent', 'thesis']

/**
 * The kinds of the site's other content the console edits (issue 24), each at `/admin/site-content/<kind>`: every
 * declared kind (api/contract/kinds/, decision 64: products by type, history, clients, people, testimonials, figures,
 * openings, the FAQ and the long-form pages: vision, research introduction, showroom, terms, privacy).
 */
export const siteContentKinds = kindNames
export type SiteContentKind = (typeof siteContentKinds)[number]

/** Everything the console edits with drafts, schedules and revisions: the post types and the site's other content. */
export const editableKinds = [...postTypes, ...siteContentKinds] as const
export type EditableKind = PostType | SiteContentKind

/** The kinds the public site shows in an order staff choose (openings are listed by closing day). */
export const orderedKinds = kindNames.filter(isOrdered)
export type OrderedKind = (typeof orderedKinds)[number]

export const isOrderedKind = (kind: EditableKind): kind is OrderedKind => orderedKinds.some((ordered) => ordered === kind)

/** A fixed set of items (the long-form pages are the site's routes): staff edit them but neither add nor delete one. */
export const isFixedKind = (kind: EditableKind) => siteContentKinds.some((name) => name === kind && isFixed(name))
export const creatableKinds = editableKinds.filter((kind) => !isFixedKind(kind))
export const creatableSiteContentKinds = siteContentKinds.filter(
  (kind): kind is Exclude<SiteContentKind, FixedKindName> => !isFixed(kind),
)

/** FAQ questions are ordered within their category (their declared order is `grouped`): one category at a time. */
export const groupedKind = 'faq-entries' satisfies OrderedKind
