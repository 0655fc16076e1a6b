import * as v from 'valibot'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import type { TextLines } from './text-fault'
import { multiLine } from './typed-text'

/**
 * A value per language, as staff edit it (issue 24): Korean (the original) is required, the others may be left out
 * and then fall back to Korean on the public site. An empty or blank value is the same as a missing one.
 */
export type Localized<T> = { 'ko-KR': T } & Partial<Record<Exclude<Locale, 'ko-KR'>, T>>

/** An object schema's entries, one per language: `korean` for Korean (the original), `other` for the rest. */
export function entriesPerLocale<K extends v.GenericSchema, O extends v.GenericSchema>(korean: K, other: O) {
  return Object.fromEntries(locales.map((locale) => [locale, locale === baseLocale ? korean : other])) as {
    [L in Locale]: L extends typeof baseLocale ? K : O
  }
}

const keptText = (max: number, lines: TextLines) =>
  lines === 'multi' ? v.pipe(v.string(), multiLine, v.trim(), v.maxLength(max)) : v.pipe(v.string(), v.trim(), v.maxLength(max))

function withoutEmpty<T>(value: Record<string, T | undefined>, isEmpty: (item: T) => boolean) {
  const kept: Record<string, T> = {}
  for (const locale of locales) {
    const item = value[locale]
    if (item !== undefined && !isEmpty(item)) kept[locale] = item
  }
  return kept as Localized<T>
}

/** Text in five languages, each at most `max` characters (one line unless `lines` says); Korean required and not blank. */
export function localizedText(max: number, lines: TextLines = 'single') {
  const text = v.optional(keptText(max, lines))
  return v.pipe(
    v.object(entriesPerLocale(v.pipe(keptText(max, lines), v.minLength(1)), text)),
    v.transform((value) => withoutEmpty<string>(value, (item) => item === '')),
  )
}

/** The same, where even Korean may be left out (a field a type of item does not need). */
export function optionalLocalizedText(max: number, lines: TextLines = 'single') {
  const text = v.optional(keptText(max, lines))
  return v.pipe(
    v.object(entriesPerLocale(text, text)),
    v.transform((value) => withoutEmpty<string>(value, (item) => item === '') as Partial<Record<Locale, string>>),
  )
}

/** The languages in which a value is missing (absent or blank), in the site's order: what an editor still has to do. */
export function missingLocales(value: Partial<Record<Locale, unknown>> | null | undefined): Locale[] {
  return locales.filter((locale) => {
    const item = value?.[locale]
    return item === undefined || item === null || (typeof item === 'string' && item.trim() === '')
  })
}
