import * as v from 'valibot'
import { idParam, intParam, pagingQuery } from './query-params'
import { noindexFlag, publicSeo } from './seo-fields'

export const postTypes = ['patent', 'thesis', 'news', 'press'] as const
export type PostType = (typeof postTypes)[number]
export const categorizedPostTypes = ['patent', 'thesis', 'news'] as const
export type CategorizedPostType = (typeof categorizedPostTypes)[number]
export const patentStatuses = ['filed', 'registered'] as const

export const isoDate = v.pipe(v.string(), v.isoDate())
export const postId = v.pipe(v.number(), v.integer(), v.minValue(1))
/**
 * When what visitors read of the item last changed (its last publication), for the sitemap's lastmod; optional, as a
 * backend that does not know it leaves it out.
 */
const modifiedAt = v.optional(v.pipe(v.string(), v.isoTimestamp()))

export const postCategory = v.object({ id: postId, name: v.string() })
export type PostCategory = v.InferOutput<typeof postCategory>

export const postListQuery = v.object({ ...pagingQuery, idCategory: v.optional(intParam(1, 999_999_999)) })
export const pressListQuery = v.object(pagingQuery)
export const postPathParams = v.object({ id: idParam })

/** A news item, patent or paper may be filed under no category (both null): the lists show it under "all" only. */
const categorized = { categoryId: v.nullable(postId), categoryName: v.nullable(v.string()) }

/** What every post type's list shows of a categorized item before its fields: its id and its category. */
export const categorizedItem = { id: postId, ...categorized }
/** What its list shows after its fields: when it last changed and whether search engines leave its page out. */
export const listedAfter = { modifiedAt, noindex: noindexFlag }
/** How the page appears in search results and shared links (decision 89); optional, as a backend may not know it. */
export const pageSeo = v.optional(publicSeo)
/** The items before and after it in its list (null: none). */
export const neighbourIds = { previousId: v.nullable(postId), nextId: v.nullable(postId) }
