import { and, eq } from 'drizzle-orm'
import type { Localized } from '~/api/contract/localized-text'
import type { PostFields } from '~/api/contract/post-editing-endpoints'
import type { CategorizedPostType, PostType } from '~/api/contract/posts'
import { emptySeoFields } from '~/api/contract/seo-fields'
import type { Tx } from '~/backend/admin/db-transaction'
import { type LocalizedText, postCategories, posts } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import type { ContentKind, TranslatedField } from '../editing/content-kind'
import { checkLibraryImages, checkShareImages } from '../editing/library-images'

type PostRow = typeof posts.$inferSelect

/** A post kind of the editing engine: the posts table, scoped to one post type. */
export type PostKind<T extends PostType> = ContentKind<PostFields<T>, PostRow>

const korean = (text: LocalizedText | null): Localized<string> => ({ ...text, 'ko-KR': text?.['ko-KR'] ?? '' })
const required = (name: string, column: TranslatedField['column']) => ({ name, column, required: true })
const optional = (name: string, column: TranslatedField['column']) => ({ name, column, required: false })

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

const base = <T extends PostType>(type: T) => ({
  type,
  table: posts,
  scope: eq(posts.postType, type),
  titleField: 'title',
})

export const newsKind: PostKind<'news'> = {
  ...base('news'),
  translatedFields: [required('title', posts.title), required('summary', posts.summary), required('body', posts.body)],
  toRow: (fields) => ({
    postType: 'news',
    title: fields.title,
    summary: fields.summary,
    body: fields.body,
    publishedAt: fields.publishedAt,
    categoryId: fields.categoryId,
    seo: fields.seo,
  }),
  fromRow: (row) => ({
    title: korean(row.title),
    summary: korean(row.summary),
    body: { ...row.body, 'ko-KR': row.body?.['ko-KR'] ?? { type: 'doc', content: [] } },
    publishedAt: row.publishedAt,
    categoryId: row.categoryId,
    seo: row.seo ?? emptySeoFields,
  }),
  pagePath: (id) => `/news/${id}`,
  prepare: async (tx, fields) => {
    await checkLibraryImages(tx, fields.body, 'body')
    await checkShareImages(tx, fields.seo)
    return { ...fields, categoryId: await categoryFor(tx, 'news', fields.categoryId) }
  },
}

export const pressKind: PostKind<'press'> = {
  ...base('press'),
  translatedFields: [required('title', posts.title), required('outlet', posts.outlet)],
  toRow: (fields) => ({
    postType: 'press',
    title: fields.title,
    outlet: fields.outlet,
    link: fields.link,
    publishedAt: fields.publishedAt,
  }),
  fromRow: (row) => ({
    title: korean(row.title),
    outlet: korean(row.outlet),
    link: row.link ?? '',
    publishedAt: row.publishedAt,
  }),
}

export const patentKind: PostKind<'patent'> = {
  ...base('patent'),
  translatedFields: [required('title', posts.title), optional('summary', posts.summary)],
  toRow: (fields) => ({
    postType: 'patent',
    title: fields.title,
    summary: fields.summary,
    applicationNumber: fields.applicationNumber,
    registrationNumber: fields.registrationNumber,
    filedAt: fields.filedAt,
    registeredAt: fields.registeredAt,
    patentStatus: fields.status,
    office: fields.office,
    categoryId: fields.categoryId,
    seo: fields.seo,
    // The lists order patents by the day they reached their current status.
    publishedAt: fields.registeredAt ?? fields.filedAt,
  }),
  fromRow: (row) => ({
    title: korean(row.title),
    summary: row.summary ?? {},
    applicationNumber: row.applicationNumber ?? '',
    registrationNumber: row.registrationNumber,
    filedAt: row.filedAt ?? row.publishedAt,
    registeredAt: row.registeredAt,
    status: row.patentStatus ?? 'filed',
    office: row.office ?? 'KR',
    categoryId: row.categoryId,
    seo: row.seo ?? emptySeoFields,
  }),
  pagePath: (id) => `/research/patent/${id}`,
  prepare: async (tx, fields) => {
    await checkShareImages(tx, fields.seo)
    return { ...fields, categoryId: await categoryFor(tx, 'patent', fields.categoryId) }
  },
}

export const thesisKind: PostKind<'thesis'> = {
  ...base('thesis'),
  translatedFields: [required('title', posts.title), optional('summary', posts.summary)],
  toRow: (fields) => ({
    postType: 'thesis',
    title: fields.title,
    summary: fields.summary,
    authors: fields.authors,
    journal: fields.journal,
    year: fields.year,
    volume: fields.volume,
    pages: fields.pages,
    doi: fields.doi,
    categoryId: fields.categoryId,
    seo: fields.seo,
    // The lists order theses by their year.
    publishedAt: `${fields.year}-01-01`,
  }),
  fromRow: (row) => ({
    title: korean(row.title),
    summary: row.summary ?? {},
    authors: row.authors ?? [],
    journal: row.journal ?? '',
    year: row.year ?? Number(row.publishedAt.slice(0, 4)),
    volume: row.volume,
    pages: row.pages,
    doi: row.doi ?? '',
    categoryId: row.categoryId,
    seo: row.seo ?? emptySeoFields,
  }),
  pagePath: (id) => `/research/thesis/${id}`,
  prepare: async (tx, fields) => {
    await checkShareImages(tx, fields.seo)
    return { ...fields, categoryId: await categoryFor(tx, 'thesis', fields.categoryId) }
  },
}

export const postKinds = { news: newsKind, press: pressKind, patent: patentKind, thesis: thesisKind } as const
