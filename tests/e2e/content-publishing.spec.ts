import { type APIRequestContext, type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { fill } from './operations-support'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { addedStaff, freshCode, signedInStaff, type TestStaff, waitForConsole } from './staff-console-support'
import { clientNavigate, decodeHtml, expectSameDocument, gotoHydrated, markWindow, msg } from './support'

/**
 * Issue 24's story end to end, in Chromium on the production build: an editor signs in, puts an image in the media
 * library with its alt text, writes a news item with it in Korean and English (Japanese left empty), previews the draft
 * on the real page (noindex, never cached), and schedules it a minute ahead; at that moment it is on /news in Korean
 * and English, in Korean for a Japanese reader, and in the sitemap, with no restart and the page cache on. Meanwhile a
 * second editor's newer save makes the first one's stale save refused; later a revision is restored and published.
 * A copy of the build runs on a database of its own (the items it adds would change other specs' lists).
 * E2E_PUBLISHING_PORT names its port.
 */
const port = Number(process.env.E2E_PUBLISHING_PORT ?? 3192)
const origin = `http://127.0.0.1:${port}`
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
/** Schedules are minutes in the console: the next whole minute at least this far ahead. */
const SCHEDULE_LEAD_MS = 25_000
const KST_OFFSET_MS = 9 * 3600_000

let site: SiteCopy | undefined
let api: APIRequestContext | undefined

// One copy of the site for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('publishing', port, { ...e2eServerEnv })
  api = await playwrightRequest.newContext({ baseURL: origin })
})

test.afterAll(async () => {
  await api?.dispose()
  site?.stop()
})

/** A console page of the copy, once React owns it and nothing is loading. */
async function consolePage(page: Page, path: string) {
  const response = await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)
  expect(response?.status(), path).toBe(200)
  await waitForConsole(page)
  await expect(page.getByText(t('admin_loading'), { exact: true })).toHaveCount(0)
}

