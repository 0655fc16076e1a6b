import { expect, test } from './fixtures'
import { gotoHydrated, withLang } from './support'

/**
 * Decision 14: the brand fonts never stand before the first paint. The server links their stylesheets for print
 * only (not render-blocking, no font file fetched). A first visit stays in the system's fonts (applying them late
 * would re-lay out the page) while the font files its text needs are cached at idle; the next page then applies
 * them before its first paint.
 */
const sheets = {
  'ko-KR': ['/fonts/pretendard.css'],
  'ja-JP': ['/fonts/pretendard.css', '/fonts/noto-sans-jp.css'],
} as const

const fontMedia = () => [...document.querySelectorAll<HTMLLinkElement>('link[href^="/fonts/"]')].map((link) => link.media)

for (const [locale, hrefs] of Object.entries(sheets) as [keyof typeof sheets, readonly string[]][]) {
  test(`${locale}: a first visit caches the font files without applying them, and the next page applies them before its first paint`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(withLang('/', locale))).text()
    for (const href of hrefs) expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${href}" media="print"`))
    expect(html).not.toMatch(/<link rel="stylesheet" href="\/fonts\/[^"]+"(?! media="print")/)

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { mediaAtStart: string[] }).mediaAtStart = [
          ...document.querySelectorAll<HTMLLinkElement>('link[href^="/fonts/"]'),
        ].map((link) => link.media)
      })
    })
    await gotoHydrated(page, withLang('/', locale))
    expect(await page.evaluate(() => (window as unknown as { mediaAtStart: string[] }).mediaAtStart)).toEqual(
      hrefs.map(() => 'print'),
    )
    const fontFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.woff2')),
      )
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-cached'))).toBe('1')
    const cached = await fontFiles()
    expect(cached.some((path) => path.startsWith('/fonts/Pretendard-Regular'))).toBe(true)
    if (locale === 'ja-JP') expect(cached.some((path) => path.startsWith('/fonts/noto-sans-jp-'))).toBe(true)
    // Only the files this page's text needs, not the whole family.
    expect(cached.length).toBeLessThan(locale === 'ja-JP' ? 120 : 60)
    // Still the system's fonts on this page: nothing re-laid out under the reader.
    expect(await page.evaluate(fontMedia)).toEqual(hrefs.map(() => 'print'))
    expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Pretendard')))).toBe(false)

    // The next page, in the same browser, applies them before its first paint.
    await gotoHydrated(page, withLang('/news', locale))
    expect(await page.evaluate(() => (window as unknown as { mediaAtStart: string[] }).mediaAtStart)).toEqual(
      hrefs.map(() => 'all'),
    )
    await expect
      .poll(() =>
        page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Pretendard') && face.status === 'loaded')),
      )
      .toBe(true)
  })
}
