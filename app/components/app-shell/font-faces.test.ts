import { describe, expect, it } from 'vitest'
import { facesForText, matchingWeight, parseFontFaces, parseUnicodeRange } from './font-faces'

const css = `
@font-face {
	font-family: 'Pretendard';
	font-style: normal;
	font-display: optional;
	font-weight: 400;
	src: url(/fonts/Pretendard-Regular.subset.0.woff2) format('woff2');
	unicode-range: U+ac00-ac0f, U+ac20;
}
@font-face {
	font-family: 'Pretendard';
	font-style: normal;
	font-display: optional;
	font-weight: 700;
	src: url(/fonts/Pretendard-Bold.subset.9.woff2) format('woff2');
	unicode-range: U+0-7f;
}
@font-face {
  font-family: 'Noto Sans JP';
  font-style: normal;
  font-weight: 400;
  src: url('/fonts/noto-sans-jp-0-400-normal.woff2') format('woff2');
  unicode-range: U+30??;
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
  it('reads family, weight, style, file and range of each rule', () => {
    const faces = parseFontFaces(css)
    expect(faces.map(({ family, weight, style, url }) => ({ family, weight, style, url }))).toEqual([
      { family: 'Pretendard', weight: '400', style: 'normal', url: '/fonts/Pretendard-Regular.subset.0.woff2' },
      { family: 'Pretendard', weight: '700', style: 'normal', url: '/fonts/Pretendard-Bold.subset.9.woff2' },
      { family: 'Noto Sans JP', weight: '400', style: 'normal', url: '/fonts/noto-sans-jp-0-400-normal.woff2' },
    ])
    expect(faces[0]?.ranges).toEqual([
      [0xac00, 0xac0f],
      [0xac20, 0xac20],
    ])
  })

  it('reads the stylesheets the build writes', async () => {
    const { readFileSync } = await import('node:fs')
    const faces = parseFontFaces(readFileSync('public/fonts/pretendard.css', 'utf8'))
    expect(faces).toHaveLength(184)
    expect(faces.every((face) => face.family === 'Pretendard' && face.url.endsWith('.woff2') && face.ranges.length > 0)).toBe(
      true,
    )
  })
})

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

describe('facesForText', () => {
  const faces = parseFontFaces(css)

  it('picks only the files whose range holds a character of the text', () => {
    expect(facesForText(faces, '가').map((face) => face.url)).toEqual(['/fonts/Pretendard-Regular.subset.0.woff2'])
    expect(facesForText(faces, 'A 갰', 700).map((face) => face.url)).toEqual(['/fonts/Pretendard-Bold.subset.9.woff2'])
    expect(facesForText(faces, 'カ').map((face) => face.url)).toEqual(['/fonts/noto-sans-jp-0-400-normal.woff2'])
  })

  it('asks a later family only for the characters no earlier family holds', () => {
    const withLatinJapanese = parseFontFaces(
      `${css} @font-face { font-family: 'Noto Sans JP'; font-weight: 700; src: url(/fonts/jp-latin-700.woff2); unicode-range: U+0-7f; }`,
    )
    expect(facesForText(withLatinJapanese, 'A', 700).map((face) => face.url)).toEqual(['/fonts/Pretendard-Bold.subset.9.woff2'])
    expect(facesForText(withLatinJapanese, 'Aカ', 400).map((face) => face.url)).toEqual([
      '/fonts/noto-sans-jp-0-400-normal.woff2',
    ])
  })

  it('picks nothing for text no range holds', () => {
    expect(facesForText(faces, '中')).toEqual([])
  })
})
