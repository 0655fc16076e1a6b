/** One `@font-face` rule of a self-hosted font stylesheet, as much of it as loading the file needs. */
export interface FontFaceRule {
  family: string
  weight: string
  style: string
  url: string
  /** Inclusive code point ranges; empty means every character. */
  ranges: [number, number][]
}

const descriptor = (block: string, name: string) => block.match(new RegExp(`${name}\\s*:\\s*([^;]+);`))?.[1]?.trim()

/** `U+0-7f, U+ac00-d7a3, U+4??` as code point ranges (a `?` stands for any hex digit). */
export function parseUnicodeRange(value: string): [number, number][] {
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

/** The `@font-face` rules of a stylesheet written by scripts/build-fonts.mjs (one `url()` source each). */
export function parseFontFaces(css: string): FontFaceRule[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, block = '']) => {
    const family = descriptor(block, 'font-family')?.replace(/^['"]|['"]$/g, '')
    const url = block.match(/url\(\s*['"]?([^'")]+)['"]?\s*\)/)?.[1]
    if (!family || !url) return []
    const unicodeRange = descriptor(block, 'unicode-range') ?? ''
    return [
      {
        family,
        weight: descriptor(block, 'font-weight') ?? '400',
        style: descriptor(block, 'font-style') ?? 'normal',
        url,
        ranges: unicodeRange ? parseUnicodeRange(unicodeRange) : [],
      },
    ]
  })
}

/** The weight CSS font matching picks among `available` for `wanted` (closest; lighter first up to 500). */
export function matchingWeight(available: number[], wanted: number): number | undefined {
  const distance = (weight: number) => Math.abs(weight - wanted) + (weight > wanted === wanted <= 500 ? 0.5 : 0)
  return [...available].sort((a, b) => distance(a) - distance(b))[0]
}

const holdsOneOf = (sortedCodePoints: number[], [first, last]: [number, number]) => {
  let low = 0
  let high = sortedCodePoints.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((sortedCodePoints[middle] as number) < first) low = middle + 1
    else high = middle
  }
  const nearest = sortedCodePoints[low]
  return nearest !== undefined && nearest <= last
}

/** The ranges of `faces` sorted and merged, for a binary search per character. */
function mergedRanges(faces: FontFaceRule[]): [number, number][] {
  if (faces.some((face) => face.ranges.length === 0)) return [[0, 0x10ffff]]
  const sorted = faces.flatMap((face) => face.ranges).sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [first, last] of sorted) {
    const previous = merged.at(-1)
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last)
    else merged.push([first, last])
  }
  return merged
}

function inRanges(ranges: [number, number][], codePoint: number): boolean {
  let low = 0
  let high = ranges.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const [first, last] = ranges[middle] as [number, number]
    if (codePoint < first) high = middle - 1
    else if (codePoint > last) low = middle + 1
    else return true
  }
  return false
}

/**
 * The rules whose files the browser would fetch to draw `text` at `weight` with `faces` (families in the order
 * of the font-family list): for each character, the first family with a range that holds it, at the weight
 * font matching picks.
 */
export function facesForText(faces: FontFaceRule[], text: string, weight = 400): FontFaceRule[] {
  let unclaimed = new Set<number>()
  for (const character of text) unclaimed.add(character.codePointAt(0) as number)
  const families = [...new Set(faces.map((face) => face.family))]
  return families.flatMap((family) => {
    const ofFamily = faces.filter((face) => face.family === family)
    const chosenWeight = matchingWeight([...new Set(ofFamily.map((face) => Number(face.weight)))], weight)
    const sorted = [...unclaimed].sort((a, b) => a - b)
    const needed = ofFamily.filter(
      (face) =>
        Number(face.weight) === chosenWeight &&
        (face.ranges.length === 0 || face.ranges.some((range) => holdsOneOf(sorted, range))),
    )
    const familyRanges = mergedRanges(ofFamily)
    unclaimed = new Set(sorted.filter((codePoint) => !inRanges(familyRanges, codePoint)))
    return needed
  })
}
