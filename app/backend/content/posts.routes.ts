import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { CategorizedPostType } from '~/api/contract/posts'
import type { Database } from '~/backend/db/database.server'
import { ApiError } from '~/backend/http/api-error'
import { implement } from '~/backend/http/implement'
import { pageResult } from './paging'
import { newsSummaryOf, patentDetailOf, patentSummaryOf, pressItemOf, thesisDetailOf, thesisSummaryOf } from './post-shapes'
import { categoryExists, findPost, listCategories, listPosts, neighbours } from './posts.repository'
import { publicRichTextOf } from './public-rich-text'
import { publicSeoOf } from './public-seo'

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

/**
 * Post categories, lists and details of news, press, patents and theses: only what is published now (a draft, a
 * post scheduled for later or one taken off is not listed, counted, read or linked as a neighbour).
 */
export function registerPostRoutes(app: Hono, db: Database): void {
  implement(app, api.postCategories, ({ params, locale }) => listCategories(db, params.type, locale))

  implement(app, api.newsList, async ({ query, locale }) => {
    const { rows, total } = await categorizedPage(db, 'news', query)
    return pageResult(
      rows.map((row) => newsSummaryOf(row, locale)),
      query.page,
      query.size,
      total,
    )
  })
  implement(app, api.newsDetail, async ({ params, locale }) => {
    const row = await requirePost(db, 'news', params.id)
    return {
      ...newsSummaryOf(row, locale),
      body: await publicRichTextOf(db, row.post.body, locale),
      seo: await publicSeoOf(db, row.post.seo, locale),
      ...(await neighbours(db, row.post)),
    }
  })

  implement(app, api.pressList, async ({ query, locale }) => {
    const { rows, total } = await listPosts(db, 'press', query)
    return pageResult(
      rows.map(({ post }) => pressItemOf(post, locale)),
      query.page,
      query.size,
      total,
    )
  })

  implement(app, api.patentList, async ({ query, locale }) => {
    const { rows, total } = await categorizedPage(db, 'patent', query)
    return pageResult(
      rows.map((row) => patentSummaryOf(row, locale)),
      query.page,
      query.size,
      total,
    )
  })
  implement(app, api.patentDetail, async ({ params, locale }) => {
    const row = await requirePost(db, 'patent', params.id)
    return { ...patentDetailOf(row, locale), seo: await publicSeoOf(db, row.post.seo, locale) }
  })

  implement(app, api.thesisList, async ({ query, locale }) => {
    const { rows, total } = await categorizedPage(db, 'thesis', query)
    return pageResult(
      rows.map((row) => thesisSummaryOf(row, locale)),
      query.page,
      query.size,
      total,
    )
  })
  implement(app, api.thesisDetail, async ({ params, locale }) => {
    const row = await requirePost(db, 'thesis', params.id)
    return { ...thesisDetailOf(row, locale), seo: await publicSeoOf(db, row.post.seo, locale) }
  })
}
