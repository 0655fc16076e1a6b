import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { CategorizedPostType, PostType } from '~/api/contract/posts'
import type { Database } from '~/backend/db/database.server'
import { preparedRead, preparedReadsByShape } from '~/backend/db/prepared-read'
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

const categoriesRead = preparedRead('post_categories', (db, name) =>
  db
    .select()
    .from(postCategories)
    .where(eq(postCategories.postType, sql.placeholder('postType')))
    .orderBy(postCategories.sortOrder, postCategories.id)
    .prepare(name),
)

export async function listCategories(db: Database, postType: PostType, locale: Locale) {
  const rows = await categoriesRead(db).execute({ postType })
  return rows.map((row) => ({ id: row.id, name: pick(row.name, locale) }))
}

const categoryRead = preparedRead('post_category_exists', (db, name) =>
  db
    .select({ id: postCategories.id })
    .from(postCategories)
    .where(and(eq(postCategories.postType, sql.placeholder('postType')), eq(postCategories.id, sql.placeholder('id'))))
    .prepare(name),
)

export async function categoryExists(db: Database, postType: PostType, categoryId: number): Promise<boolean> {
  return (await categoryRead(db).execute({ postType, id: categoryId })).length > 0
}

interface ListOptions {
  page: number
  size: number
  categoryId?: number
}

type ListShape = 'all' | 'category'

function listFilters(shape: ListShape): SQL {
  const filters: SQL[] = [eq(posts.postType, sql.placeholder('postType')), visibleNow(posts)]
  if (shape === 'category') filters.push(eq(posts.categoryId, sql.placeholder('categoryId')))
  return and(...filters) as SQL
}

const pageReads = preparedReadsByShape('post_page', (db, name, shape: ListShape) =>
  db
    .select({ post: listedColumns, category: postCategories, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(posts)
    .leftJoin(postCategories, eq(posts.categoryId, postCategories.id))
    .where(listFilters(shape))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
)

const countReads = preparedReadsByShape('post_count', (db, name, shape: ListShape) =>
  db.select({ total: count() }).from(posts).where(listFilters(shape)).prepare(name),
)

/**
 * One page of a post type as visitors see it (published, within its schedule), newest first, with the total. The
 * total comes with the page's rows (a window count) in one statement; only a page past the end, which has no rows to
 * carry it, counts apart.
 */
export async function listPosts(db: Database, postType: PostType, { page, size, categoryId }: ListOptions) {
  const shape: ListShape = categoryId === undefined ? 'all' : 'category'
  const filters = { postType, categoryId }
  const rows = await pageReads(db, shape).execute({ ...filters, limit: size, offset: offsetOf(page, size) })
  const total = rows[0]?.total ?? (page > 1 ? ((await countReads(db, shape).execute(filters))[0]?.total ?? 0) : 0)
  return { rows, total }
}

const postRead = preparedRead('post_visible', (db, name) =>
  db
    .select({ post: posts, category: postCategories })
    .from(posts)
    .leftJoin(postCategories, eq(posts.categoryId, postCategories.id))
    .where(and(eq(posts.postType, sql.placeholder('postType')), eq(posts.id, sql.placeholder('id')), visibleNow(posts)))
    .prepare(name),
)

/** A post visitors may read now: a draft, a scheduled or an unpublished one is not found. */
export async function findPost(db: Database, postType: CategorizedPostType, id: number) {
  const [row] = await postRead(db).execute({ postType, id })
  return row
}

const listKey = sql`(${posts.publishedAt}, ${posts.id})`
const postKey = sql`(${sql.placeholder('publishedAt')}::date, ${sql.placeholder('id')})`
const sameListAs = (before: boolean) =>
  and(
    eq(posts.postType, sql.placeholder('postType')),
    visibleNow(posts),
    before ? sql`${listKey} < ${postKey}` : sql`${listKey} > ${postKey}`,
  )

const olderRead = preparedRead('post_older', (db, name) =>
  db
    .select({ id: posts.id })
    .from(posts)
    .where(sameListAs(true))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(1)
    .prepare(name),
)
const newerRead = preparedRead('post_newer', (db, name) =>
  db.select({ id: posts.id }).from(posts).where(sameListAs(false)).orderBy(posts.publishedAt, posts.id).limit(1).prepare(name),
)

/** The older and newer neighbours of a post in list order (newest first), among those visitors see. */
export async function neighbours(db: Database, post: PostRow) {
  const of = { postType: post.postType, publishedAt: post.publishedAt, id: post.id }
  const [older] = await olderRead(db).execute(of)
  const [newer] = await newerRead(db).execute(of)
  return { previousId: older?.id ?? null, nextId: newer?.id ?? null }
}
