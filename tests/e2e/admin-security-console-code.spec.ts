import { readFileSync } from 'node:fs'
import type { Response } from '@playwright/test'
import { isConsoleMessage } from '~/i18n/console-locales'
import { expect, locales, test } from './fixtures'
import { waitForConsole } from './staff-console-support'
import { waitForHydration } from './support'

/** Issue 23: no public page loads the console's JavaScript or its messages. */

/**
 * Texts only the console shows: each admin message's longest literal part, when it is long enough to mean something,
 * is three words or more (a single word such as "Publication" or "Categories" is also in code: `PublicationVolume`,
 * `getPostCategories`; two, such as "this browser", are also in a library's own messages: the passkey library's, which
 * /login loads) and no other message of any language holds it (the console's "본문 바로가기" is also the public skip
 * link's).
 */
function consoleOnlyTexts(): string[] {
  const catalogues = locales.map(
    (locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>,
  )
  const publicTexts = catalogues.flatMap((catalogue) =>
    Object.entries(catalogue)
      .filter(([key, text]) => !isConsoleMessage(key) && !key.startsWith('$') && typeof text === 'string')
      .map(([, text]) => text as string),
  )
  const texts = new Set<string>()
  for (const catalogue of catalogues) {
    for (const [key, text] of Object.entries(catalogue)) {
      if (!isConsoleMessage(key) || typeof text !== 'string') continue
      const longest = text.split(/\{[^}]*\}/).reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '')
      const words = longest.split(/\s+/).length >= 3
      if (longest.length >= 10 && words && !publicTexts.some((other) => other.includes(longest))) texts.add(longest)
    }
  }
  return [...texts]
}

test.describe("the console's code stays in the console", () => {
  test('the public pages load none of its JavaScript and none of its messages; the console does', async ({ browser }) => {
    test.setTimeout(90_000)
    const markers = consoleOnlyTexts()
    expect(markers.length, 'admin messages to look for').toBeGreaterThan(50)
    /** Every script a page loaded until the network was quiet, with what it holds of the console. */
    const consoleCodeLoadedBy = async (path: string, hydrated = waitForHydration) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const scripts: Array<Promise<{ url: string; found: string[] }>> = []
      const keep = (response: Response) => {
        if (response.request().resourceType() !== 'script') return
        scripts.push(
          response.text().then((code) => ({
            url: response.url(),
            found: [
              ...(code.includes('console-main') ? ['console-main'] : []),
              ...markers.filter((marker) => code.includes(marker)),
            ],
          })),
        )
      }
      page.on('response', keep)
      await page.goto(path, { waitUntil: 'networkidle' })
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      // A script answered after this would be read from a closed context: the list ends here.
      page.off('response', keep)
      const loaded = await Promise.all(scripts)
      await context.close()
      expect(loaded.length, `${path} loads scripts`).toBeGreaterThan(0)
      return loaded.filter((script) => script.found.length > 0).map((script) => `${script.url}: ${script.found.slice(0, 3)}`)
    }
    for (const path of ['/?lang=ko-KR', '/?lang=en-US', '/news?lang=ko-KR', '/contact?lang=en-US', '/login?lang=ko-KR']) {
      expect(await consoleCodeLoadedBy(path), path).toEqual([])
    }
    // Control: the console itself loads them, so the markers are ones the build really holds.
    expect((await consoleCodeLoadedBy('/admin/login?lang=ko-KR', waitForConsole)).length).toBeGreaterThan(0)
  })
})
