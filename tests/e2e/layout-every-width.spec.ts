import type { CDPSession, Page } from '@playwright/test'
import { expect, locales, test } from './fixtures'
import { signedUpMember } from './member-support'
import { requestedSample } from './operations-support'
import { clientNavigate, concretePath, gotoHydrated, routes, withLang } from './support'

/**
 * Issue 25: every page, in every language, at every width a visitor uses, signed out and signed in, in the web font
 * and in the system's fallback font (a first visit, decision 14): nothing scrolls sideways, the header stays one line
 * high, and nothing covers a link, button or form control (the hot corner once covered the footer's 日本語).
 *
 * Layout follows the width through CSS alone, so each page is loaded once (the first with a full load, the rest as
 * the site's own links do) and the window is resized through the widths. The font is CSS too: the brand fonts are the
 * `@font-face` rules of the late font stylesheets, which a first visit links for print only and a later one applies
 * before its first paint (decision 14). So each page, once loaded, is measured at every width in the system's fonts,
 * then, its stylesheets applied, at every width in the web font, instead of a test per font loading and navigating
 * every page again.
 */
const WIDTHS = [360, 390, 768, 992, 1024, 1200, 1440] as const
const HEIGHT = 800
const memberOnlyPaths = ['/mypage', '/sample']
/** Pages a member is sent away from (home): they are checked signed out. */
const visitorOnlyPaths = new Set(['/login', '/signup'])
type Font = 'web font' | 'fallback font'
/** The media of the late font stylesheets in each font (layoutProblems). */
const lateFontMedia: Record<Font, string> = { 'web font': 'all', 'fallback font': 'print' }

/**
 * Everything wrong with the page at the current width, as readable lines. Runs in the page: the hit test brings each
 * control into the middle third of the window (as far as the page allows, so the last footer row stays at the bottom,
 * where the hot corner sits) and asks which element is topmost at its centre. The page scrolls in steps of a third of
 * the window and tests every control that step puts in the middle third, instead of scrolling once per control; a
 * control inside a scrolling box of its own is scrolled to the middle of the window by itself.
 */
function layoutProblems(page: Page, font: Font, width: number): Promise<string[]> {
  const asked = { media: lateFontMedia[font], width }
  return page.evaluate(async ({ media, width }) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    // Sent while the window is being resized (checkEveryWidth): measured once it has the width.
    const resizedBy = Date.now() + 5000
    while (window.innerWidth !== width && Date.now() < resizedBy) await frame()
    if (window.innerWidth !== width) return [`the window stayed ${window.innerWidth} px wide`]
    window.scrollTo(0, 0)
    // Sections below the fold skip their rendering until near the viewport (decision 16); the hit test needs them
    // laid out (once per page: the page's content is a new element after each navigation).
    const content = document.querySelector<HTMLElement>('main > div')
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

/** Every width in turn, from the one the window has (the narrowest or the widest) to the other end. */
async function checkEveryWidth(page: Page, path: string, font: Font, problems: string[]): Promise<void> {
  const current = page.viewportSize()?.width
  const widths = current === WIDTHS[WIDTHS.length - 1] ? [...WIDTHS].reverse() : WIDTHS
  for (const width of widths) {
    // The measurement is sent with the resize and waits in the page for the new width: a round trip less per width.
    const resized = width === page.viewportSize()?.width ? undefined : page.setViewportSize({ width, height: HEIGHT })
    const [found] = await Promise.all([layoutProblems(page, font, width), resized])
    for (const problem of found) problems.push(`${path} at ${width} px in the ${font}: ${problem}`)
  }
}

/** Text whose glyphs tell which font is drawn: the heading and the first paragraphs and list items of the content. */
const SAMPLE_TEXT = 'h1, h1 *, main p, main li'

/**
 * Whether the font asked for is the one drawn, as Chromium reports the fonts it drew the sample text in: downloaded
 * ones for the web font (a face given up on by `font-display: optional` draws the system's font), none for the
 * fallback font. Without it, a sweep in the web font could measure the system's fonts twice unnoticed.
 */
async function fontProblem(cdp: CDPSession, font: Font): Promise<string | undefined> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: SAMPLE_TEXT })
  const glyphs = { web: 0, system: 0, families: new Set<string>() }
  for (const { fonts } of await Promise.all(
    nodeIds.slice(0, 20).map((nodeId) => cdp.send('CSS.getPlatformFontsForNode', { nodeId })),
  )) {
    for (const drawn of fonts) {
      glyphs[drawn.isCustomFont ? 'web' : 'system'] += drawn.glyphCount
      glyphs.families.add(drawn.familyName)
    }
  }
  const drawnIn = `${glyphs.web} glyphs in a web font, ${glyphs.system} in the system's (${[...glyphs.families].join(', ')})`
  if (font === 'web font' ? glyphs.web === 0 || glyphs.system > glyphs.web / 10 : glyphs.web > 0)
    return `its sample text is drawn otherwise: ${drawnIn}`
  return undefined
}

test.use({ reducedMotion: 'reduce' })

for (const signedIn of [false, true]) {
  for (const locale of locales) {
    test(`${locale}, ${signedIn ? 'signed in' : 'signed out'}: every page at ${WIDTHS.join(', ')} px, in the web font and the fallback font`, async ({
      page,
      request,
      context,
    }) => {
      test.setTimeout(180_000)
      if (signedIn) {
        // With a request listed, /sample holds its widest content: the table of requests.
        const member = await signedUpMember(context, 'layout')
        await requestedSample(request, member.token)
      }
      const paths = await Promise.all(
        routes.filter((route) => !(signedIn && visitorOnlyPaths.has(route.path))).map((route) => concretePath(request, route)),
      )
      if (signedIn) paths.push(...memberOnlyPaths)

      const problems: string[] = []
      const cdp = await context.newCDPSession(page)
      // The CSS domain reports the fonts drawn (fontProblem); it needs the DOM domain.
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      for (const [index, path] of paths.entries()) {
        const url = withLang(path, locale)
        if (index === 0) await gotoHydrated(page, url)
        else await clientNavigate(page, url)
        await expect(page).toHaveURL(url)
        for (const font of ['fallback font', 'web font'] as const) {
          await checkEveryWidth(page, path, font, problems)
          const problem = await fontProblem(cdp, font)
          if (problem) problems.push(`${path} in the ${font}: ${problem}`)
        }
      }
      expect(problems).toEqual([])
    })
  }
}
