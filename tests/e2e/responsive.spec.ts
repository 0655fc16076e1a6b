import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { gotoHydrated, withLang } from './support'

/** How far the page scrolls sideways, after the resize has been laid out, and what sticks out (for the message). */
function overflowOf(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const width = window.innerWidth
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, width, culprits }
  })
}

// That no public page scrolls sideways at any width, in any language, is the layout sweep's
// (layout-every-width.spec.ts): it measures every page in every language at a phone's widths to a laptop's, and in
// Korean at the theme's small breakpoint (576 px) too.

test.describe('a select is never wider than its column', () => {
  for (const font of ['web font', 'fallback font'] as const) {
    test(`the finder's product names do not widen the page (ja-JP, ${font})`, async ({ page }) => {
      if (font === 'web font') await page.addInitScript(() => localStorage.setItem('fonts-cached', '1'))
      else await page.route(/\/fonts\/[^/]+\.css$/, (route) => route.fulfill({ contentType: 'text/css', body: '' }))
      await page.setViewportSize({ width: 390, height: 844 })
      await gotoHydrated(page, withLang('/business/pharmacy', 'ja-JP'))
      await page.evaluate(() => document.fonts.ready)
      for (const width of [360, 390, 576, 768, 992, 1200]) {
        await page.setViewportSize({ width, height: 844 })
        const overflow = await overflowOf(page)
        expect(overflow.scrollWidth, `at ${width} px; sticking out: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(width)
        const sticking = await page.evaluate(() =>
          [...document.querySelectorAll('main select')].flatMap((select) => {
            const column = select.closest('fieldset')?.getBoundingClientRect()
            const box = select.getBoundingClientRect()
            return column && box.right > column.right + 0.5 ? [`${select.id}: ${box.width} px in ${column.width} px`] : []
          }),
        )
        expect(sticking, `at ${width} px`).toEqual([])
      }
    })
  }
})
