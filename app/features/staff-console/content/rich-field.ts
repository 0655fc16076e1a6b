import type { RichDocument } from '~/api/contract/rich-text'
import { type Locale, locales } from '~/i18n/locales'
import { type FieldText, richDocumentImages, richDocumentText } from './revision-diff'

/** A rich text field as a form holds it: a document per language, the ones written so far. */
export type LocalizedBody = Partial<Record<Locale, RichDocument>>

const emptyDoc: RichDocument = { type: 'doc', content: [] }

/** The field as the API takes it: Korean always sent (empty when nothing is written, which publishing refuses). */
export const richFieldInput = (body: LocalizedBody): LocalizedBody => ({ 'ko-KR': emptyDoc, ...body })

/** A rich text field as a comparison reads it: its text per language; `same` tells equal documents apart exactly. */
export const richFieldTexts = (field: string, value: unknown): FieldText[] => {
  const body = (value ?? {}) as LocalizedBody
  return locales.map((locale) => ({
    field,
    locale,
    text: richDocumentText(body[locale]),
    images: richDocumentImages(body[locale]),
    same: JSON.stringify(body[locale] ?? null),
  }))
}
