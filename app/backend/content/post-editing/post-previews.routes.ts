import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { postPreviewEndpoints as api } from '~/api/contract/post-editing-endpoints'
import type { CategorizedPostType } from '~/api/contract/posts'
import type { Database } from '~/backend/db/database.server'
import { postCategories, type posts } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { implement } from '~/backend/http/implement'
import { readItem, workingFields } from '../editing/item-state'
import { previewTokenOpens } from '../editing/preview-token'
import { newsSummaryOf, type PostWithCategory, patentDetailOf, thesisDetailOf } from '../post-shapes'
import { publicRichTextOf } from '../public-rich-text'
import { publicSeoOf } from '../public-seo'
import { type PostKind, postKinds } from './post-kinds'

type PostRow = typeof posts.$inferSelect

/**
 * The working copy of a post as its public page would show it, for the holder of a valid preview link of that very
 * post; anything else (no such post, a wrong or expired token, a token of another post) is 404.
 */
async function previewOf<T extends CategorizedPostType>(
  db: Database,
  kind: PostKind<T>,
  id: number,
  token: string,
  now: Date,
): Promise<PostWithCategory<PostRow>> {
  const read = await readItem(db, kind, id)
  if (!read || !(await previewTokenOpens(db, token, { type: kind.type, id, version: read.item.version }, now)))
    throw new ApiError('NOT_FOUND')
  const post = { ...read.item, ...kind.toRow(workingFields(kind, read)) } as PostRow
  const [category] =
    post.categoryId === null ? [] : await db.select().from(postCategories).where(eq(postCategories.id, post.categoryId))
  return { post, category: category ?? null }
}

/** The public reads of a draft behind a preview link (answered `no-store`, as every read that is not public content). */
export function registerPostPreviewRoutes(app: Hono, db: Database, clock: () => Date): void {
  implement(app, api.newsPreview, async ({ params, query, locale }) => {
    const row = await previewOf(db, postKinds.news, params.id, query.token, clock())
    // A preview stands alone: its neighbours are the published page's business.
    return {
      ...newsSummaryOf(row, locale),
      body: await publicRichTextOf(db, row.post.body, locale),
      seo: await publicSeoOf(db, row.post.seo, locale),
      previousId: null,
      nextId: null,
    }
  })
  implement(app, api.patentPreview, async ({ params, query, locale }) => {
    const row = await previewOf(db, postKinds.patent, params.id, query.token, clock())
    return { ...patentDetailOf(row, locale), seo: await publicSeoOf(db, row.post.seo, locale) }
  })
  implement(app, api.thesisPreview, async ({ params, query, locale }) => {
    const row = await previewOf(db, postKinds.thesis, params.id, query.token, clock())
    return { ...thesisDetailOf(row, locale), seo: await publicSeoOf(db, row.post.seo, locale) }
  })
}
