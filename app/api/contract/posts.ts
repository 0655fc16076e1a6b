import * as v from 'valibot'
import { idParam, intParam, pagingQuery } from './query-params'
import { publicRichDocument } from './rich-text'
import { noindexFlag, publicSeo } from './seo-fields'

export const postTypes = ['patent', 'thesis', 'news', 'press'] as const
export type PostType = (typeof postTypes)[number]
export const categorizedPostTypes = ['patent', 'thesis', 'news'] as const
export type CategorizedPostType = (typeof categorizedPostTypes)[number]
export const patentStatuses = ['filed', 'registered'] as const

const isoDate = v.pipe(v.string(), v.isoDate())
const id = v.pipe(v.number(), v.integer(), v.minValue(1))
/**
 * When what visitors read of the item last changed (its last publication), for the sitemap's lastmod; optional, as a
 * backend that does not know it leaves it out.
 */
const modifiedAt = v.optional(v.pipe(v.string(), v.isoTimestamp()))

export const postCategory = v.object({ id, name: v.string() })
export type PostCategory = v.InferOutput<typeof postCategory>

export const postListQuery = v.object({ ...pagingQuery, idCategory: v.optional(intParam(1, 999_999_999)) })
export const pressListQuery = v.object(pagingQuery)
export const postPathParams = v.object({ id: idParam })

/** A news item, patent or paper may be filed under no category (both null): the lists show it under "all" only. */
const categorized = { categoryId: v.nullable(id), categoryName: v.nullable(v.string()) }

export const newsSummary = v.object({
  id,
  ...categorized,
  title: v.string(),
  summary: v.string(),
  publishedAt: isoDate,
  modifiedAt,
  noindex: noindexFlag,
})
/** How the page appears in search results and shared links (decision 89); optional, as a backend may not know it. */
const seo = v.optional(publicSeo)
export const newsDetail = v.object({
  ...newsSummary.entries,
  seo,
  /** Rich text (issue 24): headings, lists, links, images and tables; rendered as elements, never as HTML. */
  body: publicRichDocument,
  previousId: v.nullable(id),
  nextId: v.nullable(id),
})

export const pressItem = v.object({
  id,
  title: v.string(),
  outlet: v.string(),
  publishedAt: isoDate,
  link: v.pipe(v.string(), v.url()),
})

export const patentSummary = v.object({
  id,
  ...categorized,
  title: v.string(),
  applicationNumber: v.string(),
  registrationNumber: v.nullable(v.string()),
  filedAt: isoDate,
  registeredAt: v.nullable(isoDate),
  status: v.picklist(patentStatuses),
  office: v.string(),
  modifiedAt,
  noindex: noindexFlag,
})
export const patentDetail = v.object({ ...patentSummary.entries, summary: v.string(), seo })

export const thesisSummary = v.object({
  id,
  ...categorized,
  title: v.string(),
  authors: v.array(v.string()),
  journal: v.string(),
  year: v.pipe(v.number(), v.integer()),
  doi: v.string(),
  modifiedAt,
  noindex: noindexFlag,
})
export const thesisDetail = v.object({
  ...thesisSummary.entries,
  seo,
  abstract: v.string(),
  volume: v.nullable(v.string()),
  pages: v.nullable(v.string()),
  doiUrl: v.pipe(v.string(), v.url()),
})

export type NewsDetail = v.InferOutput<typeof newsDetail>
export type PatentSummary = v.InferOutput<typeof patentSummary>
export type ThesisDetail = v.InferOutput<typeof thesisDetail>
