import * as v from 'valibot'
import { client, clientsQuery, figure, historyEntry, historyQuery, person, quote, recruit } from './company'
import { documentRecord, documentsQuery, documentTypeItem } from './documents'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
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
import { product, productListItem, productListQuery, productPageQuery } from './products'
import { country, language } from './settings'

const publicGet = { method: 'GET', publicCache: true } as const

/** Every public read of the contract, the finder's cascades and the marketing figures among them (docs/decisions/0006). */
export const contentEndpoints = {
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
  materialPage: defineEndpoint({ ...publicGet, path: '/product/material', query: productPageQuery, data: pageOf(product) }),
  relatedPage: defineEndpoint({ ...publicGet, path: '/product/related', query: productPageQuery, data: pageOf(product) }),
  pbPage: defineEndpoint({ ...publicGet, path: '/product/pb', query: productPageQuery, data: pageOf(product) }),
  productList: defineEndpoint({ ...publicGet, path: '/product/list', query: productListQuery, data: v.array(productListItem) }),
  history: defineEndpoint({ ...publicGet, path: '/history', query: historyQuery, data: pageOf(historyEntry) }),
  pharmacyPage: defineEndpoint({ ...publicGet, path: '/pharmacy/page', query: pharmacyPageQuery, data: pageOf(pharmacy) }),
  pharmacyRegions: defineEndpoint({ ...publicGet, path: '/pharmacy/regions', data: v.array(pharmacyRegion) }),
  pharmacySubways: defineEndpoint({ ...publicGet, path: '/pharmacy/subways', data: v.array(pharmacySubwayArea) }),
  clients: defineEndpoint({ ...publicGet, path: '/clients/list', query: clientsQuery, data: v.array(client) }),
  documents: defineEndpoint({ ...publicGet, path: '/documents', query: documentsQuery, data: v.array(documentRecord) }),
  documentTypes: defineEndpoint({ ...publicGet, path: '/documents/types', data: v.array(documentTypeItem) }),
  languages: defineEndpoint({ ...publicGet, path: '/setting/language', data: v.array(language) }),
  countries: defineEndpoint({ ...publicGet, path: '/countries', data: v.array(country) }),
  people: defineEndpoint({ ...publicGet, path: '/members', data: v.array(person) }),
  recruits: defineEndpoint({ ...publicGet, path: '/recruits/list', data: v.array(recruit) }),
  quotes: defineEndpoint({ ...publicGet, path: '/quotes/list', data: v.array(quote) }),
  figures: defineEndpoint({ ...publicGet, path: '/figures', data: v.array(figure) }),
}
