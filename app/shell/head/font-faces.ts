/**
 * A font stylesheet's index, as scripts/fonts/font-face-index.mjs writes it next to the stylesheet at build time.
 * Ranges are sorted code point ranges, written `[gap, span, gap, span, ...]`: each starts `gap` after the previous
 * one's last code point (after 0 for the first) and ends `span` after its own first.
 */
export interface FontFaceIndex {
  families: {
    family: string
    /** Every code point some face of the family holds, at any weight. */
    coverage: number[]
    faces: { weight: number; url: string; ranges: number[] }[]
  }[]
}

/** The weight CSS font matching picks among `available` for `wanted` (closest; lighter first up to 500). */
export function matchingWeight(available: number[], wanted: number): number | undefined {
  const distance = (weight: number) => Math.abs(weight - wanted) + (weight > wanted === wanted <= 500 ? 0.5 : 0)
  return [...available].sort((a, b) => distance(a) - distance(b))[0]
}

/** Calls `visit` with each range of the encoded list, in order, until it answers true; answers whether one did. */
function someRange(ranges: number[], visit: (first: number, last: number) => boolean): boolean {
  let last = 0
  for (let index = 0; index < ranges.length; index += 2) {
    const first = last + (ranges[index] as number)
    last = first + (ranges[index + 1] as number)
    if (visit(first, last)) return true
  }
  return false
}

/** Whether some code point of the sorted list lies in the encoded ranges (one pass over both). */
function holdsOneOf(sortedCodePoints: number[], ranges: number[]): boolean {
  let next = 0
  return someRange(ranges, (first, last) => {
    while (next < sortedCodePoints.length && (sortedCodePoints[next] as number) < first) next++
    return next < sortedCodePoints.length && (sortedCodePoints[next] as number) <= last
  })
}

/** The code points of the sorted list that no encoded range holds. */
function outsideRanges(sortedCodePoints: number[], ranges: number[]): number[] {
  const outside: number[] = []
  let next = 0
  someRange(ranges, (first, last) => {
    while (next < sortedCodePoints.length && (sortedCodePoints[next] as number) < first)
      outside.push(sortedCodePoints[next++] as number)
    while (next < sortedCodePoints.length && (sortedCodePoints[next] as number) <= last) next++
    return next === sortedCodePoints.length
  })
  return outside.concat(sortedCodePoints.slice(next))
}

/**
 * The files the browser would fetch to draw `text` at `weight` with the indexed families (in the order of the
 * font-family list): for each character, the first family that holds it, at the weight font matching picks.
 */
export function fontFilesForText(index: FontFaceIndex, text: string, weight = 400): string[] {
  let unclaimed = [...new Set(Array.from(text, (character) => character.codePointAt(0) as number))].sort((a, b) => a - b)
  return index.families.flatMap(({ coverage, faces }) => {
    const chosenWeight = matchingWeight([...new Set(faces.map((face) => face.weight))], weight)
    const needed = faces.filter((face) => face.weight === chosenWeight && holdsOneOf(unclaimed, face.ranges))
    unclaimed = outsideRanges(unclaimed, coverage)
    return needed.map((face) => face.url)
  })
}
