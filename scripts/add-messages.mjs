// Adds or updates messages in all five catalogues from a JSON file:
//   { "key": { "ko-KR": "…", "en-US": "…", "zh-CN": "…", "zh-TW": "…", "ja-JP": "…" } }
// Usage: node scripts/add-messages.mjs new-messages.json
import { readFileSync, writeFileSync } from 'node:fs'

const locales = ['ko-KR', 'en-US', 'zh-CN', 'zh-TW', 'ja-JP']
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'))
for (const [key, texts] of Object.entries(additions)) {
  const missing = locales.filter((locale) => !texts[locale])
  if (missing.length) throw new Error(`${key} lacks ${missing.join(', ')}`)
}
for (const locale of locales) {
  const path = `messages/${locale}.json`
  const catalogue = JSON.parse(readFileSync(path, 'utf8'))
  for (const [key, texts] of Object.entries(additions)) catalogue[key] = texts[locale]
  writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`)
}
console.log(`messages: ${Object.keys(additions).length} keys written to ${locales.length} catalogues`)
