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

/** The code points of the sorted list that lie in the encoded ranges, and those that do not. */
function splitByRanges(sortedCodePoints: number[], ranges: number[]): { inside: number[]; outside: number[] } {
  const inside: number[] = []
  const outside: number[] = []
  let next = 0
  let last = 0
  for (let index = 0; index < ranges.length && next < sortedCodePoints.length; index += 2) {
    const first = last + (ranges[index] as number)
    last = first + (ranges[index + 1] as number)
    while (next < sortedCodePoints.length && (sortedCodePoints[next] as number) < first)
      outside.push(sortedCodePoints[next++] as number)
    while (next < sortedCodePoints.length && (sortedCodePoints[next] as number) <= last)
      inside.push(sortedCodePoints[next++] as number)
  }
  outside.push(...sortedCodePoints.slice(next))
  return { inside, outside }
}

/**
 * The files the browser would fetch to draw `text` at `weight` with the indexed families (in the order of the
 * font-family list): for each character, the first family that holds it, at the weight font matching picks.
 */
export function fontFilesForText(index: FontFaceIndex, text: string, weight = 400): string[] {
  let unclaimed = [...new Set(Array.from(text, (character) => character.codePointAt(0) as number))].sort((a, b) => a - b)
  return index.families.flatMap(({ coverage, faces }) => {
    const chosenWeight = matchingWeight([...new Set(faces.map((face) => face.weight))], weight)
    const needed = faces.filter((face) => face.weight === chosenWeight && splitByRanges(unclaimed, face.ranges).inside.length > 0)
    unclaimed = splitByRanges(unclaimed, coverage).outside
    return needed.map((face) => face.url)
  })
}
