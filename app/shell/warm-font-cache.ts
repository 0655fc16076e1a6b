import { FONTS_CACHED_KEY } from './head/document-head'
import { type FontFaceIndex, fontFilesForText } from './head/font-faces'
import { timeSlices } from './time-slices'

const SKIPPED_PARENTS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT'])

/** The page's text by the weight it is drawn at, without the contents of scripts and styles. */
async function pageTextByWeight(pause: () => Promise<void>): Promise<Map<number, string>> {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const textsByWeight = new Map<number, string[]>()
  const weightOf = new Map<Element, number>()
  while (walker.nextNode()) {
    await pause()
    const { currentNode } = walker
    const parent = currentNode.parentElement
    if (!parent || SKIPPED_PARENTS.has(parent.tagName) || !currentNode.nodeValue?.trim()) continue
    let weight = weightOf.get(parent)
    if (weight === undefined) {
      weight = Number(getComputedStyle(parent).fontWeight) || 400
      weightOf.set(parent, weight)
    }
    const texts = textsByWeight.get(weight) ?? []
    texts.push(currentNode.nodeValue)
    textsByWeight.set(weight, texts)
  }
  return new Map([...textsByWeight].map(([weight, texts]) => [weight, texts.join('')]))
}

async function fetchIndex(stylesheetHref: string): Promise<FontFaceIndex> {
  const response = await fetch(stylesheetHref.replace(/\.css$/, '.faces.json'))
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`)
  return response.json()
}

/**
 * Decision 14: on a first visit the brand fonts are not applied (applying them re-lays out the whole page once per
 * arriving file). Instead, once the page is idle, the font files its text needs are fetched into the HTTP cache
 * without touching the document, and a flag lets the next page apply the stylesheets before its first paint.
 * Which files are needed is read from each stylesheet's index, built with the fonts (decision 16). It runs in time
 * slices (under Lighthouse's 4x CPU it was one task of 140-220 ms, the longest of a page's load). Answers whether
 * every file loaded.
 */
export async function warmFontCache(): Promise<boolean> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-late-font]')]
  if (links.length === 0 || links.every((link) => link.media === 'all')) return true
  const pause = timeSlices()
  const indexesLoading = Promise.all(links.map((link) => fetchIndex(link.href)))
  // Awaited below; a failure before then is not an unhandled rejection.
  indexesLoading.catch(() => {})
  const textByWeight = await pageTextByWeight(pause)
  const index: FontFaceIndex = { families: (await indexesLoading).flatMap(({ families }) => families) }
  const files = new Set<string>()
  for (const [weight, text] of textByWeight) {
    await pause()
    for (const file of fontFilesForText(index, text, weight)) files.add(file)
  }
  if (files.size === 0) return false
  // A plain fetch, not FontFace.load(): the file only has to reach the HTTP cache (font files are cached 30 days);
  // decoding and sanitizing it now would cost this page main-thread time for nothing. Starting a fetch costs the main
  // thread too (about 2 ms under 4x CPU), so the 20-30 of a page start in slices as well.
  // Each settles to whether its file loaded, so none is an unhandled rejection while the next ones start.
  const loads: Promise<boolean>[] = []
  for (const url of files) {
    await pause()
    loads.push(
      fetch(url, { priority: 'low' })
        .then((response) => response.ok && response.arrayBuffer().then(() => true))
        .catch(() => false),
    )
  }
  const allLoaded = (await Promise.all(loads)).every(Boolean)
  if (allLoaded) {
    try {
      localStorage.setItem(FONTS_CACHED_KEY, '1')
    } catch {}
  }
  return allLoaded
}
