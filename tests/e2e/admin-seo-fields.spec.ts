import sharp from 'sharp'
import { libraryImage } from './admin-site-content-support'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { createdNews, editorPage, newsDetail } from './item-editor-support'
import { fill } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * Issue 40 §3 (decision 89), worked by an editor on the production build: a news item's search title, description,
 * share image with its focal point and noindex, set in the console's "Search and sharing" section, seen in its
 * previews of the search result and the shared card before publishing, then published: the public page's head
 * carries them, its share image answers at 1200×630, and the sitemap leaves the page out. The rules (limits, languages,
 * fallbacks, the crop) are the contract's and unit tests'.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)

test('an editor sets how a news item appears in search results and shared links, previews it and publishes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  const alt = `공유 이미지 ${tag}`
  await libraryImage(request, alt)
  const id = await createdNews(request, `공유 소식 ${tag}`)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, `/admin/posts/news/${id}`)

  const section = page.getByTestId('seo-fields')
  await section.locator('summary').click()
  const title = `검색 제목 ${tag}`
  const description = '검색 결과와 공유 카드에 보일 설명입니다.'
  await page.locator('#item-seo-translations-ko-KR-title').fill(title)
  await expect(page.locator('#item-seo-translations-ko-KR-title-count')).toHaveText(
    fill(locale, 'admin_seo_count', { count: Array.from(title).length, max: 70 }),
  )
  await page.locator('#item-seo-translations-ko-KR-description').fill(description)

  await section.getByRole('button', { name: t('admin_seo_image_choose'), exact: true }).click()
  const picker = page.getByRole('dialog', { name: t('admin_media_picker_title') })
  await picker.locator('#media-picker-q').fill(alt)
  await picker.getByRole('button', { name: t('admin_media_search_button'), exact: true }).click()
  await picker.getByTestId('media-picker-item').filter({ hasText: alt }).click()
  await expect(picker).toBeHidden()

  // The focal point: clicked at three quarters across, a quarter down, then one step down with the keyboard.
  const focal = section.getByRole('button', { name: t('admin_seo_focal_point_control') })
  const box = await focal.boundingBox()
  if (!box) throw new Error('no focal point picker')
  await focal.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } })
  await focal.press('ArrowDown')
  await expect(section.getByText(fill(locale, 'admin_seo_focal_point', { x: 75, y: 30 }))).toBeVisible()
  await section.getByLabel(t('admin_seo_noindex')).check()

  // The previews, from the draft not yet saved.
  const search = page.getByTestId('seo-search-preview')
  await expect(search).toContainText(title)
  await expect(search).toContainText(description)
  await expect(search).toContainText('› news')
  await expect(section.getByText(t('admin_seo_preview_noindex'))).toBeVisible()
  const card = page.getByTestId('seo-share-preview')
  await expect(card).toContainText(title)
  await expect(card.getByTestId('seo-card-image')).toHaveAttribute('data-object-position', /^100% /)
  expect(await seriousViolations(page, { within: '[data-testid="seo-fields"]' })).toEqual([])

  await page.getByRole('button', { name: t('admin_post_save_draft'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await page.getByRole('button', { name: t('admin_post_publish_now'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
  type Saved = { seo: { noindex: boolean; translations: { 'ko-KR': { image: { focusX: number; focusY: number } } } } }
  const saved = (await newsDetail(request, id)).fields as unknown as Saved
  // Where the click landed, to the pixel (a box at a fractional position rounds it by one): about three quarters
  // across, a quarter down and one step of 5 % lower.
  const focus = saved.seo.translations['ko-KR'].image
  expect(saved.seo).toMatchObject({
    noindex: true,
    translations: {
      'ko-KR': { title, description, image: { focusX: expect.closeTo(0.75, 1), focusY: expect.closeTo(0.3, 2) } },
    },
  })

  // What visitors' search engines and link previews read.
  const visitor = await context.browser()?.newPage()
  if (!visitor) throw new Error('no browser')
  await visitor.goto(`${new URL(page.url()).origin}/news/${id}?lang=ko-KR`)
  await expect(visitor).toHaveTitle(title)
  const meta = (key: string) => visitor.locator(`meta[name="${key}"], meta[property="${key}"]`)
  await expect(meta('description')).toHaveAttribute('content', description)
  await expect(meta('og:title')).toHaveAttribute('content', title)
  await expect(meta('og:description')).toHaveAttribute('content', description)
  await expect(meta('robots')).toHaveAttribute('content', 'noindex')
  await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image')
  await expect(meta('og:image:width')).toHaveAttribute('content', '1200')
  await expect(meta('og:image:height')).toHaveAttribute('content', '630')
  const imageUrl = await meta('og:image').getAttribute('content')
  const point = `${Math.round(focus.focusX * 1000)}-${Math.round(focus.focusY * 1000)}`
  expect(imageUrl).toMatch(new RegExp(`/api/v1/media/share/[a-f0-9]+-\\d+-${point}\\.jpg$`))
  await visitor.close()

  const image = await request.get(imageUrl ?? '')
  expect(image.status()).toBe(200)
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(await sharp(await image.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/news/')
  expect(sitemap).not.toMatch(new RegExp(`/news/${id}(?![0-9])`))
})

test('a long-form page’s previews are titled and addressed as the page itself while its search texts are empty', async ({
  page,
  context,
  request,
}) => {
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, '/admin/site-content/pages')
  await page
    .getByRole('table')
    .getByRole('link', { name: t('nav_company_vision'), exact: true })
    .click()
  const section = page.getByTestId('seo-fields')
  await section.locator('summary').click()

  // What the page's visitors and search engines get as its title.
  const visitor = await context.browser()?.newPage()
  if (!visitor) throw new Error('no browser')
  await visitor.goto(`${new URL(page.url()).origin}/company/vision?lang=${locale}`)
  const title = await visitor.title()
  await visitor.close()
  expect(title).toContain(t('nav_company_vision'))

  await expect(page.locator(`#item-seo-translations-${locale}-title`)).toHaveAttribute('placeholder', title)
  const search = page.getByTestId('seo-search-preview')
  await expect(search).toContainText(title)
  await expect(search).toContainText('› company › vision')
  await expect(page.getByTestId('seo-share-preview')).toContainText(title)
})
