import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { CategorizedPostType } from '~/api/contract/posts'
import type { Database } from '~/backend/db/database.server'
import { ApiError } from '~/backend/http/api-error'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'
import { pageResult } from './paging'
import {
  categoryExists,
  findPost,
  type ListedPost,
  listCategories,
  listPosts,
  neighbours,
  toCategorized,
} from './posts.repository'

type Row = Awaited<ReturnType<typeof listPosts>>['rows'][number]

const news = ({ post, category }: Row, locale: Locale) => ({
  ...toCategorized(post, category, locale),
  title: pick(post.title, locale),
  summary: pick(post.summary, locale),
  publishedAt: post.publishedAt,
})

const patent = ({ post, category }: Row, locale: Locale) => ({
  ...toCategorized(post, category, locale),
  title: pick(post.title, locale),
  applicationNumber: post.applicationNumber ?? '',
  registrationNumber: post.registrationNumber,
  filedAt: post.filedAt ?? post.publishedAt,
  registeredAt: post.registeredAt,
  status: post.patentStatus ?? 'filed',
  office: post.office ?? 'KR',
})

const thesis = ({ post, category }: Row, locale: Locale) => ({
  ...toCategorized(post, category, locale),
  title: pick(post.title, locale),
  authors: post.authors ?? [],
  journal: post.journal ?? '',
  year: post.year ?? Number(post.publishedAt.slice(0, 4)),
  doi: post.doi ?? '',
})

const press = (post: ListedPost, locale: Locale) => ({
  id: post.id,
  title: pick(post.title, locale),
  outlet: pick(post.outlet, locale),
  publishedAt: post.publishedAt,
  link: post.link ?? '',
})

async function categorizedPage(
  db: Database,
  type: CategorizedPostType,
  query: { page: number; size: number; idCategory?: number },
) {
  // An unknown category is a wrong address, not an empty list.
  if (query.idCategory !== undefined && !(await categoryExists(db, type, query.idCategory))) throw new ApiError('NOT_FOUND')
  return listPosts(db, type, { page: query.page, size: query.size, categoryId: query.idCategory })
}

async function requirePost(db: Database, type: CategorizedPostType, id: number) {
  const row = await findPost(db, type, id)
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

/** Post categories, lists and details of news, press, patents and theses. */
export function registerPostRoutes(app: Hono, db: Database): void {
  implement(app, api.postCategories, ({ params, locale }) => listCategories(db, params.type, locale))

  implement(app, api.newsList, async ({ query, locale }) => {
    const { rows, total } = await categorizedPage(db, 'news', query)
    return pageResult(
      rows.map((row) => news(row, locale)),
      query.page,
      query.size,
      total,
    )
  })
  implement(app, api.newsDetail, async ({ params, locale }) => {
    const row = await requirePost(db, 'news', params.id)
    return { ...news(row, locale), body: pick(row.post.body, locale), ...(await neighbours(db, row.post)) }
  })

  implement(app, api.pressList, async ({ query, locale }) => {
    const { rows, total } = await listPosts(db, 'press', query)
    return pageResult(
      rows.map(({ post }) => press(post, locale)),
      query.page,
      query.size,
      total,
    )
  })

  implement(app, api.patentList, async ({ query, locale }) => {
    const { rows, total } = await categorizedPage(db, 'patent', query)
    return pageResult(
      rows.map((row) => patent(row, locale)),
      query.page,
      query.size,
      total,
    )
  })
  implement(app, api.patentDetail, async ({ params, locale }) => {
    const row = await requirePost(db, 'patent', params.id)
    return { ...patent(row, locale), summary: pick(row.post.summary, locale) }
  })

  implement(app, api.thesisList, async ({ query, locale }) => {
    const { rows, total } = await categorizedPage(db, 'thesis', query)
    return pageResult(
      rows.map((row) => thesis(row, locale)),
      query.page,
      query.size,
      total,
    )
  })
  implement(app, api.thesisDetail, async ({ params, locale }) => {
    const row = await requirePost(db, 'thesis', params.id)
    return {
      ...thesis(row, locale),
      abstract: pick(row.post.summary, locale),
      volume: row.post.volume,
      pages: row.post.pages,
      doiUrl: `https://doi.org/${row.post.doi ?? ''}`,
    }
  })
}
