import type { CDPSession, Page } from '@playwright/test'
import { axeInEveryDocument } from './axe-support'
import { expect, locales, test } from './fixtures'
import { type Font, layoutProblems } from './layout-problems'
import { signedUpMember } from './member-support'
import { requestedSample } from './operations-support'
import { checkedOnAPhone, expectAccessibleOnAPhone, expectAccessibleRoute, expectRouteShown } from './page-accessibility'
import { clientNavigate, concretePath, gotoHydrated, pageNameOf, routes, withLang } from './support'

/**
 * Issue 25: every page, in every language, at every width a visitor uses, signed out (and signed in, the member's
 * header and pages: signedInPublicPaths), in the web font and in the system's fallback font (a first visit, decision 14): nothing scrolls sideways, the header stays one line
 * high, and nothing covers a link, button or form control (the hot corner once covered the footer's 日本語).
 *
 * Layout follows the width through CSS alone, so each page is loaded once and the window is resized through the
 * widths. The font is CSS too: the brand fonts are the `@font-face` rules of the late font stylesheets, which a first
 * visit links for print only and a later one applies before its first paint (decision 14). So each page, once loaded,
 * is measured at every width in the system's fonts, then, its stylesheets applied, at every width in the web font,
 * instead of a test per font loading and navigating every page again.
 *
 * Signed out, each page is also the accessibility walk's (issue 36: the walk loaded the same pages in the same languages
 * again): it shows its title and breadcrumb, and has no serious or critical axe violation and headings in order at the
 * widest width; three pages on a phone too, menu closed and open. Each page is loaded in full (it loads and hydrates
 * without errors: the fixtures fail a test on a console error) in one of the five languages, a different one from page
 * to page (loadedInFull), and home in every language; elsewhere it is reached as the site's own links do (client
 * navigation), which lays out and draws the same page without loading the document, its scripts and axe again. Signed
 * in, the pages are reached by client navigation after a full load of the first.
 */
/**
 * Two phones, then each of the theme's layouts at its narrowest (768, 992, 1200), and a laptop's 1440. Within a layout
 * the narrowest width is the tightest: its columns grow with the window, and what is sized by the window (the headings'
 * `clamp(…, 4vw or 5vw, …)`) grows no faster than they do, then stops. A width inside one (1024, in the layout from
 * 992) has more room than its narrowest (decision 63, sixth round).
 */
const WIDTHS = [360, 390, 768, 992, 1200, 1440] as const
/** The theme's small breakpoint, between a phone and a tablet, measured too in Korean, signed out. */
const KOREAN_WIDTHS = [360, 390, 576, 768, 992, 1200, 1440] as const
const widthsOf = (locale: string, signedIn: boolean): readonly number[] =>
  locale === 'ko-KR' && !signedIn ? KOREAN_WIDTHS : WIDTHS
const HEIGHT = 800
const memberOnlyPaths = ['/mypage', '/sample']
/**
 * Signed in, a public page differs from the one swept signed out only by its header (the member's links instead of
 * sign-in and sign-up), which is the same on every page but for the mark of the current menu group: the member's sweep
 * takes home, a page of each menu group and the contact form, then the member's own pages (decision 63, fifth round).
 * The pages a member is sent away from (/login, /signup) are checked signed out only.
 */
const signedInPublicPaths = new Set(['/', '/company/intro', '/business/material', '/research/intro', '/news', '/contact'])
/**
 * Whether the sweep signed out loads the page in full in the language: home in each, every other page in one, the next
 * page in the next language (decision 63, eighth round). Every page is then rendered by the server and hydrated in a
 * language at least, every language on five pages or more, among them in each language a page with dates (news,
 * press, papers, patents), where the server's and the browser's formats of a language could differ.
 */
const loadedInFull = (pageIndex: number, locale: (typeof locales)[number]): boolean =>
  pageIndex === 0 || pageIndex % locales.length === locales.indexOf(locale)
/** Every width in turn, from the one the window has (the narrowest or the widest) to the other end. */
async function checkEveryWidth(
  page: Page,
  path: string,
  font: Font,
  widths: readonly number[],
  problems: string[],
): Promise<void> {
  const current = page.viewportSize()?.width
  for (const width of current === widths[widths.length - 1] ? [...widths].reverse() : widths) {
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
    test(`${locale}, ${signedIn ? "signed in: the member's header and pages" : 'signed out: every page'} at ${widthsOf(locale, signedIn).join(', ')} px, in the web font and the fallback font`, async ({
      page,
      request,
      context,
    }) => {
      // Signed out, an axe run per page (seconds each on a busy two-core machine).
      test.setTimeout(240_000)
      if (signedIn) {
        // With a request listed, /sample holds its widest content: the table of requests.
        const member = await signedUpMember(context, 'layout')
        await requestedSample(request, member.token)
      }
      const pages: { route?: (typeof routes)[number]; path: string }[] = await Promise.all(
        routes
          .filter((route) => !signedIn || signedInPublicPaths.has(route.path))
          .map(async (route) => ({ route, path: await concretePath(request, route) })),
      )
      if (signedIn) pages.push(...memberOnlyPaths.map((path) => ({ path })))
      if (!signedIn) await axeInEveryDocument(page)

      const problems: string[] = []
      const cdp = await context.newCDPSession(page)
      // The CSS domain reports the fonts drawn (fontProblem); it needs the DOM domain.
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      for (const [index, { route, path }] of pages.entries()) {
        const url = withLang(path, locale)
        const inFull = signedIn ? index === 0 : loadedInFull(index, locale)
        const [pageName] = await Promise.all([
          route && !signedIn ? pageNameOf(request, route, locale) : undefined,
          inFull ? gotoHydrated(page, url) : clientNavigate(page, url),
        ])
        await expect(page).toHaveURL(url)
        // Its title and breadcrumb shown: the page reached by client navigation is the one drawn before it is measured.
        if (route && pageName !== undefined) await expectRouteShown(page, route, pageName, locale)
        for (const font of ['fallback font', 'web font'] as const) {
          await checkEveryWidth(page, path, font, widthsOf(locale, signedIn), problems)
          const problem = await fontProblem(cdp, font)
          if (problem) problems.push(`${path} in the ${font}: ${problem}`)
          // Between the fonts the window is at its widest.
          if (route && pageName !== undefined && font === 'fallback font') await expectAccessibleRoute(page, route, locale)
        }
        if (route && !signedIn && locale === 'ko-KR' && checkedOnAPhone.has(route.path))
          await expectAccessibleOnAPhone(page, locale)
      }
      expect(problems).toEqual([])
    })
  }
}
