import { describe, expect, it } from 'vitest'
import type { Text5 } from '~/i18n/text5'
import { privacy } from './privacy'
import { terms } from './terms'
import type { LocalizedDocument } from './types'

const documents: Record<string, LocalizedDocument> = { terms, privacy }

function textsOf(document: LocalizedDocument): Text5[] {
  return [
    document.lead,
    ...document.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.items ?? [])]),
  ]
}

const allTexts: Array<[string, Text5]> = Object.entries(documents).flatMap(([name, document]) =>
  textsOf(document).map((text) => [name, text] as [string, Text5]),
)

describe('the legal pages’ texts', () => {
  it('have every text in all five languages', () => {
    const empty = allTexts.filter(
      ([, text]) => Object.values(text).length !== 5 || Object.values(text).some((value) => !value.trim()),
    )
    expect(empty.map(([name, text]) => `${name}: ${text['en-US']}`)).toEqual([])
  })

  it('are translated into Chinese and Japanese, not left in English', () => {
    const untranslated = allTexts.filter(([, text]) =>
      (['zh-CN', 'zh-TW', 'ja-JP'] as const).some((locale) => text[locale] === text['en-US']),
    )
    expect(untranslated.map(([name, text]) => `${name}: ${text['en-US']}`)).toEqual([])
  })

  it('state the inquiry retention and the six-month re-registration bar in the privacy policy', () => {
    const policy = textsOf(privacy)
    expect(policy.some((text) => text['ko-KR'].includes('3개월'))).toBe(true)
    expect(policy.some((text) => text['ko-KR'].includes('6개월'))).toBe(true)
    expect(policy.some((text) => /3 months|three months/.test(text['en-US']))).toBe(true)
    expect(policy.some((text) => /six months|6 months/.test(text['en-US']))).toBe(true)
  })
})
