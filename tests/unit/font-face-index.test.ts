import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { encodedRanges, fontFaceIndex, parseFontFaces, parseUnicodeRange } from '../../scripts/fonts/font-face-index.mjs'

const css = `
@font-face {
	font-family: 'Pretendard';
	font-style: normal;
	font-display: optional;
	font-weight: 400;
	src: url(/fonts/Pretendard-Regular.subset.0.woff2) format('woff2');
	unicode-range: U+ac20, U+ac00-ac0f;
}
@font-face {
  font-family: 'Noto Sans JP';
  font-weight: 700;
  src: url('/fonts/noto-sans-jp-0-700-normal.woff2') format('woff2');
}
`

describe('parseUnicodeRange', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(parseUnicodeRange('U+41, U+ac00-d7a3, U+4??')).toEqual([
      [0x41, 0x41],
      [0xac00, 0xd7a3],
      [0x400, 0x4ff],
    ])
  })

  it('skips what is not a range', () => {
    expect(parseUnicodeRange('nonsense, U+20')).toEqual([[0x20, 0x20]])
  })
})

describe('parseFontFaces', () => {
  it('reads family, weight, file and ranges of each rule; no unicode-range means every character', () => {
    expect(parseFontFaces(css)).toEqual([
      {
        family: 'Pretendard',
        weight: 400,
        url: '/fonts/Pretendard-Regular.subset.0.woff2',
        ranges: [
          [0xac20, 0xac20],
          [0xac00, 0xac0f],
        ],
      },
      { family: 'Noto Sans JP', weight: 700, url: '/fonts/noto-sans-jp-0-700-normal.woff2', ranges: [[0, 0x10ffff]] },
    ])
  })
})

describe('encodedRanges', () => {
  it('sorts, merges touching ranges and writes each as its gap from the previous one and its span', () => {
    expect(
      encodedRanges([
        [0x30, 0x39],
        [0x20, 0x20],
        [0x21, 0x25],
        [0x24, 0x2a],
      ]),
    ).toEqual([0x20, 0x2a - 0x20, 0x30 - 0x2a, 0x39 - 0x30])
  })
})

describe('fontFaceIndex', () => {
  it('groups the rules by family in stylesheet order, with what each family covers', () => {
    const hangul = [0xac00, 0x0f, 0xac20 - 0xac0f, 0]
    expect(fontFaceIndex(css)).toEqual({
      families: [
        {
          family: 'Pretendard',
          coverage: hangul,
          faces: [{ weight: 400, url: '/fonts/Pretendard-Regular.subset.0.woff2', ranges: hangul }],
        },
        {
          family: 'Noto Sans JP',
          coverage: [0, 0x10ffff],
          faces: [{ weight: 700, url: '/fonts/noto-sans-jp-0-700-normal.woff2', ranges: [0, 0x10ffff] }],
        },
      ],
    })
  })

  it('indexes the stylesheets the build writes, the same as the index files next to them', () => {
    const index = fontFaceIndex(readFileSync('public/fonts/pretendard.css', 'utf8'))
    expect(index.families.map((family) => family.family)).toEqual(['Pretendard'])
    expect(index.families[0]?.faces).toHaveLength(184)
    expect(index).toEqual(JSON.parse(readFileSync('public/fonts/pretendard.faces.json', 'utf8')))
  })
})
