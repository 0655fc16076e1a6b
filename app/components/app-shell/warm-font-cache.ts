import { FONTS_CACHED_KEY } from './document-head'
import { facesForText, parseFontFaces } from './font-faces'

/** The page's text by the weight it is drawn at, without the contents of scripts and styles. */
function pageTextByWeight(): Map<number, string> {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  })
  const textsByWeight = new Map<number, string[]>()
  const weightOf = new Map<Element, number>()
  while (walker.nextNode()) {
    const { currentNode } = walker
    const parent = currentNode.parentElement
    let weight = parent ? weightOf.get(parent) : 400
    if (weight === undefined && parent) {
      weight = Number(getComputedStyle(parent).fontWeight)
      weightOf.set(parent, weight)
    }
    const texts = textsByWeight.get(weight ?? 400) ?? []
    texts.push(currentNode.nodeValue ?? '')
    textsByWeight.set(weight ?? 400, texts)
  }
  return new Map([...textsByWeight].map(([weight, texts]) => [weight, texts.join('')]))
}

/**
 * Decision 14: on a first visit the brand fonts are not applied (applying them re-lays out the whole page once per
 * arriving file). Instead, once the page is idle, the font files its text needs are fetched into the HTTP cache
 * without touching the document, and a flag lets the next page apply the stylesheets before its first paint.
 * Answers whether every file loaded.
 */
export async function warmFontCache(): Promise<boolean> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-late-font]')]
  if (links.length === 0 || links.every((link) => link.media === 'all')) return true
  const textByWeight = pageTextByWeight()
  const stylesheets = await Promise.all(
    links.map((link) =>
      fetch(link.href).then((response) => {
        if (!response.ok) throw new Error(`${link.href}: ${response.status}`)
        return response.text()
      }),
    ),
  )
  const rules = stylesheets.flatMap(parseFontFaces)
  if (rules.length === 0) return false
  const faces = new Set([...textByWeight].flatMap(([weight, text]) => facesForText(rules, text, weight)))
  // A plain fetch, not FontFace.load(): the file only has to reach the HTTP cache (font files are cached 30 days);
  // decoding and sanitizing it now would cost this page main-thread time for nothing.
  const loads = [...faces].map((face) =>
    fetch(face.url, { priority: 'low' }).then((response) => {
      if (!response.ok) throw new Error(`${face.url}: ${response.status}`)
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
