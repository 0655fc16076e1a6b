import type { APIRequestContext, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { consolePage, fill } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * The console's Site content section, worked by an editor on the production build: a client added with its logo from
 * the media library and published; the clients put in order with the keyboard and by dragging, which the home page
 * follows; a FAQ answer changed in Korean and English, which the FAQ page shows; the research introduction rewritten
 * (the long-form pages are a fixed set); an item deleted after its confirmation; a form page checked with axe on a
 * laptop and on a phone.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
const adminHeaders = { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` }
const contentApi = '/api/v1/admin/content'

async function adminCall<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown) {
  const response = await request[method](path, { headers: adminHeaders, ...(data === undefined ? {} : { data }) })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200)
  return ((await response.json()) as { data: T }).data
}

interface Summary {
  id: number
  title: string
}

/** Every item of an ordered kind, drafts included, in the order the site shows them. */
async function orderOf(request: APIRequestContext, kind: string): Promise<Summary[]> {
  return (await adminCall<{ items: Summary[] }>(request, 'get', `${contentApi}/${kind}?size=100`)).items
}

/** An image of the library with its Korean alt text (a flat colour of the run's own, so that its bytes are new). */
async function libraryImage(request: APIRequestContext, alt: string): Promise<number> {
  const shade = Math.floor(Math.random() * 200)
  const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .png()
    .toBuffer()
  const { item } = await adminCall<{ item: { id: number; version: number } }>(request, 'post', '/api/v1/admin/media', {
    name: `${alt}.png`,
    content: png.toString('base64'),
  })
  await adminCall(request, 'put', `/api/v1/admin/media/${item.id}/alt`, {
    alt: { 'ko-KR': alt, 'en-US': `${alt} logo` },
    version: item.version,
  })
  return item.id
}

const orderRow = (page: Page, title: string) => page.getByTestId('order-item').filter({ hasText: title })
const handleOf = (row: Locator) => row.locator('button.handle')

async function expectOrderSaved(page: Page) {
  await expect(page.getByTestId('order-notice')).toHaveText(t('admin_item_order_saved'))
}

test('an editor adds a client with a logo from the library and publishes it, then orders the clients by keyboard and by dragging, and the home page follows', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = uniqueTag()
  const name = `고객사 ${tag}`
  const alt = `로고 ${tag}`
  const mediaId = await libraryImage(request, alt)
  await signedInStaff(context, await addedStaff(request, 'editor'))

  await test.step('the client is written, its logo chosen from the library, saved as a draft and published', async () => {
    await consolePage(page, '/admin/site-content/clients/new', locale)
    await page.locator('#item-name-ko-KR').fill(name)
    await page.locator('#item-name-en-US').fill(`Client ${tag}`)
    await page.locator('#item-sector-ko-KR').fill('화장품')
    await page.getByLabel(t('admin_site_field_is_main'), { exact: true }).check()
    await page.getByRole('button', { name: t('admin_site_logo_choose'), exact: true }).click()
    const picker = page.getByRole('dialog', { name: t('admin_media_picker_title') })
    await picker.locator('#media-picker-q').fill(alt)
    await picker.getByRole('button', { name: t('admin_media_search_button'), exact: true }).click()
    await picker.getByTestId('media-picker-item').filter({ hasText: alt }).click()
    await expect(picker).toBeHidden()
    await expect(page.getByTestId('logo-preview').getByRole('img', { name: alt })).toBeVisible()
    await page.getByRole('button', { name: t('admin_post_save_draft'), exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/site-content\/clients\/\d+/)
    await expect(page.getByTestId('logo-preview').getByRole('img', { name: alt })).toBeVisible()
    await page.getByRole('button', { name: t('admin_post_publish_now'), exact: true }).click()
    await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
    const shown = await (
      await request.get('/api/v1/clients/list?isMain=true', { headers: { 'accept-language': 'en-US' } })
    ).json()
    expect((shown as { data: Array<{ name: string; logo: { mediaId: number } | null }> }).data).toContainEqual(
      expect.objectContaining({ name: `Client ${tag}`, logo: expect.objectContaining({ mediaId }) }),
    )
  })

  await test.step('with the keyboard: its handle lifted with Space, moved up with an arrow, dropped with Space', async () => {
    await consolePage(page, '/admin/site-content/clients/order', locale)
    const before = (await orderOf(request, 'clients')).map((item) => item.title)
    const place = before.indexOf(name)
    expect(place, 'a new client goes last').toBe(before.length - 1)
    await handleOf(orderRow(page, name)).focus()
    const liveRegion = page.locator('[id^="DndLiveRegion"]')
    const total = String(before.length)
    await page.keyboard.press('Space')
    // Lifted, it is over its own place (dnd-kit says so right after the lift).
    await expect(liveRegion).toHaveText(
      fill(locale, 'admin_item_order_over', { title: name, position: String(place + 1), total }),
    )
    // The keyboard sensor listens for the arrows from the task after the lift (dnd-kit attaches them in a timeout).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await page.keyboard.press('ArrowUp')
    await expect(liveRegion).toHaveText(fill(locale, 'admin_item_order_over', { title: name, position: String(place), total }))
    await page.keyboard.press('Space')
    await expect(liveRegion).toHaveText(fill(locale, 'admin_item_order_dropped', { title: name, position: String(place), total }))
    await expectOrderSaved(page)
    const after = (await orderOf(request, 'clients')).map((item) => item.title)
    expect(after.indexOf(name)).toBe(place - 1)
  })

  await test.step('by dragging: its handle dragged onto the first client', async () => {
    const from = await handleOf(orderRow(page, name)).boundingBox()
    const to = await page.getByTestId('order-item').first().boundingBox()
    if (!from || !to) throw new Error('the rows are not on screen')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 })
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 20 })
    await page.mouse.up()
    await expectOrderSaved(page)
    await expect(page.getByTestId('order-item').first()).toContainText(name)
    expect((await orderOf(request, 'clients'))[0]?.title).toBe(name)
  })

  await test.step('the home page lists the main clients in that order', async () => {
    const order = (await orderOf(request, 'clients')).map((item) => item.id)
    const main = (
      (await (await request.get('/api/v1/clients/list?isMain=true', { headers: { 'accept-language': 'ko-KR' } })).json()) as {
        data: Array<{ id: number; name: string }>
      }
    ).data
    expect(main.map((client) => client.id)).toEqual(order.filter((id) => main.some((client) => client.id === id)))
    expect(main[0]?.name).toBe(name)
    await page.goto(`/?lang=${locale}`)
    await expect(page.locator('section[aria-labelledby="home-clients"] li')).toHaveText(main.map((client) => client.name))
  })
})

test('a move in a list someone changed meanwhile is refused, said so, and the list is read again', async ({
  page,
  context,
  request,
}) => {
  const label = `새 수치 ${uniqueTag()}`
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, '/admin/site-content/figures/order', locale)
  const first = page.getByTestId('order-item').first()
  await expect(first).toBeVisible()
  // The list the page shows is read again once it has hydrated: the change must come after that read, or the page
  // would already list it and its move would be no stale one.
  await page.waitForLoadState('networkidle')
  await adminCall(request, 'post', `${contentApi}/figures`, { value: '1', unit: { 'ko-KR': '개' }, label: { 'ko-KR': label } })
  await first.getByRole('button', { name: new RegExp(`^${t('admin_item_order_down')}`) }).click()
  await expect(page.getByTestId('stale-record')).toBeVisible()
  await expect(orderRow(page, label)).toBeVisible()
})

test('an editor changes a FAQ answer in Korean and English, and the FAQ page shows it in each language', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  const [entry] = (await adminCall<{ items: Summary[] }>(request, 'get', `${contentApi}/faq-entries?size=1`)).items
  if (!entry) throw new Error('no FAQ question')
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, `/admin/site-content/faq-entries/${entry.id}`, locale)
  await expect(page.locator('#item-categoryId')).not.toHaveValue('')
  await page.locator('#item-answer-ko-KR').fill(`새 답변입니다 ${tag}`)
  await page.locator('#item-answer-en-US').fill(`A new answer ${tag}`)
  await page.getByRole('button', { name: t('admin_post_save_draft'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await page.getByRole('button', { name: t('admin_post_publish_now'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))

  await page.goto('/faq?lang=ko-KR')
  await expect(page.locator('details').filter({ hasText: entry.title })).toContainText(`새 답변입니다 ${tag}`)
  await page.goto('/faq?lang=en-US')
  await expect(page.locator('details p').filter({ hasText: `A new answer ${tag}` })).toHaveCount(1)
})

test('an editor rewrites the research introduction in Korean, and the page shows it; the pages can be neither added nor deleted', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, '/admin/site-content/pages', locale)
  const pageLinks = page.getByRole('table').getByRole('link')
  await expect(pageLinks).toHaveText(
    ['nav_company_vision', 'nav_research_intro', 'nav_business_showroom', 'page_terms', 'page_privacy'].map(t),
  )
  await expect(page.getByRole('link', { name: t('admin_post_new'), exact: true })).toHaveCount(0)

  await pageLinks.filter({ hasText: t('nav_research_intro') }).click()
  const koreanBody = page.locator('#item-body-ko-KR[contenteditable="true"]')
  await expect(koreanBody).toBeVisible()
  await expect(page.getByRole('heading', { name: t('admin_item_delete_heading') })).toHaveCount(0)
  await page.locator('#item-lead-ko-KR').fill(`연구소를 새로 소개합니다 ${tag}`)
  // The whole Korean body rewritten (selecting all, then typing over it, as an editor may).
  await koreanBody.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(`새 문단입니다 ${tag}`)
  await expect(koreanBody).toHaveText(`새 문단입니다 ${tag}`)
  await page.getByRole('button', { name: t('admin_post_save_draft'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await page.getByRole('button', { name: t('admin_post_publish_now'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))

  await page.goto('/research/intro?lang=ko-KR')
  await expect(page.locator('main .lead')).toHaveText(`연구소를 새로 소개합니다 ${tag}`)
  // The body is the one block typed (ProseMirror keeps the first block's kind, here the first section's heading).
  await expect(page.locator('main article').getByText(`새 문단입니다 ${tag}`, { exact: true })).toBeVisible()
  await expect(page.locator('main article').getByText('연구 분야', { exact: true })).toHaveCount(0)
  await page.goto('/research/intro?lang=ja-JP')
  await expect(page.locator('main .lead')).toContainText('セルラクティス')
})

test('a raw material’s description opens under its name, in the reader’s language', async ({ page }) => {
  await page.goto('/business/material?lang=en-US')
  const details = page.locator('main details').first()
  await expect(details.locator('summary')).toHaveText(msg('en-US', 'product_details'))
  await details.locator('summary').click()
  await expect(details.locator('p').first()).toBeVisible()
  await expect(details).toHaveAttribute('open', '')
})

test('an editor deletes a testimonial after confirming it, and it is gone', async ({ page, context, request }) => {
  const author = `삭제할 후기 ${uniqueTag()}`
  const { id } = await adminCall<{ id: number }>(request, 'post', `${contentApi}/testimonials`, {
    author: { 'ko-KR': author },
    affiliation: { 'ko-KR': '소속' },
    quote: { 'ko-KR': '좋아요' },
  })
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, `/admin/site-content/testimonials/${id}`, locale)
  await page.getByRole('button', { name: t('admin_item_delete'), exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: t('admin_item_delete_title') })
  await expect(dialog).toContainText(fill(locale, 'admin_item_delete_confirm_text', { title: author }))
  await dialog.getByRole('button', { name: t('admin_item_delete_confirm'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/site-content\/testimonials(\?|$)/)
  await expect(page.getByRole('link', { name: author })).toHaveCount(0)
  const gone = await request.get(`${contentApi}/testimonials/${id}`, { headers: adminHeaders })
  expect(gone.status()).toBe(404)
})

test('an editor deletes an unused image from the library after confirming it, and it is gone', async ({
  page,
  context,
  request,
}) => {
  const alt = `지울 이미지 ${uniqueTag()}`
  const id = await libraryImage(request, alt)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, `/admin/media/${id}`, locale)
  await page.getByRole('button', { name: t('admin_media_delete'), exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: t('admin_media_delete_title') })
  await expect(dialog).toContainText(fill(locale, 'admin_media_delete_unused', { name: `${alt}.png` }))
  await dialog.getByRole('button', { name: t('admin_media_delete_confirm'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/media(\?|$)/)
  const gone = await request.get(`/api/v1/admin/media/${id}`, { headers: adminHeaders })
  expect(gone.status()).toBe(404)
})

test('a product’s form and the order page have no serious accessibility violation, on a laptop and on a phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    for (const path of ['/admin/site-content/products-pb/new', '/admin/site-content/history/order']) {
      await consolePage(page, path, locale)
      if (path.endsWith('/new')) await page.getByRole('button', { name: t('admin_site_spec_add'), exact: true }).click()
      expect(await seriousViolations(page), `${path} at ${viewport.width} px`).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0)
    }
  }
})

test('an editor adds a news category in Korean and English, then renames it', async ({ page, context, request }) => {
  const tag = uniqueTag()
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, '/admin/posts/categories', locale)
  await page.locator('#post-category-type').selectOption('news')
  await page.locator('#post-category-new-ko-KR').fill(`행사 ${tag}`)
  await page.locator('#post-category-new-en-US').fill(`Events ${tag}`)
  await page.getByRole('button', { name: t('admin_post_category_add'), exact: true }).click()
  const row = page.getByTestId('post-category').filter({ hasText: `행사 ${tag}` })
  await expect(row).toBeVisible()
  await expect(page.locator('#post-category-new-ko-KR')).toHaveValue('')

  await row.getByRole('button', { name: t('admin_post_category_rename'), exact: true }).click()
  await row.locator('input[lang="en-US"]').fill(`Company events ${tag}`)
  await row.getByRole('button', { name: t('admin_post_category_save'), exact: true }).click()
  await expect(row.getByRole('button', { name: t('admin_post_category_rename'), exact: true })).toBeVisible()
  const categories = await adminCall<Array<{ postType: string; name: Record<string, string> }>>(
    request,
    'get',
    `${contentApi}/post-categories`,
  )
  expect(categories).toContainEqual(
    expect.objectContaining({ postType: 'news', name: { 'ko-KR': `행사 ${tag}`, 'en-US': `Company events ${tag}` } }),
  )
})
