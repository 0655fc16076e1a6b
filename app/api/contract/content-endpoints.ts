import * as v from 'valibot'
import { documentRecord, documentsQuery, documentTypeItem } from './documents'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { kindReads } from './kinds/kind-reads'
import { pharmacy, pharmacyPageQuery, pharmacyRegion, pharmacySubwayArea } from './pharmacies'
import {
  newsDetail,
  newsSummary,
  patentDetail,
  patentSummary,
  postCategory,
  postListQuery,
  postPathParams,
  postTypes,
  pressItem,
  pressListQuery,
  thesisDetail,
  thesisSummary,
} from './posts'
import { publicGet } from './public-get'
import { country, language } from './settings'

/**
 * Every public read of the contract, the finder's cascades and the marketing figures among them (docs/decisions/0006);
 * those of the declared content kinds are in their declarations (kinds/, decision 64).
 */
export const contentEndpoints = {
  ...kindReads,
  postCategories: defineEndpoint({
    ...publicGet,
    path: '/post/:type/categories',
    params: v.object({ type: v.picklist(postTypes) }),
    data: v.array(postCategory),
  }),
  newsList: defineEndpoint({ ...publicGet, path: '/post/news', query: postListQuery, data: pageOf(newsSummary) }),
  newsDetail: defineEndpoint({ ...publicGet, path: '/post/news/:id', params: postPathParams, data: newsDetail }),
  pressList: defineEndpoint({ ...publicGet, path: '/post/press', query: pressListQuery, data: pageOf(pressItem) }),
  patentList: defineEndpoint({ ...publicGet, path: '/post/patent', query: postListQuery, data: pageOf(patentSummary) }),
  patentDetail: defineEndpoint({ ...publicGet, path: '/post/patent/:id', params: postPathParams, data: patentDetail }),
  thesisList: defineEndpoint({ ...publicGet, path: '/post/thesis', query: postListQuery, data: pageOf(thesisSummary) }),
  thesisDetail: defineEndpoint({ ...publicGet, path: '/post/thesis/:id', params: postPathParams, data: thesisDetail }),
  pharmacyPage: defineEndpoint({ ...publicGet, path: '/pharmacy/page', query: pharmacyPageQuery, data: pageOf(pharmacy) }),
  pharmacyRegions: defineEndpoint({ ...publicGet, path: '/pharmacy/regions', data: v.array(pharmacyRegion) }),
  pharmacySubways: defineEndpoint({ ...publicGet, path: '/pharmacy/subways', data: v.array(pharmacySubwayArea) }),
  documents: defineEndpoint({ ...publicGet, path: '/documents', query: documentsQuery, data: v.array(documentRecord) }),
  documentTypes: defineEndpoint({ ...publicGet, path: '/documents/types', data: v.array(documentTypeItem) }),
  languages: defineEndpoint({ ...publicGet, path: '/setting/language', data: v.array(language) }),
  countries: defineEndpoint({ ...publicGet, path: '/countries', data: v.array(country) }),
}
