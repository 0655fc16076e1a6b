import type { Locale } from '~/i18n/locales'
import type { Text5 } from '~/i18n/text5'
import type { LocalizedDocument } from './content/types'

/** A long-form page in one language, as the browser receives it. */
export interface StaticDocument {
  lead: string
  effectiveDate?: string
  sections: Array<{ heading: string; paragraphs: string[]; items: string[] }>
}

export const staticDocumentNames = ['vision', 'research-intro', 'showroom', 'terms', 'privacy'] as const
export type StaticDocumentName = (typeof staticDocumentNames)[number]

const pick = (text: Text5, locale: Locale) => text[locale]

export function localizeDocument(document: LocalizedDocument, locale: Locale): StaticDocument {
  return {
    lead: pick(document.lead, locale),
    effectiveDate: document.effectiveDate,
    sections: document.sections.map((section) => ({
      heading: pick(section.heading, locale),
      paragraphs: (section.paragraphs ?? []).map((text) => pick(text, locale)),
      items: (section.items ?? []).map((text) => pick(text, locale)),
    })),
  }
}
