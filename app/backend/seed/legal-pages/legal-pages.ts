import type { RichBlock, RichDocument } from '~/api/contract/rich-text'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { LocalizedRichText, LocalizedText } from '~/backend/db/schema'
import { type Locale, locales } from '~/i18n/locales'
import { privacy } from './privacy'
import { terms } from './terms'
import type { LocalizedDocument } from './types'

/** The legal pages every site starts with, as templates the company reviews (decision 123); the others are the demo's. */
const legalDocuments = { terms, privacy } satisfies Partial<Record<SitePageName, LocalizedDocument>>

const paragraph = (text: string): RichBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] })

/** A legal page's sections in one language as the editor's document: a heading each, its paragraphs, its list. */
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

export interface LegalPage {
  name: SitePageName
  lead: LocalizedText
  body: LocalizedRichText
  effectiveDate: string | null
}

/** The legal pages as the site ships them, in five languages, published at the site's first start. */
export const legalPages = (): LegalPage[] =>
  (Object.entries(legalDocuments) as Array<[SitePageName, LocalizedDocument]>).map(([name, document]) => ({
    name,
    lead: document.lead,
    body: Object.fromEntries(locales.map((locale) => [locale, bodyIn(document, locale)])),
    effectiveDate: document.effectiveDate ?? null,
  }))
