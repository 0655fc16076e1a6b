import type { PublicImage, RichDocument } from '~/api/contract/rich-text'
import type { Database } from '~/backend/db/database.server'
import { publicImagesFor } from '~/backend/media/public-images'
import type { Locale } from '~/i18n/locales'

/**
 * Images of the media library named outside a document (a client's logo), as a public read answers them, by id:
 * those the library no longer has, or cannot show yet, are missing, and the page shows the item without one.
 */
export async function publicImagesOf(db: Database, ids: number[], locale: Locale): Promise<Map<number, PublicImage>> {
  const doc: RichDocument = { type: 'doc', content: ids.map((mediaId) => ({ type: 'image', attrs: { mediaId } })) }
  const images = await publicImagesFor(db, doc, locale)
  return new Map(images.map((image) => [image.mediaId, image]))
}
