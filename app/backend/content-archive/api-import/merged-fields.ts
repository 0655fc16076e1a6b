import type { FormField } from '~/api/contract/kinds/kind-fields'
import { type Locale, locales } from '~/i18n/locales'

/** An item as each language's public read answers it. */
export type PerLocale = Partial<Record<Locale, Record<string, unknown>>>

const KOREAN: Locale = 'ko-KR'

/**
 * A translated text per language, from what each language's read answered: a read falls back to Korean where a
 * translation is missing (decision 1's rule), so a language that answers the Korean text has none of its own.
 */
export function translated(values: Partial<Record<Locale, unknown>>): Partial<Record<Locale, string>> {
  const korean = values[KOREAN]
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const value = values[locale]
      if (typeof value !== 'string' || value === '') return []
      return locale === KOREAN || value !== korean ? [[locale, value]] : []
    }),
  )
}

/** A rich text per language: a read marks the Korean it falls back to with `lang`. */
function richPerLocale(values: Partial<Record<Locale, unknown>>) {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const value = values[locale] as { doc?: unknown; lang?: Locale } | undefined
      if (!value?.doc) return []
      return (value.lang ?? locale) === locale ? [[locale, value.doc]] : []
    }),
  )
}

/** A product's specifications: label and value per line, each translated. */
function specsPerLocale(values: Partial<Record<Locale, unknown>>) {
  const korean = (values[KOREAN] as Array<{ label: string; value: string }> | undefined) ?? []
  return korean.map((_, index) => {
    const line = (key: 'label' | 'value') =>
      translated(
        Object.fromEntries(
          locales.map((locale) => [locale, (values[locale] as Array<Record<string, string>> | undefined)?.[index]?.[key]]),
        ),
      )
    return { label: line('label'), value: line('value') }
  })
}

/** Search and sharing per language as its reads show them (their share images are crops the API makes: not carried). */
function seoPerLocale(values: Partial<Record<Locale, unknown>>, items: PerLocale) {
  const text = (key: 'title' | 'description') =>
    translated(
      Object.fromEntries(locales.map((locale) => [locale, (values[locale] as Record<string, unknown> | undefined)?.[key]])),
    )
  const titles = text('title')
  const descriptions = text('description')
  const translations = Object.fromEntries(
    locales.flatMap((locale) =>
      titles[locale] || descriptions[locale]
        ? [[locale, { title: titles[locale] ?? '', description: descriptions[locale] ?? '', image: null }]]
        : [],
    ),
  )
  return { noindex: items[KOREAN]?.noindex === true, translations }
}

type Merge = (values: Partial<Record<Locale, unknown>>, items: PerLocale) => unknown

const mergeOf: Partial<Record<FormField['input'], Merge>> = {
  localized: translated,
  'optional-localized': translated,
  rich: richPerLocale,
  specs: specsPerLocale,
  seo: seoPerLocale,
  // An image as a read answers it: the library item it shows.
  media: (values) => (values[KOREAN] as { mediaId?: number } | null | undefined)?.mediaId ?? null,
}

/**
 * An item's declared fields (decision 120) from its public reads in every language: each field under its public name
 * (or `publicName`, or the name `aliases` gives it), translated ones gathered per language, the others as Korean's read
 * answers them. A field no read shows is left out (the check then says which a kind requires).
 */
export function mergedFields(
  formFields: readonly FormField[],
  items: PerLocale,
  aliases: Record<string, string> = {},
): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const field of formFields) {
    const name = aliases[field.name] ?? field.publicName ?? field.name
    const korean = items[KOREAN]
    if (!korean || !(name in korean)) continue
    const merge = mergeOf[field.input]
    fields[field.name] = merge
      ? merge(Object.fromEntries(locales.map((locale) => [locale, items[locale]?.[name]])), items)
      : korean[name]
  }
  return fields
}

/** Each language's list, item by item: by `id` (or what `identity` reads), in the Korean list's order. */
export function alignedByIdentity(
  lists: Partial<Record<Locale, Array<Record<string, unknown>>>>,
  identity: (item: Record<string, unknown>) => unknown = (item) => item.id,
): PerLocale[] {
  const byLocale = Object.fromEntries(
    locales.map((locale) => [locale, new Map((lists[locale] ?? []).map((item) => [identity(item), item]))]),
  ) as Record<Locale, Map<unknown, Record<string, unknown>>>
  return (lists[KOREAN] ?? []).map((item) =>
    Object.fromEntries(locales.map((locale) => [locale, byLocale[locale].get(identity(item))])),
  ) as PerLocale[]
}
