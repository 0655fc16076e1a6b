import { describe, expect, it } from 'vitest'
import { highlighted, snippet } from './highlight'
import { foldForSearch } from './search-folding'
import { likeness } from './search-suggestions'
import { searchTerms } from './search-terms'

const formsOf = (query: string, locale: Parameters<typeof searchTerms>[1]) => searchTerms(query, locale).map((term) => term.forms)

describe('the words of a query', () => {
  it('finds a Korean word with or without its particle', () => {
    expect(formsOf('유산균을 먹는 포스트바이오틱스', 'ko-KR')).toEqual([['유산균을', '유산균'], ['먹는'], ['포스트바이오틱스']])
    expect(formsOf('연구에서', 'ko-KR')).toEqual([['연구에서', '연구']])
    // A one-syllable stem is no word to look for: 이 of 이가 is not stripped to nothing.
    expect(formsOf('균이', 'ko-KR')).toEqual([['균이']])
  })

  it('cuts Japanese and Chinese typed without spaces into words, keeping katakana loanwords whole', () => {
    expect(formsOf('ポストバイオティクスの研究', 'ja-JP')).toEqual([['ポストバイオティクス'], ['研究']])
    expect(formsOf('乳酸菌研究进展', 'zh-CN')).toEqual([['乳酸菌'], ['研究'], ['进展']])
  })

  it('folds case, accents and full-width letters, and keeps DOIs and patent numbers whole', () => {
    expect(formsOf('Café PROBIOTIC ＬＡＢ', 'en-US')).toEqual([['cafe'], ['probiotic'], ['lab']])
    expect(formsOf('10.1016/j.jff.2019.04.052.', 'en-US')).toEqual([['10.1016/j.jff.2019.04.052']])
    expect(formsOf('10-2019-0039127', 'ko-KR')).toEqual([['10-2019-0039127']])
  })

  it('counts each word once, at most eight, and nothing for punctuation alone', () => {
    expect(formsOf('lab lab LAB', 'en-US')).toEqual([['lab']])
    expect(searchTerms('a b c d e f g h i j', 'en-US')).toHaveLength(8)
    expect(searchTerms('?!… — ·', 'ko-KR')).toEqual([])
  })
})

describe('folding', () => {
  it('keeps the length of the text, so a match found in the folded text marks the original', () => {
    const text = 'Ébauche d’Ÿvette — 유산균 がぎ'
    expect(foldForSearch(text)).toHaveLength(text.length)
    expect(foldForSearch(text)).toBe('ebauche d’yvette — 유산균 がぎ')
  })
})

describe('highlights and passages', () => {
  it('marks every match of any form, in the original spelling', () => {
    expect(highlighted('Café and CAFE', ['cafe'])).toEqual([
      { text: 'Café', match: true },
      { text: ' and ', match: false },
      { text: 'CAFE', match: true },
    ])
  })

  it('takes the passage around the first match, cut with an ellipsis', () => {
    const text = `${'앞의 문장입니다. '.repeat(20)}포스트바이오틱스 이야기${' 뒤의 문장입니다.'.repeat(30)}`
    const runs = snippet(text, ['포스트바이오틱스'])
    const passage = runs.map((run) => run.text).join('')
    expect(passage.startsWith('…')).toBe(true)
    expect(passage.endsWith('…')).toBe(true)
    expect(runs.filter((run) => run.match).map((run) => run.text)).toEqual(['포스트바이오틱스'])
  })
})

describe('likeness of words', () => {
  it('rates a typo near its word and another word far', () => {
    expect(likeness('probiotcs', 'probiotics')).toBeGreaterThan(0.7)
    expect(likeness('유산군', '유산균')).toBeGreaterThanOrEqual(0.5)
    expect(likeness('유산군', '화장품')).toBe(0)
  })
})
