// The `@font-face` rules of a font stylesheet as the index that warm-font-cache.ts reads (decision 16): per family,
// in the stylesheet's order, each face's weight, file and code point ranges, and the ranges the family covers at any
// weight. Built once with the fonts, so that a visitor's browser never parses the stylesheet's ~200 rules itself.

/** @typedef {{ family: string, weight: number, url: string, ranges: [number, number][] }} FontFaceRule */

const descriptor = (block, name) => block.match(new RegExp(`${name}\\s*:\\s*([^;]+);`))?.[1]?.trim()

/**
 * `U+0-7f, U+ac00-d7a3, U+4??` as code point ranges (a `?` stands for any hex digit).
 * @param {string} value
 * @returns {[number, number][]}
 */
export function parseUnicodeRange(value) {
  return value.split(',').flatMap((part) => {
    const match = part.trim().match(/^U\+([0-9a-f?]+)(?:-([0-9a-f]+))?$/i)
    if (!match) return []
    const [, start = '', end] = match
    if (start.includes('?'))
      return [[Number.parseInt(start.replaceAll('?', '0'), 16), Number.parseInt(start.replaceAll('?', 'f'), 16)]]
    const first = Number.parseInt(start, 16)
    return [[first, end ? Number.parseInt(end, 16) : first]]
  })
}

/**
 * The `@font-face` rules of a stylesheet written by scripts/build-fonts.mjs (one `url()` source each); a rule
 * without `unicode-range` holds every character.
 * @param {string} css
 * @returns {FontFaceRule[]}
 */
export function parseFontFaces(css) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, block = '']) => {
    const family = descriptor(block, 'font-family')?.replace(/^['"]|['"]$/g, '')
    const url = block.match(/url\(\s*['"]?([^'")]+)['"]?\s*\)/)?.[1]
    if (!family || !url) return []
    const unicodeRange = descriptor(block, 'unicode-range')
    return [
      {
        family,
        weight: Number(descriptor(block, 'font-weight') ?? 400),
        url,
        ranges: unicodeRange ? parseUnicodeRange(unicodeRange) : [[0, 0x10ffff]],
      },
    ]
  })
}

/**
 * Ranges sorted and merged where they touch, written as `[gap, span, gap, span, ...]`: each range starts `gap` after
 * the previous one's last code point (after 0 for the first) and ends `span` after its own first. Small numbers keep
 * the index about the size of the stylesheet.
 * @param {[number, number][]} ranges
 * @returns {number[]}
 */
export function encodedRanges(ranges) {
  const merged = []
  for (const [first, last] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const previous = merged.at(-1)
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last)
    else merged.push([first, last])
  }
  return merged.flatMap(([first, last], index) => [first - (index === 0 ? 0 : merged[index - 1][1]), last - first])
}

/**
 * The index of a stylesheet: its families in order, each with the ranges it covers and its faces.
 * @param {string} css
 */
export function fontFaceIndex(css) {
  const rules = parseFontFaces(css)
  const families = [...new Set(rules.map((rule) => rule.family))]
  return {
    families: families.map((family) => {
      const ofFamily = rules.filter((rule) => rule.family === family)
      return {
        family,
        coverage: encodedRanges(ofFamily.flatMap((rule) => rule.ranges)),
        faces: ofFamily.map((rule) => ({ weight: rule.weight, url: rule.url, ranges: encodedRanges(rule.ranges) })),
      }
    }),
  }
}
