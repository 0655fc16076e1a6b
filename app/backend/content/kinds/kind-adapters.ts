import { byKind, type KindFields, type KindName, type OrderedKindName } from '~/api/contract/kinds/content-kinds'
import type { ContentKind, PublicationRow } from '../editing/content-kind'
import { sitePageAdapter } from '../site-pages/site-page-kind'
import type { OrderedKind, Unnamed } from './chosen-order'
import { companyAdapters } from './company-kinds'
import { faqAdapters } from './faq-kinds'
import { productAdapters } from './product-kinds'

/**
 * The adapter of a declared kind: an ordered one for a kind the site shows in a chosen order; its `type` (its content
 * type in drafts, revisions, the audit log and the changes announced) is the kind's name.
 */
export type KindAdapter<K extends KindName> = (K extends OrderedKindName
  ? OrderedKind<KindFields<K>, PublicationRow>
  : ContentKind<KindFields<K>, PublicationRow>) & { type: K }

/**
 * The backend's adapter of every declared kind (decision 64): which table and columns hold its fields, named by the
 * kind's name. A kind declared in the contract without an adapter here fails the type check.
 */
const unnamed: { [K in KindName]: Unnamed<KindAdapter<K>> } = {
  ...productAdapters,
  ...companyAdapters,
  ...faqAdapters,
  pages: sitePageAdapter,
}

export const kindAdapters = byKind((name) => ({ ...unnamed[name], type: name })) as { [K in KindName]: KindAdapter<K> }
