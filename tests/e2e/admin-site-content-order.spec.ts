import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { josaAfter } from '~/i18n/korean-josa'
import { adminCall, contentApi, libraryImage, type Summary } from './admin-site-content-support'
import { uniqueTag } from './auth-support'
import { expect, test } from './fixtures'
import { editLanguage } from './item-editor-support'
import { consolePage, fill } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * The console's Site content section, worked by an editor on the production build: a client added with its logo from
 * the media library and published; the clients put in order with the keyboard and by dragging, which the home page
 * follows; a move in a list someone changed meanwhile refused.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)

/** Every item of an ordered kind, drafts included, in the order the site shows them. */
async function orderOf(request: APIRequestContext, kind: string): Promise<Summary[]> {
  return (await adminCall<{ items: Summary[] }>(request, 'get', `${contentApi}/${kind}?size=100`)).items
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
    await page.locator('#item-sector-ko-KR').fill('화장품')
    await editLanguage(page, 'English')
    await page.locator('#item-name-en-US').fill(`Client ${tag}`)
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
    await expect(liveRegion).toHaveText(
      fill(locale, 'admin_item_order_dropped', {
        title: name,
        titleJosa: josaAfter(name, '을/를'),
        position: String(place),
        total,
      }),
    )
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

test('the history order shows each event’s date, warns when a move leaves date order, and the move is undone', async ({
  page,
  context,
  request,
}) => {
  const events = (await adminCall<{ items: Array<Summary & { date: string }> }>(request, 'get', `${contentApi}/history?size=100`))
    .items
  // The first two events of different months: moving the newer one down puts the older first.
  const at = events.findIndex((event, index) => (events[index + 1]?.date ?? event.date) !== event.date)
  const [newer, older] = [events[at], events[at + 1]]
  if (!newer || !older) throw new Error('the seeded history has no two events of different months')
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, '/admin/site-content/history/order', locale)
  const row = orderRow(page, newer.title)
  const [year, month] = newer.date.split('-').map(Number)
  await expect(row.getByTestId('order-item-date')).toHaveText(`${year}년 ${month}월`)
  const warning = page.getByTestId('order-date-warning')
  await expect(warning).toHaveCount(0)
  // No wait for the read of the list the page makes once it has hydrated: a move made before it answers stays.

  const down = row.getByRole('button', { name: new RegExp(`^${t('admin_item_order_down')}`) })
  await down.click()
  await expectOrderSaved(page)
  // The focus follows the item it moved, on the button pressed, through the save.
  await expect(down).toBeFocused()
  await expect(warning).toContainText(`‘${newer.title}’`)
  await expect(warning).toContainText(`‘${older.title}’`)
  expect((await orderOf(request, 'history')).map((event) => event.id).slice(at, at + 2)).toEqual([older.id, newer.id])

  await page.getByRole('button', { name: t('admin_item_order_undo'), exact: true }).click()
  await expect(page.getByTestId('order-notice')).toHaveText(t('admin_item_order_undone'))
  await expect(warning).toHaveCount(0)
  await expect(page.getByRole('list', { name: t('admin_item_order_list') })).toBeFocused()
  expect((await orderOf(request, 'history')).map((event) => event.id)).toEqual(events.map((event) => event.id))
})
