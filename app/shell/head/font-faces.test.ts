import { describe, expect, it } from 'vitest'
import { fontFaceIndex } from '../../../scripts/fonts/font-face-index.mjs'
import { fontFilesForText, matchingWeight } from './font-faces'

const css = `
@font-face {
	font-family: 'Pretendard';
	font-weight: 400;
	src: url(/fonts/Pretendard-Regular.subset.0.woff2) format('woff2');
	unicode-range: U+ac00-ac0f, U+ac20;
}
@font-face {
	font-family: 'Pretendard';
	font-weight: 700;
	src: url(/fonts/Pretendard-Bold.subset.9.woff2) format('woff2');
	unicode-range: U+0-7f;
}
@font-face {
  font-family: 'Noto Sans JP';
  font-weight: 400;
  src: url('/fonts/noto-sans-jp-0-400-normal.woff2') format('woff2');
  unicode-range: U+30??;
}
`

describe('matchingWeight', () => {
  it('picks the closest weight, lighter first up to 500 and heavier first above', () => {
    expect(matchingWeight([400, 700], 400)).toBe(400)
    expect(matchingWeight([400, 700], 500)).toBe(400)
    expect(matchingWeight([400, 700], 600)).toBe(700)
    expect(matchingWeight([400, 700], 550)).toBe(700)
    expect(matchingWeight([400, 700], 900)).toBe(700)
    expect(matchingWeight([700], 400)).toBe(700)
  })
})

describe('fontFilesForText', () => {
  const index = fontFaceIndex(css)

  it('picks only the files whose range holds a character of the text', () => {
    expect(fontFilesForText(index, '가')).toEqual(['/fonts/Pretendard-Regular.subset.0.woff2'])
    expect(fontFilesForText(index, '갠')).toEqual(['/fonts/Pretendard-Regular.subset.0.woff2'])
    expect(fontFilesForText(index, 'A 갰', 700)).toEqual(['/fonts/Pretendard-Bold.subset.9.woff2'])
    expect(fontFilesForText(index, 'カ')).toEqual(['/fonts/noto-sans-jp-0-400-normal.woff2'])
  })

  it('asks a later family only for the characters no earlier family holds', () => {
    const withLatinJapanese = fontFaceIndex(
      `${css} @font-face { font-family: 'Noto Sans JP'; font-weight: 700; src: url(/fonts/jp-latin-700.woff2); unicode-range: U+0-7f; }`,
    )
    expect(fontFilesForText(withLatinJapanese, 'A', 700)).toEqual(['/fonts/Pretendard-Bold.subset.9.woff2'])
    expect(fontFilesForText(withLatinJapanese, 'Aカ', 400)).toEqual(['/fonts/noto-sans-jp-0-400-normal.woff2'])
  })

  it('picks nothing for text no range holds', () => {
    expect(fontFilesForText(index, '中 갡')).toEqual([])
  })

  it('finds every file of a real stylesheet that a text spanning it needs', async () => {
    const { readFileSync } = await import('node:fs')
    const pretendard = fontFaceIndex(readFileSync('public/fonts/pretendard.css', 'utf8'))
    const regularFiles = pretendard.families[0]?.faces.filter((face) => face.weight === 400).length
    const everyHangulSyllable = Array.from({ length: 0xd7a3 - 0xac00 + 1 }, (_, i) => String.fromCodePoint(0xac00 + i)).join('')
    const files = fontFilesForText(pretendard, everyHangulSyllable)
    expect(files.length).toBeGreaterThan(50)
    expect(files.length).toBeLessThanOrEqual(regularFiles ?? 0)
    expect(files.every((url) => url.includes('Regular'))).toBe(true)
  })
})
