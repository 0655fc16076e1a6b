import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { formatTimestamp } from '~/features/staff-console/kit/console-format'
import { josaAfter } from '~/i18n/korean-josa'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import {
  consolePageAt,
  nextMinute,
  photo,
  scheduleBroughtForward,
  siteCopyForTheFile,
  visitorOf,
  watchErrors,
} from './content-publishing-support'
import { expect, test } from './fixtures'
import { bodyEditor, editLanguage, toolbar } from './item-editor-support'
import { fill } from './operations-support'
import { addedStaff, freshCode, signedInStaff, type TestStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

/**
 * Issue 24's story end to end, in Chromium on the production build: an editor signs in, puts an image in the media
 * library with its alt text, writes a news item with it in Korean and English (Japanese left empty), previews the draft
 * on the real page (noindex, never cached), and schedules it for the next minute (brought forward to seconds ahead
 * through the admin API, scheduleBroughtForward); at that moment it is on /news in Korean and English, in Korean for a
 * Japanese reader, and in the sitemap, with no restart and the page cache on. Meanwhile a second editor's newer save
 * makes the first one's stale save refused; later a revision is restored and published.
 * A copy of the build runs on a database of its own (the items it adds would change other specs' lists).
 * E2E_PUBLISHING_PORT names its port. The preview links of patents and papers: content-publishing-previews.spec.ts.
 */
const port = Number(process.env.E2E_PUBLISHING_PORT ?? 3192)
const origin = `http://127.0.0.1:${port}`
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
const visit = visitorOf(origin)
const consolePage = consolePageAt(origin)

let api: APIRequestContext | undefined
siteCopyForTheFile('publishing', port, (started) => {
  api = started
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
    await page.locator('#item-title-ko-KR').fill(title.ko)
    await page.locator('#item-summary-ko-KR').fill('열처리 유산균 원료로 만든 신제품을 소개합니다.')

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
    // Typed at once, the text goes past the image (a new paragraph after it), never over it.
    await page.keyboard.insertText('사진 아래 설명')
    await expect(bodyEditor(page, 'ko-KR').locator(`img[data-media-id="${mediaId}"]`)).toBeVisible()
    await expect(bodyEditor(page, 'ko-KR').locator('p').last()).toHaveText('사진 아래 설명')

    await editLanguage(page, 'English')
    await page.locator('#item-title-en-US').fill(title.en)
    await page.locator('#item-summary-en-US').fill('Meet our new product made from heat-treated lactic acid bacteria.')
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
    // Read back from the server (which keeps only the image's id), each editor shows the library's image with the
    // alt text in its own language, and the text typed after it; the saved item opens in the language being edited.
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
    for (const [language, autonym, text] of [
      ['en-US', 'English', alt.en],
      ['ko-KR', '한국어', alt.ko],
    ] as const) {
      await editLanguage(page, autonym)
      const image = bodyEditor(page, language).getByRole('img', { name: text })
      await expect(image).toBeVisible()
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0)
    }
    await expect(bodyEditor(page, 'ko-KR')).toContainText('사진 아래 설명')
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
  let moment = 0
  await test.step('the editor schedules it for the next minute, and the schedule is brought forward to seconds ahead', async () => {
    await page.getByLabel(t('admin_post_publish_at')).fill(schedule.koreaLocal)
    await page.getByRole('button', { name: t('admin_post_schedule') }).click()
    await expect(page.getByTestId('post-notice')).toHaveText(
      // In the console's one format for a moment, as its lists and states show it.
      fill(locale, 'admin_post_scheduled_notice', { time: formatTimestamp(new Date(schedule.at).toISOString(), locale) }),
    )
    moment = await scheduleBroughtForward(api as APIRequestContext, origin, `news/${id}`)
    // Before its moment: not listed, and the list is in the page cache.
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
    // Saved with Ctrl+S from the field: the focus stays in it, and the status region says it was saved.
    const otherTitle = otherPage.locator('#item-title-ko-KR')
    await otherTitle.fill(`${title.ko} (수정)`)
    await otherTitle.press('Control+s')
    await expect(otherPage.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
    await expect(otherPage.getByTestId('post-notice')).toHaveRole('status')
    await expect(otherTitle).toBeFocused()

    await page.locator('#item-summary-ko-KR').fill('내가 고친 요약')
    await page.locator('#item-summary-ko-KR').press('Control+s')
    const conflict = page.getByTestId('stale-record')
    await expect(conflict.getByRole('heading', { name: t('admin_post_conflict_title') })).toBeVisible()
    await expect(conflict.getByRole('region', { name: t('admin_post_conflict_theirs') })).toContainText(`${title.ko} (수정)`)
    await expect(conflict.getByRole('region', { name: t('admin_post_conflict_mine') })).toContainText('내가 고친 요약')
    // Nothing typed is lost while the editor decides; then the colleague's version is taken.
    await expect(page.locator('#item-summary-ko-KR')).toHaveValue('내가 고친 요약')
    await conflict.getByRole('button', { name: t('admin_post_conflict_take_theirs') }).click()
    await expect(page.locator('#item-title-ko-KR')).toHaveValue(`${title.ko} (수정)`)
    await other.close()
  })

  await test.step('at its moment it is on /news in Korean, English, and Korean for a Japanese reader, and in the sitemap', async () => {
    // The scheduled version, not the draft saved since.
    await expect
      .poll(async () => (await visit('/news?lang=ko-KR')).html, { timeout: moment - Date.now() + 15_000, intervals: [500] })
      .toContain(title.ko)
    expect(Date.now()).toBeGreaterThanOrEqual(moment)
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

  // Its revisions: the schedule, the schedule brought forward, then these.
  await test.step('the edited draft is published as a new version, then the first is restored and published again', async () => {
    await consolePage(page, `/admin/posts/news/${id}`)
    await page.getByRole('button', { name: t('admin_post_publish_now') }).click()
    await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
    await expect.poll(async () => (await visit(`/news/${id}?lang=ko-KR`)).html).toContain(`${title.ko} (수정)`)
    await expect(page.getByTestId('post-revision')).toHaveCount(3)

    await page
      .getByRole('button', {
        name: fill(locale, 'admin_post_restore_revision', { number: 1, numberJosa: josaAfter('1', '을/를') }),
      })
      .click()
    await expect(page.getByTestId('post-notice')).toHaveText(
      fill(locale, 'admin_post_restored', { number: 1, numberJosa: josaAfter('1', '이/가') }),
    )
    await expect(page.locator('#item-title-ko-KR')).toHaveValue(title.ko)
    await page.getByRole('button', { name: t('admin_post_publish_now') }).click()
    await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
    await expect.poll(async () => (await visit('/news?lang=ko-KR')).html).not.toContain(`${title.ko} (수정)`)
    expect((await visit('/news?lang=ko-KR')).html).toContain(title.ko)
    await expect(page.getByTestId('post-revision')).toHaveCount(4)
  })

  expect(problems, 'a tab or the second editor logged errors').toEqual([])
})
