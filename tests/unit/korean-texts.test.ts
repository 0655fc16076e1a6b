import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 66, the Korean a reader meets in the catalogue and in the server's own texts (mails, the pharmacy import's
 * refusals): no particle left to the reader, and one word for one thing.
 */
const catalogue = JSON.parse(readFileSync(join(process.cwd(), 'messages', 'ko-KR.json'), 'utf8')) as Record<string, string>

/** The app's own source files (the compiled catalogue and the tests aside), path by path. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}
const sources = sourceFiles(join(process.cwd(), 'app')).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

/** Every Korean text that matches: the catalogue's by key, the server's by file and line. */
const textsMatching = (pattern: RegExp) => [
  ...Object.entries(catalogue).flatMap(([key, text]) => (pattern.test(text) ? [`${key}: ${text}`] : [])),
  ...sources.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line) => (pattern.test(line) ? [`${path}: ${line.trim()}`] : [])),
  ),
]

describe('Korean texts', () => {
  // "이(가)", "을(를)", "(으)로" after a name or a word that varies: the particle is chosen by the word's last sound
  // (josaAfter, app/i18n/korean-josa.ts), or the sentence puts a fixed word there ("{email} 주소로").
  it('never leave a particle’s form to the reader', () => {
    expect(textsMatching(/[가-힣]\((가|를|는|과|와|이|나|야|란)\)|\(으\)로|\(이\)[가-힣]/u)).toEqual([])
  })

  it.each([
    // The public sample page says 운송장 번호; a 송장 is an invoice.
    { thing: 'a parcel’s tracking number', word: '운송장', other: /(?<!운)송장/u },
    // The invitation, password and security mails and the audit log say 직원, as most of the console did.
    { thing: 'the people who work in the console', word: '직원', other: /스태프/u },
    // What Korean counts a picture's resolution in, with 만: 4,000만 화소.
    { thing: 'an image’s resolution', word: '화소', other: /메가픽셀|메가 픽셀/u },
  ])('call $thing $word, always', ({ other }) => {
    expect(textsMatching(other)).toEqual([])
  })
})