/** A public page of the copy as an anonymous visitor's browser gets it (no cookie): its status, headers and HTML. */
async function visit(path: string) {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/** Fails the test on a console error or uncaught exception of a page the fixture does not watch (a tab, a second editor). */
function watchErrors(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`))
}

/** A photo-sized PNG (a gradient, so its AVIF, WebP and JPEG files are real images). */
async function photo(): Promise<Buffer> {
  const width = 1200
  const height = 675
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = (x * 255) / width
      pixels[at + 1] = 121
      pixels[at + 2] = (y * 255) / height
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/** The next whole minute at least SCHEDULE_LEAD_MS ahead, as the console's Korea-time field takes it. */
function nextMinute(): { at: number; koreaLocal: string } {
  const at = Math.ceil((Date.now() + SCHEDULE_LEAD_MS) / 60_000) * 60_000
  return { at, koreaLocal: new Date(at + KST_OFFSET_MS).toISOString().slice(0, 16) }
}

const bodyEditor = (page: Page, lang: string) => page.locator(`#post-body-${lang}[contenteditable="true"]`)
const toolbar = (page: Page, language: string) =>
  page.getByRole('toolbar', {
    name: fill(locale, 'admin_editor_toolbar', { language: `${t('admin_post_field_body')} (${language})` }),
  })

test('a wrong or malformed preview token is the not-found page of a news item, patent or paper, never kept nor indexed', async () => {
  for (const [type, path] of [
    ['news', '/news'],
    ['patent', '/research/patent'],
    ['thesis', '/research/thesis'],
  ] as const) {
    const list = await (await fetch(`${origin}/api/v1/post/${type}?size=1`)).json()
    const page = `${path}/${(list as { data: { items: { id: number }[] } }).data.items[0]?.id}`
    for (const token of ['0000000000-AAAAAAAAAAAAAAAAAAAAAA', 'x', '"><script>alert(1)</script>']) {
      for (let time = 0; time < 2; time++) {
        const answer = await visit(`${page}?lang=ko-KR&preview=${encodeURIComponent(token)}`)
        expect(answer.status, `${page} ${token}`).toBe(404)
        expect(answer.headers.get('x-robots-tag')).toContain('noindex')
        expect(answer.headers.get('cache-control')).toContain('no-store')
        expect(answer.headers.get('x-page-cache')).toBeNull()
        expect(answer.html).not.toContain('<script>alert(1)')
      }
    }
    // The published page is untouched: indexed, and kept by the page cache.
    const published = await visit(`${page}?lang=ko-KR`)
    expect(published.status).toBe(200)
    expect(published.headers.get('x-robots-tag')).toBeNull()
    expect((await visit(`${page}?lang=ko-KR`)).headers.get('x-page-cache')).toBe('hit')
  }
})

test('a patent’s and a paper’s draft open on their own pages through a preview link, the published page unchanged', async ({
  page,
}) => {
  if (!api) throw new Error('no API context')
  const admin = { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` }
  for (const [type, path] of [
    ['patent', '/research/patent'],
    ['thesis', '/research/thesis'],
  ] as const) {
    const base = `/api/v1/admin/content/posts/${type}`
    const listed = await api.get(`${base}?state=published&size=1`, { headers: admin })
    expect(listed.status(), await listed.text()).toBe(200)
    const { id } = ((await listed.json()) as { data: { items: { id: number }[] } }).data.items[0] ?? { id: 0 }
    const detail = await api.get(`${base}/${id}`, { headers: admin })
    const item = ((await detail.json()) as { data: { version: number; fields: { title: Record<string, string> } } }).data
    const published = item.fields.title['ko-KR'] ?? ''
    const draftTitle = `${published} (초안 ${uniqueTag()})`
    const saved = await api.put(`${base}/${id}`, {
      headers: admin,
      data: { version: item.version, fields: { ...item.fields, title: { ...item.fields.title, 'ko-KR': draftTitle } } },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    const link = await api.post(`${base}/${id}/preview`, { headers: admin, data: {} })
    expect(link.status(), await link.text()).toBe(200)
    const { path: preview } = ((await link.json()) as { data: { path: string } }).data
    expect(preview).toMatch(new RegExp(`^${path}/${id}\\?preview=`))

    if (type === 'patent') {
      await gotoHydrated(page, `${origin}${preview}&lang=ko-KR`)
      await markWindow(page)
    } else {
      // Inside the app, as a link would lead there: the draft is read by the browser's call to the site.
      await clientNavigate(page, `${preview}&lang=ko-KR`)
      await expectSameDocument(page)
    }
    await expect(page.getByRole('note')).toContainText(msg('ko-KR', 'preview_banner_text'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const visitor = decodeHtml((await visit(`${path}/${id}?lang=ko-KR`)).html)
    expect(visitor).toContain(published)
    expect(visitor).not.toContain(draftTitle)
    expect(visitor).not.toContain(msg('ko-KR', 'preview_banner_text'))
  }
})

test('an editor writes a news item with an image in two languages, previews it, schedules it, and visitors see it at its minute', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  if (!api) throw new Error('no API context')
  const tag = uniqueTag()
  const title = { ko: `포스트바이오틱스 신제품 출시 ${tag}`, en: `New postbiotic launched ${tag}` }
  const alt = { ko: `연구소에서 본 신제품 ${tag}`, en: `The new product in the lab ${tag}` }
  const problems: string[] = []
  const editor: TestStaff = await addedStaff(api, 'editor')

  await test.step('the editor signs in with password and authenticator code', async () => {
    await page.goto(`${origin}/admin/login?lang=${locale}`)
    await waitForConsole(page)
    await page.getByLabel(t('admin_login_email'), { exact: true }).fill(editor.email)
    await page.getByLabel(t('admin_login_password'), { exact: true }).fill(editor.password)
    await page.getByLabel(t('admin_login_code'), { exact: true }).fill(freshCode(editor))
    await page.getByRole('button', { name: t('admin_login_submit'), exact: true }).click()
    await expect(page.getByTestId('console-staff')).toContainText(editor.name)
  })

  let mediaId = 0
  await test.step('the image goes into the media library, with its alt text in Korean and English', async () => {
    await consolePage(page, '/admin/media')
    await page
      .getByTestId('media-upload-zone')
      .locator('input[type="file"]')
      .setInputFiles({ name: `lab-${tag}.png`, mimeType: 'image/png', buffer: await photo() })
    await expect(page.getByTestId('media-upload-status')).toContainText(t('admin_media_added'))
    await page
      .getByTestId('media-card')
      .filter({ hasText: `lab-${tag}.png` })
      .getByRole('link')
      .click()
    await expect(page).toHaveURL(/\/admin\/media\/\d+/)
    mediaId = Number(/\/admin\/media\/(\d+)/.exec(page.url())?.[1])
    await page.locator('#media-alt-ko-KR').fill(alt.ko)
    await page.locator('#media-alt-en-US').fill(alt.en)
    await page.getByRole('button', { name: t('admin_media_save'), exact: true }).click()
    // Saved: the library's image now carries its Korean alt text.
    await expect(page.getByRole('img', { name: alt.ko })).toBeVisible()
  })

  let id = 0
  await test.step('the news item is written in Korean and English, with the image, Japanese left empty', async () => {
    await consolePage(page, '/admin/posts/news/new')
    await page.locator('#post-title-ko-KR').fill(title.ko)
    await page.locator('#post-title-en-US').fill(title.en)
    await page.locator('#post-summary-ko-KR').fill('열처리 유산균 원료로 만든 신제품을 소개합니다.')
    await page.locator('#post-summary-en-US').fill('Meet our new product made from heat-treated lactic acid bacteria.')

    await bodyEditor(page, 'ko-KR').click()
    const ko = toolbar(page, '한국어')
    await ko.getByRole('button', { name: fill(locale, 'admin_editor_heading', { level: 2 }) }).click()
    await page.keyboard.insertText('제품 개요')
    await page.keyboard.press('Enter')
    await page.keyboard.insertText('새 원료는 장 건강 연구에서 나왔습니다.')
    await page.keyboard.press('Enter')
    await ko.getByRole('button', { name: t('admin_editor_image') }).click()
    const picker = page.getByRole('dialog', { name: t('admin_media_picker_title') })
    await picker.getByRole('button', { name: alt.ko }).click()
    await expect(picker).toBeHidden()
    await expect(bodyEditor(page, 'ko-KR').locator(`img[data-media-id="${mediaId}"]`)).toBeVisible()

    await bodyEditor(page, 'en-US').click()
    await page.keyboard.insertText('The new ingredient comes from our gut health research.')
    await page.keyboard.press('Enter')
    await toolbar(page, 'English')
      .getByRole('button', { name: t('admin_editor_image') })
      .click()
    await picker.getByRole('button', { name: alt.ko }).click()
    await expect(picker).toBeHidden()
    await expect(bodyEditor(page, 'en-US').locator(`img[data-media-id="${mediaId}"]`)).toBeVisible()

    await page.getByRole('button', { name: t('admin_post_save_draft') }).click()
    await expect(page).toHaveURL(/\/admin\/posts\/news\/\d+/)
    id = Number(/\/admin\/posts\/news\/(\d+)/.exec(page.url())?.[1])
    await waitForConsole(page)
  })

  await test.step('the preview shows the draft on the real page, marked, never indexed nor cached', async () => {
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: t('admin_post_preview') }).click(),
    ])
    watchErrors(tab, problems)
    await tab.waitForURL(new RegExp(`/news/${id}\\?.*preview=`))
    const lang = new URL(tab.url()).searchParams.get('lang') as 'ko-KR' | 'en-US'
    await expect(tab.getByRole('note')).toContainText(msg(lang, 'preview_banner_title'))
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(lang === 'ko-KR' ? title.ko : title.en)
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(tab.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/news/${id}?lang=${lang}`)

    // As an anonymous visitor's request: noindex and no-store on every answer, and never served by the page cache.
    const address = `${new URL(tab.url()).pathname}${new URL(tab.url()).search}`
    for (let time = 0; time < 2; time++) {
      const answer = await visit(address)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-robots-tag')).toContain('noindex')
      expect(answer.headers.get('cache-control')).toContain('no-store')
      expect(answer.headers.get('x-page-cache')).toBeNull()
      expect(answer.html).toContain(msg(lang, 'preview_banner_title'))
    }
    // A wrong token is the not-found page, with the same headers.
    const wrong = await visit(address.replace(/preview=[^&]+/, 'preview=0000000000-AAAAAAAAAAAAAAAAAAAAAA'))
    expect(wrong.status).toBe(404)
    expect(wrong.headers.get('x-robots-tag')).toContain('noindex')
    expect(wrong.html).not.toContain(title.ko)
    // The draft is not public.
    expect((await visit(`/news/${id}?lang=ko-KR`)).status).toBe(404)
    await tab.close()
  })

  const schedule = nextMinute()
  await test.step('the editor schedules it for the next minute', async () => {
    await page.getByLabel(t('admin_post_publish_at')).fill(schedule.koreaLocal)
    await page.getByRole('button', { name: t('admin_post_schedule') }).click()
    await expect(page.getByTestId('post-notice')).toHaveText(
      fill(locale, 'admin_post_scheduled_notice', { time: schedule.koreaLocal.replace('T', ' ') }),
    )
    // Before its minute: not listed, and the list is in the page cache.
    expect((await visit('/news?lang=ko-KR')).html).not.toContain(title.ko)
    expect((await visit('/news?lang=ko-KR')).headers.get('x-page-cache')).toBe('hit')
  })

  let other: BrowserContext | undefined
  await test.step('meanwhile a second editor saves first, and the first editor’s stale save is refused with both shown', async () => {
    other = await browser.newContext({ baseURL: origin })
    await signedInStaff(other, await addedStaff(api as APIRequestContext, 'editor'))
    const otherPage = await other.newPage()
    watchErrors(otherPage, problems)
    await consolePage(otherPage, `/admin/posts/news/${id}`)
    await otherPage.locator('#post-title-ko-KR').fill(`${title.ko} (수정)`)
    await otherPage.getByRole('button', { name: t('admin_post_save_draft') }).click()
    await expect(otherPage.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))

    await page.locator('#post-summary-ko-KR').fill('내가 고친 요약')
    await page.getByRole('button', { name: t('admin_post_save_draft') }).click()
    const conflict = page.getByTestId('stale-record')
    await expect(conflict.getByRole('heading', { name: t('admin_post_conflict_title') })).toBeVisible()
    await expect(conflict.getByRole('region', { name: t('admin_post_conflict_theirs') })).toContainText(`${title.ko} (수정)`)
    await expect(conflict.getByRole('region', { name: t('admin_post_conflict_mine') })).toContainText('내가 고친 요약')
    // Nothing typed is lost while the editor decides; then the colleague's version is taken.
    await expect(page.locator('#post-summary-ko-KR')).toHaveValue('내가 고친 요약')
    await conflict.getByRole('button', { name: t('admin_post_conflict_take_theirs') }).click()
    await expect(page.locator('#post-title-ko-KR')).toHaveValue(`${title.ko} (수정)`)
    await other.close()
  })

  await test.step('at its minute it is on /news in Korean, English, and Korean for a Japanese reader, and in the sitemap', async () => {
    // The scheduled version, not the draft saved since.
    await expect
      .poll(async () => (await visit('/news?lang=ko-KR')).html, { timeout: schedule.at - Date.now() + 15_000, intervals: [1000] })
      .toContain(title.ko)
    expect(Date.now()).toBeGreaterThanOrEqual(schedule.at)
    expect((await visit('/news?lang=ko-KR')).html).not.toContain(`${title.ko} (수정)`)
    expect((await visit('/news?lang=en-US')).html).toContain(title.en)
    expect((await visit('/news?lang=ja-JP')).html).toContain(title.ko)
    const sitemap = await visit('/sitemap.xml')
    expect(sitemap.html).toContain(`${origin}/news/${id}?lang=ko-KR`)

    // The article in English: its body, and the library's image with its English alt text, its box reserved before
    // it loads (nothing moves: CLS 0), and no serious accessibility violation.
    await page.goto(`${origin}/news/${id}?lang=en-US`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.en)
    await expect(page.getByText('The new ingredient comes from our gut health research.')).toBeVisible()
    const image = page.getByRole('img', { name: alt.en })
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0)
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          // The frames after the image arrived are laid out and their shifts reported by then.
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(total))))
        }),
    )
    expect(layoutShift).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    const korean = await visit(`/news/${id}?lang=ko-KR`)
    expect(korean.html).toContain('<h2>제품 개요</h2>')
    expect(korean.html).toMatch(new RegExp(`<img [^>]*alt="${alt.ko}" width="1200" height="675"`))
    expect(korean.html).toContain('<source type="image/avif"')
    expect(korean.html).toContain('<source type="image/webp"')
  })

  await test.step('the edited draft is published as a second version, then the first is restored and published again', async () => {
    await consolePage(page, `/admin/posts/news/${id}`)
    await page.getByRole('button', { name: t('admin_post_publish_now') }).click()
    await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
    await expect.poll(async () => (await visit(`/news/${id}?lang=ko-KR`)).html).toContain(`${title.ko} (수정)`)
    await expect(page.getByTestId('post-revision')).toHaveCount(2)

    await page.getByRole('button', { name: fill(locale, 'admin_post_restore_revision', { number: 1 }) }).click()
    await expect(page.getByTestId('post-notice')).toHaveText(fill(locale, 'admin_post_restored', { number: 1 }))
    await expect(page.locator('#post-title-ko-KR')).toHaveValue(title.ko)
    await page.getByRole('button', { name: t('admin_post_publish_now') }).click()
    await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
    await expect.poll(async () => (await visit('/news?lang=ko-KR')).html).not.toContain(`${title.ko} (수정)`)
    expect((await visit('/news?lang=ko-KR')).html).toContain(title.ko)
    await expect(page.getByTestId('post-revision')).toHaveCount(3)
  })

  expect(problems, 'a tab or the second editor logged errors').toEqual([])
})
