import { expect, test } from './fixtures'
import { gotoHydrated, withLang } from './support'

/**
 * Decision 14: the brand fonts never stand before the first paint. The server links their stylesheets for print
 * only (not render-blocking, no font file fetched); they apply once the page has loaded, and from then on the
 * browser has them, so the next page applies them before its first paint.
 */
const sheets = {
  'ko-KR': ['/fonts/pretendard.css'],
  'ja-JP': ['/fonts/pretendard.css', '/fonts/noto-sans-jp.css'],
} as const

const fontMedia = () => [...document.querySelectorAll<HTMLLinkElement>('link[href^="/fonts/"]')].map((link) => link.media)

for (const [locale, hrefs] of Object.entries(sheets) as [keyof typeof sheets, readonly string[]][]) {
  test(`${locale}: the font stylesheets are not render-blocking on a first visit, and apply once the page has loaded`, async ({
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
    await expect.poll(() => page.evaluate(fontMedia)).toEqual(hrefs.map(() => 'all'))
    await expect
      .poll(() =>
        page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Pretendard') && face.status === 'loaded')),
      )
      .toBe(true)

    // The next page, in the same browser, applies them before its first paint.
    await gotoHydrated(page, withLang('/news', locale))
    expect(await page.evaluate(() => (window as unknown as { mediaAtStart: string[] }).mediaAtStart)).toEqual(
      hrefs.map(() => 'all'),
    )
  })
}
