import { and, eq } from 'drizzle-orm'
import type { PublicSeo, SeoFields, ShareImageChoice } from '~/api/contract/seo-fields'
import { shareImageSize } from '~/api/contract/seo-fields'
import { mediaItems } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { pick } from '~/backend/http/localize'
import { usableWhere } from '~/backend/media/media-items'
import { shareImageUrl, shareSourceOf } from '~/backend/media/share-image-url'
import { baseLocale, type Locale } from '~/i18n/locales'

/** The share image as a page names it; none when the image left the library or is not usable (no Korean alt text). */
async function shareImageOf(db: Database, choice: ShareImageChoice, locale: Locale): Promise<PublicSeo['image']> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.id, choice.mediaId), usableWhere))
  const source = row && shareSourceOf(row)
  if (!row || !source) return null
  return {
    url: shareImageUrl(source, { x: choice.focusX, y: choice.focusY }),
    ...shareImageSize,
    alt: pick(row.alt, locale),
  }
}

/**
 * What a page gets of an item's search and sharing fields in the reader's language (decision 89): the texts written
 * for that language (none: the page derives them), the image chosen for it, else the Korean one.
 */
export async function publicSeoOf(db: Database, seo: SeoFields | null, locale: Locale): Promise<PublicSeo> {
  const own = seo?.translations[locale]
  const image = own?.image ?? seo?.translations[baseLocale]?.image ?? null
  return {
    title: own?.title || null,
    description: own?.description || null,
    image: image ? await shareImageOf(db, image, locale) : null,
  }
}
