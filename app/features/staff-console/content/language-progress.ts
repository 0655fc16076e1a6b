import { isEmptyRichDocument } from '~/api/contract/rich-text'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import type { LocalizedDraft } from '../kit/localized-text-fields'
import type { FieldProblem } from './editor-kind'
import type { KindForm, KindLayout, SpecRow } from './kind-form'
import type { LocalizedBody } from './rich-field'

/** How far a language of the form is written: its translated fields written, of those it is expected to have. */
export interface LanguageProgress {
  written: number
  expected: number
  /** A field of this language has a problem shown. */
  problem: boolean
}

const isWritten = (text: string | undefined) => (text ?? '').trim() !== ''

/**
 * Whether each language has a translated field, or undefined when the field does not count (an optional field with
 * no Korean, specifications with no line): the list's "missing" rule (content-list.ts), field by field.
 */
function writtenPerLanguage(field: KindLayout['fields'][number], value: unknown): Record<Locale, boolean> | undefined {
  const per = (written: (locale: Locale) => boolean) =>
    Object.fromEntries(locales.map((locale) => [locale, written(locale)])) as Record<Locale, boolean>
  switch (field.input) {
    case 'localized':
      return per((locale) => isWritten((value as LocalizedDraft)[locale]))
    case 'optional-localized':
      // A draft saved before the field was declared has none of it.
      return isWritten((value as LocalizedDraft | undefined)?.[baseLocale])
        ? per((locale) => isWritten((value as LocalizedDraft)[locale]))
        : undefined
    case 'rich':
      return per((locale) => {
        const doc = (value as LocalizedBody)[locale]
        return doc !== undefined && !isEmptyRichDocument(doc)
      })
    case 'specs': {
      const rows = value as SpecRow[]
      if (rows.length === 0) return undefined
      return per((locale) => rows.every((row) => isWritten(row.label[locale]) && isWritten(row.value[locale])))
    }
    default:
      return undefined
  }
}

/** Each language's progress through the form's translated fields, and whether a problem shown is in it. */
export function languageProgress(
  layout: KindLayout,
  form: KindForm,
  problems: Record<string, FieldProblem>,
): Record<Locale, LanguageProgress> {
  const progress = Object.fromEntries(locales.map((locale) => [locale, { written: 0, expected: 0, problem: false }])) as Record<
    Locale,
    LanguageProgress
  >
  for (const field of layout.fields) {
    const written = writtenPerLanguage(field, form[field.name])
    if (!written) continue
    for (const locale of locales) {
      progress[locale].expected += 1
      if (written[locale]) progress[locale].written += 1
    }
  }
  for (const key of Object.keys(problems)) {
    const locale = localeOfProblem(key)
    if (locale) progress[locale].problem = true
  }
  return progress
}

/** The language a problem's key names (`title.ja-JP`, `specs.0.label.en-US`), if any. */
export function localeOfProblem(key: string): Locale | undefined {
  return locales.find((locale) => key.split('.').includes(locale))
}
