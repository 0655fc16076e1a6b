import { e2eServerEnv } from './e2e-server-env'
import { expect, locales, test } from './fixtures'
import { gotoHydrated, msg, withLang } from './support'

/** The company film id the e2e server is configured with. */
const VIDEO_ID = e2eServerEnv.COMPANY_VIDEO_ID

test.describe('home hero', () => {
  for (const locale of locales) {
    test(`plays the company film in the video modal in ${locale}`, async ({ page }) => {
      // The film itself is a third party's page; here it only has to be asked for.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>film</p>' }),
      )
      await gotoHydrated(page, withLang('/', locale))
      await expect(page.locator('iframe')).toHaveCount(0)

      const play = page.getByRole('button', { name: msg(locale, 'home_video_play') })
      await play.click()
      const dialog = page.getByRole('dialog', { name: msg(locale, 'video_dialog_label') })
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`youtube-nocookie\\.com/embed/${VIDEO_ID}\\?`))

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(play).toBeFocused()
    })
  }
})

test.describe('home images', () => {
  test('reserve their size, load the hero first and the rest lazily, in a modern format', async ({ page }) => {
    await gotoHydrated(page, withLang('/', 'en-US'))
    const hero = page.getByRole('img', { name: msg('en-US', 'image_hero_alt') })
    await expect(hero).toHaveAttribute('width', /^\d+$/)
    await expect(hero).toHaveAttribute('height', /^\d+$/)
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).not.toHaveAttribute('loading', 'lazy')
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)

    const areaImages = page.locator('main picture img[alt=""]')
    await expect(areaImages).toHaveCount(3)
    for (const image of await areaImages.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveAttribute('width', /^\d+$/)
    }
  })

  test('are offered at several widths so that a phone downloads a small one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, withLang('/', 'ko-KR'))
    const hero = page.getByRole('img', { name: msg('ko-KR', 'image_hero_alt') })
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/hero-(480|800)\.avif$/)
  })
})
