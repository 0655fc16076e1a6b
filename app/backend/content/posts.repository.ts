import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { CategorizedPostType, PostType } from '~/api/contract/posts'
import type { Database } from '~/backend/db/database.server'
import { postCategories, posts } from '~/backend/db/schema'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'
import { offsetOf } from './paging'
import { visibleNow } from './publication'

type PostRow = typeof posts.$inferSelect

/**
 * Every column but the body, for lists: they show no body, and ten bodies in five languages were most of what a
 * list read from the database and parsed.
 */
const { body: _body, ...listedColumns } = getTableColumns(posts)

/** A post as a list reads it. */
export type ListedPost = Omit<PostRow, 'body'>

export async function listCategories(db: Database, postType: PostType, locale: Locale) {
  const rows = await db
    .select()
    .from(postCategories)
    .where(eq(postCategories.postType, postType))
    .orderBy(postCategories.sortOrder, postCategories.id)
  return rows.map((row) => ({ id: row.id, name: pick(row.name, locale) }))
}

export async function categoryExists(db: Database, postType: PostType, categoryId: number): Promise<boolean> {
  const rows = await db
    .select({ id: postCategories.id })
    .from(postCategories)
    .where(and(eq(postCategories.postType, postType), eq(postCategories.id, categoryId)))
  return rows.length > 0
}

interface ListOptions {
  page: number
  size: number
  categoryId?: number
}

/**
 * One page of a post type as visitors see it (published, within its schedule), newest first, with the total. The
 * total comes with the page's rows (a window count) in one statement; only a page past the end, which has no rows to
 * carry it, counts apart.
 */
export async function listPosts(db: Database, postType: PostType, { page, size, categoryId }: ListOptions) {
  const filters: SQL[] = [eq(posts.postType, postType), visibleNow(posts)]
  if (categoryId !== undefined) filters.push(eq(posts.categoryId, categoryId))
  const where = and(...filters)
  const rows = await db
    .select({ post: listedColumns, category: postCategories, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(posts)
    .leftJoin(postCategories, eq(posts.categoryId, postCategories.id))
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(size)
    .offset(offsetOf(page, size))
  const total = rows[0]?.total ?? (page > 1 ? ((await db.select({ total: count() }).from(posts).where(where))[0]?.total ?? 0) : 0)
  return { rows, total }
}

/** A post visitors may read now: a draft, a scheduled or an unpublished one is not found. */
export async function findPost(db: Database, postType: CategorizedPostType, id: number) {
  const [row] = await db
    .select({ post: posts, category: postCategories })
    .from(posts)
    .leftJoin(postCategories, eq(posts.categoryId, postCategories.id))
    .where(and(eq(posts.postType, postType), eq(posts.id, id), visibleNow(posts)))
  return row
}

/** The older and newer neighbours of a post in list order (newest first), among those visitors see. */
export async function neighbours(db: Database, post: PostRow) {
  const key = sql`(${posts.publishedAt}, ${posts.id})`
  const self = sql`(${post.publishedAt}::date, ${post.id})`
  const [older] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.postType, post.postType), visibleNow(posts), sql`${key} < ${self}`))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(1)
  const [newer] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.postType, post.postType), visibleNow(posts), sql`${key} > ${self}`))
    .orderBy(posts.publishedAt, posts.id)
    .limit(1)
  return { previousId: older?.id ?? null, nextId: newer?.id ?? null }
}
