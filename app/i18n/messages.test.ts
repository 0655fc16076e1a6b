import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from './locales'

const messagesDir = join(process.cwd(), 'messages')
type Messages = Record<string, string>

function load(locale: string): Messages {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Messages
  return messages
}

const catalogue = Object.fromEntries(locales.map((locale) => [locale, load(locale)])) as Record<string, Messages>
const base = catalogue['ko-KR'] ?? {}
const english = catalogue['en-US'] ?? {}

/**
 * Keys whose translation may legitimately equal the English text: brand names, codes and words
 * these languages borrow as they are.
 */
const sameAsEnglishAllowed = new Set(['dialog_ok', 'hot_corner_label', 'thesis_doi', 'contact_type_OEM_ODM'])

/** The staff console speaks Korean and English only: the other languages carry its English text so Paraglide compiles. */
const isConsoleMessage = (key: string) => key.startsWith('admin_')

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message catalogues', () => {
  it('has exactly one file per locale', () => {
    expect(
      readdirSync(messagesDir)
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...locales].map((l) => `${l}.json`).sort())
  })

  it.each(locales)('%s has every key of every other locale, each non-empty', (locale) => {
    const messages = catalogue[locale] ?? {}
    const allKeys = new Set(Object.values(catalogue).flatMap((m) => Object.keys(m)))
    const missing = [...allKeys].filter((key) => !(key in messages))
    const empty = Object.entries(messages)
      .filter(([, text]) => !text.trim())
      .map(([key]) => key)
    expect(missing, `missing in ${locale}`).toEqual([])
    expect(empty, `empty in ${locale}`).toEqual([])
  })

  it.each(locales)('%s uses the same placeholders as ko-KR', (locale) => {
    const mismatched = Object.keys(base).filter(
      (key) => JSON.stringify(placeholders(catalogue[locale]?.[key] ?? '')) !== JSON.stringify(placeholders(base[key] ?? '')),
    )
    expect(mismatched).toEqual([])
  })

  it.each(['ja-JP', 'zh-TW', 'zh-CN'])('%s is translated, not English left in place', (locale) => {
    const untranslated = Object.entries(catalogue[locale] ?? {})
      .filter(([key, text]) => !sameAsEnglishAllowed.has(key) && !isConsoleMessage(key) && text === english[key])
      .map(([key]) => key)
    expect(untranslated).toEqual([])
  })

  it('keeps the allow-list honest: every allowed key exists', () => {
    for (const key of sameAsEnglishAllowed) expect(base).toHaveProperty(key)
  })
})
