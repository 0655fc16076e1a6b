import type { Page } from '@playwright/test'
import { e2eServerEnv } from './e2e-server-env'
import { expect, type Locale, test } from './fixtures'
import { apiData, hrefWithLang, longDate, type NewsSummary, type Paged } from './posts-support'
import { expectedTitle, gotoHydrated, msg, withLang } from './support'

/** The company film id the e2e server is configured with. */
const VIDEO_ID = e2eServerEnv.COMPANY_VIDEO_ID

// The dialog's name, the film's address and its close button in every language are component tests
// (app/shell/global-video.test.tsx); here the browser's own modal dialog: Escape, and the focus back on the button.
test('home hero: plays the company film in the video modal (en-US), which Escape closes, focus back on its button', async ({
  page,
}) => {
  const locale: Locale = 'en-US'
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

/** The marketing figures as the English home writes them: value, then unit. */
const MARKETING_FIGURES = [
  ['7.5', 'trillion cells/g'],
  ['250', '+'],
  ['18', '+'],
  ['3', 'patents'],
  ['1,500', '+'],
  ['5,000', '+'],
  ['14', 'celebrities'],
  ['38', 'influencers'],
  ['40', '%'],
]

interface Figure {
  key: string
  value: string
  unit: string
  label: string
}

const region = (page: Page, locale: Locale, headingKey: string) =>
  page.getByRole('main').getByRole('region', { name: msg(locale, headingKey), exact: true })

test.describe('home content', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the marketing figures are the API figures, which are the expected nine', async ({ page, request }) => {
    const locale = 'en-US'
    const figures = await apiData<Figure[]>(request, '/api/v1/figures', locale)
    expect(figures.map((figure) => [figure.value, figure.unit])).toEqual(MARKETING_FIGURES)
    expect(figures.at(-1)?.label, '40% of 60,000 media channels').toContain('60,000 media channels')

    await gotoHydrated(page, withLang('/', locale))
    const section = region(page, locale, 'home_figures_heading')
    await expect(section.locator('dt')).toHaveText(figures.map((figure) => figure.label))
    await expect(section.locator('dd')).toHaveText(figures.map((figure) => `${figure.value}${figure.unit}`))
  })

  for (const locale of ['ko-KR', 'ja-JP'] as const) {
    test(`shows the API's figures, latest news, main clients and partners' words in ${locale}`, async ({ page, request }) => {
      const [figures, news, clients, quotes] = await Promise.all([
        apiData<Figure[]>(request, '/api/v1/figures', locale),
        apiData<Paged<NewsSummary>>(request, '/api/v1/post/news?page=1&size=3', locale),
        apiData<Array<{ name: string }>>(request, '/api/v1/clients/list?isMain=true', locale),
        apiData<Array<{ author: string; affiliation: string; quote: string }>>(request, '/api/v1/quotes/list', locale),
      ])
      for (const [name, list] of Object.entries({ figures, news: news.items, clients, quotes }))
        expect(list.length, `the API has ${name}`).toBeGreaterThan(0)
      await gotoHydrated(page, withLang('/', locale))

      const figureSection = region(page, locale, 'home_figures_heading')
      await expect(figureSection.locator('dt')).toHaveText(figures.map((figure) => figure.label))
      await expect(figureSection.locator('dd')).toHaveText(figures.map((figure) => `${figure.value}${figure.unit}`))

      const newsSection = region(page, locale, 'home_latest_news')
      const titles = newsSection.getByRole('heading', { level: 3 }).getByRole('link')
      await expect(titles).toHaveText(news.items.map((item) => item.title))
      for (const [index, item] of news.items.entries()) {
        await expect(titles.nth(index)).toHaveAttribute('href', hrefWithLang(`/news/${item.id}`, locale))
        await expect(newsSection.locator('time').nth(index)).toHaveText(longDate(item.publishedAt, locale))
      }
      await expect(newsSection.getByRole('link', { name: msg(locale, 'home_all_news'), exact: true })).toHaveAttribute(
        'href',
        hrefWithLang('/news', locale),
      )

      await expect(region(page, locale, 'home_clients_heading').getByRole('listitem')).toHaveText(
        clients.map((client) => client.name),
      )
      const quoteSection = region(page, locale, 'home_testimonials_heading')
      await expect(quoteSection.locator('blockquote p')).toHaveText(quotes.map((quote) => quote.quote))
      await expect(quoteSection.locator('blockquote footer')).toHaveText(
        quotes.map((quote) => `${quote.author} · ${quote.affiliation}`),
      )
    })
  }

  test('a latest-news title opens that article', async ({ page, request }) => {
    const locale = 'zh-CN'
    const [newest] = (await apiData<Paged<NewsSummary>>(request, '/api/v1/post/news?page=1&size=1', locale)).items
    if (!newest) throw new Error('the API has no news')
    await gotoHydrated(page, withLang('/', locale))
    await region(page, locale, 'home_latest_news').getByRole('link', { name: newest.title, exact: true }).click()
    await expect(page).toHaveURL(hrefWithLang(`/news/${newest.id}`, locale))
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(newest.title)
  })

  test('the business sections lead to raw materials, own products and research, in the same language', async ({ page }) => {
    const locale = 'zh-TW'
    await gotoHydrated(page, withLang('/', locale))
    const areas = region(page, locale, 'home_business_heading').getByRole('heading', { level: 3 }).getByRole('link')
    await expect(areas).toHaveText([
      msg(locale, 'nav_business_material'),
      msg(locale, 'nav_business_pb'),
      msg(locale, 'nav_research'),
    ])
    const targets = ['/business/material', '/business/pb', '/research/intro']
    for (const [index, path] of targets.entries())
      await expect(areas.nth(index)).toHaveAttribute('href', hrefWithLang(path, locale))
    for (const key of ['home_business_material', 'home_business_pb', 'home_business_research'])
      await expect(region(page, locale, 'home_business_heading').getByText(msg(locale, key), { exact: true })).toBeVisible()

    await areas.first().click()
    await expect(page).toHaveURL(hrefWithLang('/business/material', locale))
    await expect(page).toHaveTitle(expectedTitle(locale, 'nav_business_material'))
  })

  test('the call to inquire leads to the contact page in the same language', async ({ page }) => {
    const locale = 'ja-JP'
    await gotoHydrated(page, withLang('/', locale))
    const cta = region(page, locale, 'home_cta_title')
    await expect(cta.getByText(msg(locale, 'home_cta_text'), { exact: true })).toBeVisible()
    const link = cta.getByRole('link', { name: msg(locale, 'home_cta_button'), exact: true })
    await expect(link).toHaveAttribute('href', hrefWithLang('/contact', locale))
    await link.click()
    await expect(page).toHaveURL(hrefWithLang('/contact', locale))
    await expect(page).toHaveTitle(expectedTitle(locale, 'page_contact'))
  })

  // documents.spec.ts downloads the English deck from here; this is the general one.
  test('the hero offers the general company deck in ko-KR', async ({ page, request }) => {
    const locale = 'ko-KR'
    const [deck] = await apiData<Array<{ url: string; fileName: string }>>(request, '/api/v1/documents?type=COMPANY', locale)
    if (!deck) throw new Error('the API has no COMPANY document')
    await gotoHydrated(page, withLang('/', locale))
    const link = page.getByRole('main').getByRole('link', { name: msg(locale, 'nav_company_deck'), exact: true })
    await expect(link).toHaveAttribute('href', deck.url)
    await expect(link).toHaveAttribute('download', deck.fileName)
  })
})
