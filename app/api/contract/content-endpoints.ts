import * as v from 'valibot'
import { KiB } from './content-editing'
import { documentRecord, documentsQuery, documentTypeItem } from './documents'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { kindReads } from './kinds/kind-reads'
import { nearbyPharmacy, pharmacy, pharmacyNearbyBody, pharmacyPageQuery, pharmacyRegion, pharmacySubwayArea } from './pharmacies'
import { postCategory, postTypes } from './posts'
import { publicGet } from './public-get'
import { country, language } from './settings'
import { siteSearchQuery, siteSearchResult } from './site-search'

/**
 * Every public read of the contract, the finder's cascades and the marketing figures among them (docs/decisions/0006);
 * those of the declared content kinds and post types are in their declarations (kinds/, decision 64).
 */
export const contentEndpoints = {
  ...kindReads,
  postCategories: defineEndpoint({
    ...publicGet,
    path: '/post/:type/categories',
    params: v.object({ type: v.picklist(postTypes) }),
    data: v.array(postCategory),
  }),
  pharmacyPage: defineEndpoint({ ...publicGet, path: '/pharmacy/page', query: pharmacyPageQuery, data: pageOf(pharmacy) }),
  /** The pharmacies nearest to a place the visitor shared (only those whose place is known): a POST, kept nowhere. */
  pharmacyNearby: defineEndpoint({
    method: 'POST',
    path: '/pharmacy/nearby',
    body: pharmacyNearbyBody,
    maxBodyBytes: 1 * KiB,
    data: pageOf(nearbyPharmacy),
  }),
  pharmacyRegions: defineEndpoint({ ...publicGet, path: '/pharmacy/regions', data: v.array(pharmacyRegion) }),
  pharmacySubways: defineEndpoint({ ...publicGet, path: '/pharmacy/subways', data: v.array(pharmacySubwayArea) }),
  documents: defineEndpoint({ ...publicGet, path: '/documents', query: documentsQuery, data: v.array(documentRecord) }),
  documentTypes: defineEndpoint({ ...publicGet, path: '/documents/types', data: v.array(documentTypeItem) }),
  siteSearch: defineEndpoint({ ...publicGet, path: '/search', query: siteSearchQuery, data: siteSearchResult }),
  languages: defineEndpoint({ ...publicGet, path: '/setting/language', data: v.array(language) }),
  countries: defineEndpoint({ ...publicGet, path: '/countries', data: v.array(country) }),
}
