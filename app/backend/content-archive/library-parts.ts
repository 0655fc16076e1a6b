import { asc } from 'drizzle-orm'
import * as v from 'valibot'
import { localizedText } from '~/api/contract/localized-text'
import { postTypes } from '~/api/contract/posts'
import { mediaItems } from '~/backend/db/content-editing-schema'
import { postCategories } from '~/backend/db/schema'
import { locales } from '~/i18n/locales'
import { mediaStorageKey } from '../media/media-storage'
import { isArchiveFileKey } from './archive-format'
import { holdsRows, schemaPart } from './schema-part'

const sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const size = v.pipe(v.number(), v.integer(), v.minValue(1))
const mediaFileName = v.pipe(
  v.string(),
  v.check((name) => isArchiveFileKey(mediaStorageKey(name))),
)

/** An image of the media library: its key is the SHA-256 of the bytes uploaded, its files the variants made of them. */
const archivedImage = v.object({
  key: sha256,
  originalName: v.pipe(v.string(), v.maxLength(300)),
  width: size,
  height: size,
  alt: v.record(v.picklist(locales), v.pipe(v.string(), v.maxLength(500))),
  files: v.pipe(
    v.array(v.object({ format: v.picklist(['avif', 'webp', 'jpeg']), width: size, name: mediaFileName, bytes: size })),
    v.minLength(1),
    v.maxLength(50),
  ),
})

/** The media library, first: the other parts' images name its items. */
export const mediaPart = schemaPart({
  name: 'media',
  schema: archivedImage,
  references: (item) => ({ files: item.files.map((file) => ({ field: 'files', key: mediaStorageKey(file.name) })) }),
  keys: (items) => ({ media: items.map((item) => item.key) }),
  async read(db, _ids, files) {
    const rows = await db.select().from(mediaItems).orderBy(asc(mediaItems.id))
    for (const row of rows) for (const file of row.files) files.add(mediaStorageKey(file.name))
    return rows.map((row) => ({
      key: row.sha256,
      originalName: row.originalName,
      width: row.width,
      height: row.height,
      alt: row.alt,
      files: row.files,
    }))
  },
  async write(tx, items) {
    if (items.length === 0) return
    await tx.insert(mediaItems).values(items.map(({ key, ...item }) => ({ ...item, sha256: key })))
  },
  holdsItems: (db) => holdsRows(db, mediaItems),
})

const categoryKey = v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))

/** The posts' categories, in their order: a post names its category by key. */
export const postCategoryPart = schemaPart({
  name: 'post-categories',
  schema: v.object({ key: categoryKey, postType: v.picklist(postTypes), name: localizedText(100) }),
  keys: (items) => ({ 'post-category': items.map((item) => item.key) }),
  async read(db) {
    const rows = await db.select().from(postCategories).orderBy(asc(postCategories.sortOrder), asc(postCategories.id))
    return rows.map((row) => ({ key: row.key, postType: row.postType, name: row.name }))
  },
  async write(tx, items) {
    if (items.length === 0) return undefined
    const rows = await tx
      .insert(postCategories)
      .values(items.map((item, index) => ({ ...item, sortOrder: index })))
      .returning({ id: postCategories.id })
    return { post_categories: rows.map((row) => row.id) }
  },
  holdsItems: (db) => holdsRows(db, postCategories),
})
