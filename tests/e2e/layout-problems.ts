import type { Page } from '@playwright/test'
import { layout } from '~/components/styles/theme'

export type Font = 'web font' | 'fallback font'
/** The media of the late font stylesheets in each font (layoutProblems). */
const lateFontMedia: Record<Font, string> = { 'web font': 'all', 'fallback font': 'print' }

/**
 * Everything wrong with the page at the current width, as readable lines. Runs in the page: the hit test brings each
 * control into the middle third of the window (as far as the page allows, so the last footer row stays at the bottom,
 * where the hot corner sits) and asks which element is topmost at its centre. The page scrolls in steps of a third of
 * the window and tests every control that step puts in the middle third, instead of scrolling once per control; a
 * control inside a scrolling box of its own is scrolled to the middle of the window by itself.
 */
export function layoutProblems(page: Page, font: Font, width: number): Promise<string[]> {
  const asked = { media: lateFontMedia[font], width, NAV_HEIGHT: layout.navHeight }
  return page.evaluate(async ({ media, width, NAV_HEIGHT }) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    // Sent while the window is being resized (checkEveryWidth): measured once it has the width.
    const resizedBy = Date.now() + 5000
    while (window.innerWidth !== width && Date.now() < resizedBy) await frame()
    if (window.innerWidth !== width) return [`the window stayed ${window.innerWidth} px wide`]
    window.scrollTo(0, 0)
    // Sections below the fold skip their rendering until near the viewport (decision 16); the hit test needs them
    // laid out (once per page: the page's content, main's last child, is a new element for each path, app-layout.tsx).
    const content = document.querySelector<HTMLElement>('#main > :last-child')
    if (content && !content.dataset.allRendered) {
      content.dataset.allRendered = 'true'
      for (const element of document.querySelectorAll<HTMLElement>('main *, footer')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
      }
    }
    // The font asked for: the late font stylesheets (decision 14) applied to every medium for the web font (what a
    // returning visitor's page does before its first paint), linked for print only for the system's fonts (a first
    // visit). Set at every measurement: each page is swept in one font, then the other.
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[data-late-font]')]
    for (const sheet of sheets) if (sheet.media !== media) sheet.media = media
    // Laying the new width out asks for the font files of what it shows for the first time (the desktop bar).
    void document.body.offsetHeight
    await document.fonts.ready
    if (media === 'all') {
      // `font-display: optional` draws a file only if it came within about 100 ms of being asked for, and a face given
      // up on stays so for the document (decision 14). A sweep that set the fonts-cached flag before a new context's
      // first load never drew the web font: its files came too late there, and the client navigations after it kept
      // the faces given up on (Chromium drew every page in the system's font). Once a file asked for here has come,
      // the stylesheets are applied again: their new faces draw every file from the cache at once (fontProblem checks).
      const faces = window as unknown as { drawnFaces?: WeakSet<FontFace> }
      const drawn = faces.drawnFaces ?? new WeakSet<FontFace>()
      faces.drawnFaces = drawn
      if ([...document.fonts].some((face) => face.status === 'loaded' && !drawn.has(face))) {
        for (const sheet of sheets) sheet.media = 'print'
        void document.body.offsetHeight
        for (const sheet of sheets) sheet.media = 'all'
        void document.body.offsetHeight
        await document.fonts.ready
        for (const face of document.fonts) if (face.status === 'loaded') drawn.add(face)
      }
    }
    const header = document.querySelector<HTMLElement>('[data-testid="site-header"]')
    const waitUntil = Date.now() + 2000
    while (header?.dataset.hidden === 'true' && Date.now() < waitUntil) await frame()
    const problems: string[] = []
    if (sheets.length === 0) problems.push('the page links no late font stylesheet: the web font cannot be drawn')
    const name = (element: Element | null) => {
      if (!element) return 'nothing'
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
      const testId = element.getAttribute('data-testid')
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}>${text ? ` "${text}"` : ''}`
    }

    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth > width) {
      const culprits = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.checkVisibility())
        .slice(0, 4)
        .map(name)
      problems.push(`${scrollWidth} px wide in a ${width} px window; sticking out: ${culprits.join(', ')}`)
    }

    /** How many lines the element's shown text takes (text only screen readers hear is left out). */
    const lines = (element: Element) => {
      const tops: DOMRect[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement
        if (!parent || parent.getBoundingClientRect().width <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(walker.currentNode)
        tops.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0))
      }
      if (tops.length === 0) return 1
      const lowest = Math.min(...tops.map((rect) => rect.height))
      return Math.max(...tops.map((rect) => rect.top)) - Math.min(...tops.map((rect) => rect.top)) > lowest / 2 ? 2 : 1
    }
    const controls = 'a[href], button, select, textarea, input:not([type="hidden"])'
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect()
      return rect.width > 1 && rect.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    }
    if (header) {
      const bar = header.getBoundingClientRect()
      // The bar's height is the theme's at every width (layout.navHeight), whatever its words.
      if (Math.round(bar.height) !== NAV_HEIGHT) problems.push(`header: the bar is ${bar.height} px high, not ${NAV_HEIGHT}`)
      // The desktop menu or the phone menu's toggle, never both nor neither, at every width.
      const menus = [header.querySelector('nav button'), header.querySelector('button[aria-haspopup="dialog"]')]
      if (menus.filter((menu) => menu && visible(menu)).length !== 1)
        problems.push('header: not exactly one of the two menus shows')
      for (const item of header.querySelectorAll(controls)) {
        if (!visible(item) || item.closest('dialog')) continue
        const box = item.getBoundingClientRect()
        if (box.left < bar.left - 0.5 || box.right > bar.right + 0.5) problems.push(`header: ${name(item)} sticks out of the bar`)
        else if (lines(item) > 1) problems.push(`header: ${name(item)} wraps onto two lines`)
        else if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5)
          problems.push(`header: ${name(item)} is ${Math.round(box.height)} px tall in a ${Math.round(bar.height)} px bar`)
      }
    }

    // A link that wraps is several boxes with a gap between them: the middle of its largest box is on it.
    const largestBox = (element: Element) =>
      [...element.getClientRects()].reduce((largest, box) =>
        box.width * box.height > largest.width * largest.height ? box : largest,
      )
    const height = window.innerHeight
    /** What is topmost at the control's centre where it is now, if not the control; undefined when it is out of view. */
    const coveringNow = (element: Element) => {
      const rect = largestBox(element)
      const x = (Math.max(rect.left, 0) + Math.min(rect.right, width)) / 2
      const y = (Math.max(rect.top, 0) + Math.min(rect.bottom, height)) / 2
      if (x < 0 || y < 0 || x > width || y > height) return undefined
      const hit = document.elementFromPoint(x, y)
      if (hit && (element === hit || element.contains(hit))) return null
      if (hit instanceof HTMLLabelElement && hit.control === element) return null
      return hit
    }
    const inScrollingBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        const scrolls = (overflow: string) => overflow !== 'visible' && overflow !== 'clip'
        if (
          (scrolls(style.overflowX) && box.scrollWidth > box.clientWidth) ||
          (scrolls(style.overflowY) && box.scrollHeight > box.clientHeight)
        )
          return true
      }
      return false
    }
    const report = (element: Element, hit: Element | null | undefined) => {
      if (hit) problems.push(`${name(element)} is covered by ${name(hit)}`)
    }

    const step = height / 3
    const lowest = document.documentElement.scrollHeight - height
    const byScroll = new Map<number, Element[]>()
    const onTheirOwn: Element[] = []
    for (const element of document.querySelectorAll(controls)) {
      if (!visible(element) || element.closest('dialog:not([open])')) continue
      if (inScrollingBox(element)) {
        onTheirOwn.push(element)
        continue
      }
      // Where scrolling it to the middle would put the page, on the nearest step; the page's ends as they are.
      const box = largestBox(element)
      const middle = window.scrollY + box.top + box.height / 2 - height / 2
      const at = middle <= 0 ? 0 : middle >= lowest - step / 2 ? Math.max(lowest, 0) : Math.round(middle / step) * step
      byScroll
        .set(at, byScroll.get(at) ?? [])
        .get(at)
        ?.push(element)
    }
    for (const [at, elements] of [...byScroll].sort(([a], [b]) => a - b)) {
      window.scrollTo(0, at)
      for (const element of elements) {
        const hit = coveringNow(element)
        // Out of the window after all (it moves as the page scrolls): tested on its own, like a scrolling box's.
        if (hit === undefined) onTheirOwn.push(element)
        else report(element, hit)
      }
    }
    for (const element of onTheirOwn) {
      element.scrollIntoView({ block: 'center', inline: 'center' })
      // Out of reach on purpose (the skip link waits above the window until focused).
      report(element, coveringNow(element))
    }
    window.scrollTo(0, 0)
    return problems
  }, asked)
}
