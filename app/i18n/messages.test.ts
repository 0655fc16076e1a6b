import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { consoleLocales, isConsoleMessage } from './console-locales'
import { baseLocale, locales } from './locales'

const messagesDir = join(process.cwd(), 'messages')
type Messages = Record<string, string>

function load(locale: string): Messages {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Messages
  return messages
}

const catalogue = Object.fromEntries(locales.map((locale) => [locale, load(locale)])) as Record<string, Messages>
const base = catalogue[baseLocale] ?? {}
const english = catalogue['en-US'] ?? {}
/** The languages translated from Korean and English, whose texts should not be English. */
const translatedLocales = locales.filter((locale) => locale !== baseLocale && locale !== 'en-US')

/**
 * Keys whose translation may legitimately equal the English text: brand names, codes and words
 * these languages borrow as they are.
 */
const sameAsEnglishAllowed = new Set(['dialog_ok', 'hot_corner_label', 'thesis_doi', 'contact_type_OEM_ODM'])

/** The languages a message is written in: the console's (`admin_`) in the console's languages, every other in all. */
const localesOf = (key: string): readonly string[] => (isConsoleMessage(key) ? consoleLocales : locales)
const allKeys = new Set(Object.values(catalogue).flatMap((messages) => Object.keys(messages)))

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
/** A Korean particle's form, chosen by the word before it (`{titleJosa}` after `{title}`, app/i18n/korean-josa.ts). */
const isJosa = (placeholder: string) => placeholder.endsWith('Josa')

describe('message catalogues', () => {
  it('has exactly one file per locale', () => {
    expect(
      readdirSync(messagesDir)
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...locales].map((l) => `${l}.json`).sort())
  })

  it.each(locales)('%s has every message written in it, each non-empty, and no other', (locale) => {
    const messages = catalogue[locale] ?? {}
    const missing = [...allKeys].filter((key) => localesOf(key).includes(locale) && !(key in messages))
    const extra = Object.keys(messages).filter((key) => !localesOf(key).includes(locale))
    const empty = Object.entries(messages)
      .filter(([, text]) => !text.trim())
      .map(([key]) => key)
    expect(missing, `missing in ${locale}`).toEqual([])
    expect(extra, `in ${locale}, which is not written in it`).toEqual([])
    expect(empty, `empty in ${locale}`).toEqual([])
  })

  it.each(locales)('%s uses the same placeholders as ko-KR (its particles aside)', (locale) => {
    const words = (text: string) => placeholders(text).filter((placeholder) => locale === baseLocale || !isJosa(placeholder))
    const mismatched = Object.keys(base).filter(
      (key) =>
        key in (catalogue[locale] ?? {}) &&
        JSON.stringify(placeholders(catalogue[locale]?.[key] ?? '')) !== JSON.stringify(words(base[key] ?? '')),
    )
    expect(mismatched).toEqual([])
  })

  it('puts each Korean particle right after the word it follows, and the other languages have none', () => {
    const astray = Object.entries(base).flatMap(([key, text]) =>
      placeholders(text)
        .filter(isJosa)
        // Only quotes, brackets or another placeholder in brackets between: ‘{title}’({date}){titleJosa}.
        .filter(
          (josa) =>
            !new RegExp(`\\{${josa.slice(0, -'Josa'.length)}\\}[^\\p{L}\\p{N}]*(\\(\\{\\w+\\}\\))?\\{${josa}\\}`, 'u').test(text),
        )
        .map((josa) => `${key}: {${josa}}`),
    )
    expect(astray).toEqual([])
    const elsewhere = locales
      .filter((locale) => locale !== baseLocale)
      .flatMap((locale) => Object.entries(catalogue[locale] ?? {}).filter(([, text]) => placeholders(text).some(isJosa)))
      .map(([key]) => key)
    expect(elsewhere).toEqual([])
  })

  it.each(translatedLocales)('%s is translated, not English left in place', (locale) => {
    const untranslated = Object.entries(catalogue[locale] ?? {})
      .filter(([key, text]) => !sameAsEnglishAllowed.has(key) && text === english[key])
      .map(([key]) => key)
    expect(untranslated).toEqual([])
  })

  it('keeps the allow-list honest: every allowed key exists', () => {
    for (const key of sameAsEnglishAllowed) expect(base).toHaveProperty(key)
  })
})
