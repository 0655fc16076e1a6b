// Adds or updates messages in the catalogues from a JSON file, each in the languages it is written in:
//   { "key": { "ko-KR": "…", "en-US": "…", "zh-CN": "…", "zh-TW": "…", "ja-JP": "…" } }
// The staff console's messages (`admin_…`) in the console's languages only: { "admin_key": { "ko-KR": "…", "en-US": "…" } }.
// Usage: node scripts/add-messages.mjs new-messages.json
import { readFileSync, writeFileSync } from 'node:fs'
import { consoleLocales, isConsoleMessage } from '../app/i18n/console-locales.ts'

const { locales } = JSON.parse(readFileSync(new URL('../project.inlang/settings.json', import.meta.url), 'utf8'))
const localesOf = (key) => (isConsoleMessage(key) ? consoleLocales : locales)
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'))
for (const [key, texts] of Object.entries(additions)) {
  const missing = localesOf(key).filter((locale) => !texts[locale])
  if (missing.length) throw new Error(`${key} lacks ${missing.join(', ')}`)
  const extra = Object.keys(texts).filter((locale) => !localesOf(key).includes(locale))
  if (extra.length) throw new Error(`${key} is written in ${localesOf(key).join(', ')} only, not ${extra.join(', ')}`)
}
for (const locale of locales) {
  const path = `messages/${locale}.json`
  const catalogue = JSON.parse(readFileSync(path, 'utf8'))
  for (const [key, texts] of Object.entries(additions)) if (texts[locale]) catalogue[key] = texts[locale]
  writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`)
}
console.log(`messages: ${Object.keys(additions).length} keys written`)
