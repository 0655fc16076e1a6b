import type { PublicRichDocument, RichDocument } from '~/api/contract/rich-text'
import type { Database } from '~/backend/db/database.server'
import type { LocalizedRichText } from '~/backend/db/schema'
import { publicImagesFor } from '~/backend/media/public-images'
import { baseLocale, type Locale } from '~/i18n/locales'

const emptyDocument: RichDocument = { type: 'doc', content: [] }

/**
 * A rich text field (a news body, a page, a product's description) in the reader's language, Korean when it has no
 * translation (`lang` says which), with what its images need.
 */
export async function publicRichTextOf(
  db: Database,
  text: LocalizedRichText | null,
  locale: Locale,
): Promise<PublicRichDocument> {
  const lang = text?.[locale] ? locale : baseLocale
  const doc = text?.[lang] ?? emptyDocument
  return { doc, images: await publicImagesFor(db, doc, locale), lang }
}
