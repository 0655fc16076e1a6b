import { and, inArray } from 'drizzle-orm'
import type { PublicImage, RichDocument } from '~/api/contract/rich-text'
import { mediaItems } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'
import { mediaFileUrl } from './media-file-url'
import { usableWhere } from './media-items'

/** The media library's ids a document's images name. */
export function mediaIdsOf(doc: RichDocument | undefined): number[] {
  const ids = new Set<number>()
  const walk = (node: unknown) => {
    const item = node as { type?: string; attrs?: { mediaId?: unknown }; content?: unknown[] }
    if (item.type === 'image' && typeof item.attrs?.mediaId === 'number') ids.add(item.attrs.mediaId)
    if (Array.isArray(item.content)) for (const child of item.content) walk(child)
  }
  if (doc) walk(doc)
  return [...ids]
}

/**
 * What a page needs to show a document's images: each item's alt text in the reader's language (Korean as the
 * fallback), its size and files. Items deleted from the library, and those not usable yet (no Korean alt text), are
 * left out: the page then leaves the image out.
 */
export async function publicImagesFor(db: Database, doc: RichDocument | undefined, locale: Locale): Promise<PublicImage[]> {
  const ids = mediaIdsOf(doc)
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(mediaItems)
    .where(and(inArray(mediaItems.id, ids), usableWhere))
  return rows.map((row) => ({
    mediaId: row.id,
    alt: pick(row.alt, locale),
    width: row.width,
    height: row.height,
    variants: row.files.map((file) => ({ format: file.format, width: file.width, url: mediaFileUrl(file.name) })),
  }))
}
