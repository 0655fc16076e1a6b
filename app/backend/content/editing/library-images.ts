import { inArray } from 'drizzle-orm'
import type { RichDocument } from '~/api/contract/rich-text'
import type { Tx } from '~/backend/admin/db-transaction'
import { mediaItems } from '~/backend/db/content-editing-schema'
import { ApiError } from '~/backend/http/api-error'
import { mediaIdsOf } from '~/backend/media/public-images'

/** Every image of a rich text field, in every language, must be in the media library; else the field is refused. */
export async function checkLibraryImages(tx: Tx, documents: Partial<Record<string, RichDocument>>, field: string): Promise<void> {
  const ids = [...new Set(Object.values(documents).flatMap((doc) => (doc ? mediaIdsOf(doc) : [])))]
  if (ids.length === 0) return
  const found = await tx.select({ id: mediaItems.id }).from(mediaItems).where(inArray(mediaItems.id, ids))
  if (found.length !== ids.length) throw new ApiError('BAD_REQUEST', undefined, {}, field)
}
