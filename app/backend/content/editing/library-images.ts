import { inArray } from 'drizzle-orm'
import type { RichDocument } from '~/api/contract/rich-text'
import type { SeoFields } from '~/api/contract/seo-fields'
import type { Tx } from '~/backend/admin/db-transaction'
import { mediaItems } from '~/backend/db/content-editing-schema'
import { ApiError } from '~/backend/http/api-error'
import { mediaIdsOf } from '~/backend/media/public-images'

/** Every id must name an image of the media library; else the field is refused. */
async function checkLibraryIds(tx: Tx, ids: readonly number[], field: string): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  const found = await tx.select({ id: mediaItems.id }).from(mediaItems).where(inArray(mediaItems.id, unique))
  if (found.length !== unique.length) throw new ApiError('BAD_REQUEST', undefined, {}, field)
}

/** Every image of a rich text field, in every language, must be in the media library; else the field is refused. */
export async function checkLibraryImages(tx: Tx, documents: Partial<Record<string, RichDocument>>, field: string): Promise<void> {
  await checkLibraryIds(
    tx,
    Object.values(documents).flatMap((doc) => (doc ? mediaIdsOf(doc) : [])),
    field,
  )
}

/** The share images of an item's search and sharing fields, in every language, must be in the media library. */
export async function checkShareImages(tx: Tx, seo: SeoFields, field = 'seo'): Promise<void> {
  await checkLibraryIds(
    tx,
    Object.values(seo.translations).flatMap((translation) => (translation?.image ? [translation.image.mediaId] : [])),
    field,
  )
}
