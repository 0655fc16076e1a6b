import { FONTS_CACHED_KEY } from './document-head'
import { type FontFaceIndex, fontFilesForText } from './font-faces'

/** Lets the browser handle input and paint between two steps, so that warming never makes one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

const SKIPPED_PARENTS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT'])

/** The page's text by the weight it is drawn at, without the contents of scripts and styles. */
function pageTextByWeight(): Map<number, string> {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const textsByWeight = new Map<number, string[]>()
  const weightOf = new Map<Element, number>()
  while (walker.nextNode()) {
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
 * Which files are needed is read from each stylesheet's index, built with the fonts (decision 16). Answers whether
 * every file loaded.
 */
export async function warmFontCache(): Promise<boolean> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-late-font]')]
  if (links.length === 0 || links.every((link) => link.media === 'all')) return true
  const textByWeight = pageTextByWeight()
  const indexes = await Promise.all(links.map((link) => fetchIndex(link.href)))
  await nextTask()
  const index: FontFaceIndex = { families: indexes.flatMap(({ families }) => families) }
  const files = new Set([...textByWeight].flatMap(([weight, text]) => fontFilesForText(index, text, weight)))
  if (files.size === 0) return false
  // A plain fetch, not FontFace.load(): the file only has to reach the HTTP cache (font files are cached 30 days);
  // decoding and sanitizing it now would cost this page main-thread time for nothing.
  const loads = [...files].map((url) =>
    fetch(url, { priority: 'low' }).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return response.arrayBuffer()
    }),
  )
  const settled = await Promise.allSettled(loads)
  const allLoaded = settled.every((result) => result.status === 'fulfilled')
  if (allLoaded) {
    try {
      localStorage.setItem(FONTS_CACHED_KEY, '1')
    } catch {}
  }
  return allLoaded
}
