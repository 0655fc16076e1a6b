import type { RichBlock, RichDocument } from '~/api/contract/rich-text'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { LocalizedRichText, LocalizedText } from '~/backend/db/schema'
import { type Locale, locales } from '~/i18n/locales'
import { privacy } from './privacy'
import { researchIntro } from './research-intro'
import { showroom } from './showroom'
import { terms } from './terms'
import type { LocalizedDocument } from './types'
import { vision } from './vision'

const shippedDocuments: Record<SitePageName, LocalizedDocument> = {
  vision,
  'research-intro': researchIntro,
  showroom,
  terms,
  privacy,
}

const paragraph = (text: string): RichBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] })

/** A shipped page's sections in one language as the editor's document: a heading each, its paragraphs, its list. */
function bodyIn(document: LocalizedDocument, locale: Locale): RichDocument {
  return {
    type: 'doc',
    content: document.sections.flatMap((section): RichBlock[] => [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: section.heading[locale] }] },
      ...(section.paragraphs ?? []).map((text) => paragraph(text[locale])),
      ...(section.items?.length
        ? [
            {
              type: 'bulletList' as const,
              content: section.items.map((item) => ({ type: 'listItem' as const, content: [paragraph(item[locale])] })),
            },
          ]
        : []),
    ]),
  }
}

export interface ShippedPage {
  name: SitePageName
  lead: LocalizedText
  body: LocalizedRichText
  effectiveDate: string | null
}

/** The pages as the site ships them, in five languages: what an empty site_pages table is filled with. */
export const shippedPages = (): ShippedPage[] =>
  (Object.entries(shippedDocuments) as Array<[SitePageName, LocalizedDocument]>).map(([name, document]) => ({
    name,
    lead: document.lead,
    body: Object.fromEntries(locales.map((locale) => [locale, bodyIn(document, locale)])),
    effectiveDate: document.effectiveDate ?? null,
  }))
