import { and, eq } from 'drizzle-orm'
import type { PostFields } from '~/api/contract/post-editing-endpoints'
import type { CategorizedPostType, PostType } from '~/api/contract/posts'
import type { Tx } from '~/backend/admin/db-transaction'
import { postCategories, posts } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import type { ContentKind } from '../editing/content-kind'
import { checkLibraryImages, checkShareImages } from '../editing/library-images'
import { type PostRow, postRows } from './post-rows'

/** A post kind of the editing engine: the posts table, scoped to one post type. */
export type PostKind<T extends PostType> = ContentKind<PostFields<T>, PostRow>

/**
 * A category named by a post must be one of its own type (the table's reference alone would take any). Left out, the
 * post has none, as the editor chose ("no category"): the public lists show it under "all" only.
 */
async function categoryFor(tx: Tx, type: CategorizedPostType, categoryId: number | null): Promise<number | null> {
  if (categoryId === null) return null
  const [found] = await tx
    .select({ id: postCategories.id })
    .from(postCategories)
    .where(and(eq(postCategories.postType, type), eq(postCategories.id, categoryId)))
    .limit(1)
  if (!found) throw new ApiError('BAD_REQUEST', undefined, {}, 'categoryId')
  return found.id
}

/** A post type's part of the editing engine: the posts table scoped to the type, its fields mapped as declared. */
const base = <T extends PostType>(type: T, { translatedFields, fromRow }: Pick<PostKind<T>, 'translatedFields' | 'fromRow'>) => ({
  type,
  table: posts,
  scope: eq(posts.postType, type),
  titleField: 'title',
  translatedFields,
  fromRow,
})

export const newsKind: PostKind<'news'> = {
  ...base('news', postRows.news),
  toRow: (fields) => ({ postType: 'news', ...postRows.news.toRow(fields) }),
  pagePath: (id) => `/news/${id}`,
  prepare: async (tx, fields) => {
    await checkLibraryImages(tx, fields.body, 'body')
    await checkShareImages(tx, fields.seo)
    return { ...fields, categoryId: await categoryFor(tx, 'news', fields.categoryId) }
  },
}

export const pressKind: PostKind<'press'> = {
  ...base('press', postRows.press),
  toRow: (fields) => ({ postType: 'press', ...postRows.press.toRow(fields) }),
}

export const patentKind: PostKind<'patent'> = {
  ...base('patent', postRows.patent),
  toRow: (fields) => ({
    postType: 'patent',
    ...postRows.patent.toRow(fields),
    // The lists order patents by the day they reached their current status.
    publishedAt: fields.registeredAt ?? fields.filedAt,
  }),
  pagePath: (id) => `/research/patent/${id}`,
  prepare: async (tx, fields) => {
    await checkShareImages(tx, fields.seo)
    return { ...fields, categoryId: await categoryFor(tx, 'patent', fields.categoryId) }
  },
}

export const thesisKind: PostKind<'thesis'> = {
  ...base('thesis', postRows.thesis),
  toRow: (fields) => ({
    postType: 'thesis',
    ...postRows.thesis.toRow(fields),
    // The lists order theses by their year.
    publishedAt: `${fields.year}-01-01`,
  }),
  pagePath: (id) => `/research/thesis/${id}`,
  prepare: async (tx, fields) => {
    await checkShareImages(tx, fields.seo)
    return { ...fields, categoryId: await categoryFor(tx, 'thesis', fields.categoryId) }
  },
}

export const postKinds = { news: newsKind, press: pressKind, patent: patentKind, thesis: thesisKind } as const
