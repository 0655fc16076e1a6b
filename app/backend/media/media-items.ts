import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { missingLocales } from '~/api/contract/localized-text'
import { isUsableAlt, type MediaItem, type MediaUse, type mediaListQuery } from '~/api/contract/media-endpoints'
import { contentDrafts, mediaItems } from '../db/content-editing-schema'
import type { Database } from '../db/database.server'
import { posts, sitePages } from '../db/schema'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { everyLanguageOf, everyWordIn } from '../search/text-match'
import { mediaFileUrl } from './media-file-url'

type MediaRow = typeof mediaItems.$inferSelect
type MediaListQuery = v.InferOutput<typeof mediaListQuery>

/** Korean alt text set and not blank: the image may be used (the editor's picker, public pages). */
export const usableWhere: SQL = sql`coalesce(btrim(${mediaItems.alt}->>'ko-KR'), '') <> ''`

export function mediaItemOf(row: MediaRow, createdBy: string | null): MediaItem {
  const alt = Object.fromEntries(Object.entries(row.alt).filter(([, text]) => typeof text === 'string' && text.trim() !== ''))
  return {
    id: row.id,
    originalName: row.originalName,
    width: row.width,
    height: row.height,
    files: row.files.map((file) => ({ ...file, url: mediaFileUrl(file.name) })),
    alt,
    missingLocales: missingLocales(alt),
    usable: isUsableAlt(alt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdBy,
  }
}

const withUploader = (db: Pick<Database, 'select'>) =>
  db
    .select({ row: mediaItems, createdBy: staffAccounts.name })
    .from(mediaItems)
    .leftJoin(staffAccounts, eq(staffAccounts.id, mediaItems.createdBy))

function listWhere(query: MediaListQuery): SQL | undefined {
  return and(
    query.q ? everyWordIn([mediaItems.originalName, everyLanguageOf(mediaItems.alt)], query.q) : undefined,
    query.missing ? sql`coalesce(btrim(${mediaItems.alt}->>${query.missing}), '') = ''` : undefined,
    query.usable === undefined ? undefined : query.usable ? usableWhere : sql`NOT (${usableWhere})`,
  )
}

export async function listMedia(db: Database, query: MediaListQuery) {
  const where = listWhere(query)
  const [rows, [total]] = await Promise.all([
    withUploader(db)
      .where(where)
      .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(mediaItems).where(where),
  ])
  return {
    items: rows.map(({ row, createdBy }) => mediaItemOf(row, createdBy)),
    page: query.page,
    size: query.size,
    total: total?.total ?? 0,
  }
}

/** One item as the API answers it; 404 when the library does not hold it. */
export async function findMediaItem(db: Pick<Database, 'select'>, where: SQL): Promise<MediaItem> {
  const [found] = await withUploader(db).where(where).limit(1)
  if (!found) throw new ApiError('NOT_FOUND')
  return mediaItemOf(found.row, found.createdBy)
}

export const byId = (id: number) => eq(mediaItems.id, id)

/** A jsonb document naming the image anywhere inside (an image node's `attrs.mediaId`). */
const naming = (column: SQL, id: number) =>
  sql`jsonb_path_exists(${column}, '$.**.mediaId ? (@ == $id)', jsonb_build_object('id', ${id}::int))`

/** A post's body and its share images (decision 89): where a post shows library images. */
const postImages = sql`jsonb_build_array(coalesce(${posts.body}, '{}'::jsonb), coalesce(${posts.seo}, '{}'::jsonb))`

/**
 * Whether a post or a long-form page shows the image to visitors (or will, once scheduled), in its body or as its
 * share image: a change to it changes pages.
 */
export async function shownOnPages(db: Pick<Database, 'select'>, id: number): Promise<boolean> {
  const [inPosts, inPages] = await Promise.all([
    db.select({ id: posts.id }).from(posts).where(naming(postImages, id)).limit(1),
    db
      .select({ id: sitePages.id })
      .from(sitePages)
      .where(naming(sql`jsonb_build_array(${sitePages.body}, coalesce(${sitePages.seo}, '{}'::jsonb))`, id))
      .limit(1),
  ])
  return inPosts.length > 0 || inPages.length > 0
}

/** Where an image is used: posts whose body shows it, and drafts that would. */
export async function usesOf(db: Database, id: number): Promise<MediaUse[]> {
  const [published, drafted] = await Promise.all([
    db.select({ contentType: posts.postType, itemId: posts.id, title: posts.title }).from(posts).where(naming(postImages, id)),
    db
      .select({ contentType: contentDrafts.contentType, itemId: contentDrafts.itemId, title: contentDrafts.fields })
      .from(contentDrafts)
      .where(naming(sql`${contentDrafts.fields}`, id)),
  ])
  const uses = new Map<string, MediaUse>()
  for (const use of published) {
    uses.set(`${use.contentType}/${use.itemId}`, { ...use, title: use.title['ko-KR'] ?? '' })
  }
  for (const use of drafted) {
    const key = `${use.contentType}/${use.itemId}`
    const title = (use.title.title as { 'ko-KR'?: unknown } | undefined)?.['ko-KR']
    if (!uses.has(key)) uses.set(key, { ...use, title: typeof title === 'string' ? title : '' })
  }
  return [...uses.values()]
}
