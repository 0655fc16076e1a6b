import type { KindFields, KindName, OrderedKindName } from '~/api/contract/kinds/content-kinds'
import type { ContentKind, PublicationRow } from '../editing/content-kind'
import type { OrderedKind } from './chosen-order'
import { companyAdapters } from './company-kinds'
import { faqAdapters } from './faq-kinds'
import { productAdapters } from './product-kinds'

/** The adapter of a declared kind: an ordered one for a kind the site shows in a chosen order. */
export type KindAdapter<K extends KindName> = K extends OrderedKindName
  ? OrderedKind<KindFields<K>, PublicationRow>
  : ContentKind<KindFields<K>, PublicationRow>

/**
 * The backend's adapter of every declared kind (decision 64): which table and columns hold its fields. A kind
 * declared in the contract without an adapter here fails the type check.
 */
export const kindAdapters: { [K in KindName]: KindAdapter<K> } = { ...productAdapters, ...companyAdapters, ...faqAdapters }
