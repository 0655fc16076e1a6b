import { demoMember, signInWithPassword } from './auth-support'
import { expect, type Locale, notFoundConsoleError, test } from './fixtures'
import { answerQuestion, fieldError, gotoMemberPage, mypageMenu, signedUpMember, toast } from './member-support'
import { gotoHydrated, msg, withLang } from './support'

/** A message with its `{placeholders}` filled in, as the app renders it. */
function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(params[key] ?? whole))
}

test.describe('points at /mypage/points', () => {
  // In Korean; the page's balance, period, caption, total and pages in all five languages:
  // app/features/member-area/components/points-page.test.tsx.
  for (const locale of ['ko-KR'] as const satisfies Locale[]) {
    test(`shows the balance and the history of the chosen period, with the period in the address (${locale})`, async ({
      page,
    }) => {
      await signInWithPassword(page, locale, demoMember.email, demoMember.password)
      await expect(page).not.toHaveURL(/\/login/)
      await gotoMemberPage(page, '/mypage/points', locale)
      await expect(page.getByTestId('points-balance')).toHaveText(fill(msg(locale, 'points_amount'), { points: '6,700' }))

      // One month is the default period, marked as the current one.
      const periods = page.getByRole('navigation', { name: msg(locale, 'points_period_label') })
      await expect(periods.getByRole('link', { name: msg(locale, 'points_period_1m') })).toHaveAttribute('aria-current', 'page')
      const table = page.getByRole('table', {
        name: fill(msg(locale, 'points_table_caption'), { period: msg(locale, 'points_period_1m') }),
      })
      const monthRows = await table.locator('tbody tr').count()
      expect(monthRows).toBeGreaterThan(0)

      // Six months hold the whole history: more rows, on two pages of ten.
      await periods.getByRole('link', { name: msg(locale, 'points_period_6m') }).click()
      await expect(page).toHaveURL(/period=6m/)
      const sixMonths = page.getByRole('table', {
        name: fill(msg(locale, 'points_table_caption'), { period: msg(locale, 'points_period_6m') }),
      })
      await expect(sixMonths.locator('tbody tr')).toHaveCount(10)
      await expect(page.getByText(fill(msg(locale, 'list_total'), { total: 12 }))).toBeVisible()
      await page
        .getByRole('navigation', { name: msg(locale, 'pagination_label') })
        .getByRole('link', { name: fill(msg(locale, 'pagination_page'), { page: 2 }), exact: true })
        .click()
      await expect(page).toHaveURL(/page=2/)
      await expect(sixMonths.locator('tbody tr')).toHaveCount(2)

      // Back returns to the first page, and back again to one month.
      await page.goBack()
      await expect(sixMonths.locator('tbody tr')).toHaveCount(10)
      await page.goBack()
      await expect(table.locator('tbody tr')).toHaveCount(monthRows)

      // A period the filter does not offer falls back to the default, never an error.
      await gotoMemberPage(page, '/mypage/points?period=1y', locale)
      await expect(periods.getByRole('link', { name: msg(locale, 'points_period_1m') })).toHaveAttribute('aria-current', 'page')
    })
  }
  // A new member's empty history (a balance of 0, no empty table): app/features/member-area/components/points-page.test.tsx.
})

test.describe('questions at /mypage/qna', () => {
  // In Korean; the new question's messages and counter and the list's statuses in all five languages:
  // app/features/member-area/components/qna-pages.test.tsx.
  for (const locale of ['ko-KR'] as const satisfies Locale[]) {
    test(`a member asks, sees it waiting, and reads the answer once staff reply (${locale})`, async ({
      page,
      context,
      request,
    }) => {
      await signedUpMember(context, `qna-${locale}`)
      await gotoMemberPage(page, '/mypage/qna', locale)
      await expect(page.getByText(msg(locale, 'qna_empty'))).toBeVisible()
      await expect(mypageMenu(page, locale).getByRole('link', { name: msg(locale, 'page_mypage_qna') })).toHaveAttribute(
        'aria-current',
        'page',
      )

      await page
        .getByRole('main')
        .getByRole('link', { name: msg(locale, 'page_mypage_qna_new') })
        .click()
      await expect(page).toHaveURL(/\/mypage\/qna\/new/)
      const submit = page.getByRole('button', { name: msg(locale, 'qna_submit'), exact: true })
      await submit.click()
      await expect(fieldError(page, 'qna-title')).toHaveText(msg(locale, 'qna_error_title_required'))
      await expect(fieldError(page, 'qna-content')).toHaveText(msg(locale, 'qna_error_content_required'))
      await expect(page.locator('#qna-title')).toBeFocused()

      const title = `E2E question ${Date.now()}`
      const content = 'How long does a sample take to arrive?'
      await page.locator('#qna-title').fill(title)
      await page.locator('#qna-content').fill(content)
      await expect(fieldError(page, 'qna-title')).toHaveCount(0)
      await expect(page.getByText(fill(msg(locale, 'qna_counter'), { count: content.length, max: '2,000' }))).toBeVisible()
      await submit.click()

      // The question's own page: waiting for an answer.
      await expect(toast(page)).toContainText(msg(locale, 'qna_asked'))
      await expect(page).toHaveURL(/\/mypage\/qna\/\d+/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText(content)).toBeVisible()
      await expect(page.getByText(msg(locale, 'qna_answer_waiting'))).toBeVisible()
      const id = Number(new URL(page.url()).pathname.split('/').pop())

      // The list shows it as waiting.
      await page.getByRole('link', { name: msg(locale, 'back_to_list') }).click()
      const row = page.getByRole('row').filter({ hasText: title })
      await expect(row).toContainText(msg(locale, 'qna_status_waiting'))

      // Staff answer; the member reads the answer.
      const answer = 'Usually within three business days.'
      await answerQuestion(request, id, answer)
      await gotoMemberPage(page, `/mypage/qna/${id}`, locale)
      await expect(page.getByRole('region', { name: msg(locale, 'qna_answer_heading') })).toContainText(answer)
      await gotoMemberPage(page, '/mypage/qna', locale)
      await expect(page.getByRole('row').filter({ hasText: title })).toContainText(msg(locale, 'qna_status_answered'))
    })
  }

  test.describe('another member’s question', () => {
    test.use({ allowedConsoleErrors: [notFoundConsoleError] })

    test('is the not-found page with HTTP 404, as is an id that cannot exist (en-US)', async ({ browser, page, context }) => {
      const owner = await browser.newContext()
      const { token } = await signedUpMember(owner, 'qna-owner')
      const asked = await owner.request.post('/api/v1/me/questions', {
        data: { title: 'Private question', content: 'Only mine.' },
        headers: { authorization: `Bearer ${token}` },
      })
      expect(asked.status(), await asked.text()).toBeLessThan(300)
      const { data } = (await asked.json()) as { data: { id: number } }
      await owner.close()

      await signedUpMember(context, 'qna-other')
      for (const path of [`/mypage/qna/${data.id}`, '/mypage/qna/99999999999']) {
        const response = await page.goto(withLang(path, 'en-US'))
        expect(response?.status(), path).toBe(404)
        await expect(page.getByText('Private question')).toHaveCount(0)
      }
    })
  })
})

test.describe('samples at /sample', () => {
  test('a member asks for a sample from a raw material’s card and finds it chosen on /sample', async ({ page, context }) => {
    const locale = 'en-US'
    await signedUpMember(context, 'sample-from-material')
    await gotoHydrated(page, withLang('/business/material', locale))
    const card = page
      .getByRole('main')
      .locator('li > article')
      .filter({ has: page.getByRole('link', { name: msg(locale, 'nav_sample'), exact: true }) })
      .first()
    const name = (await card.getByRole('heading').textContent())?.trim() ?? ''
    expect(name, 'an active material offers a sample').not.toBe('')
    await card.getByRole('link', { name: msg(locale, 'nav_sample'), exact: true }).click()
    await expect(page).toHaveURL(/\/sample\?/)
    const materials = page.getByRole('group', { name: msg(locale, 'sample_materials_legend') })
    await expect(materials.getByRole('checkbox', { name, exact: true })).toBeChecked()
    await expect(materials.getByRole('checkbox', { checked: true })).toHaveCount(1)
  })

  // In Korean; the form's messages, the limit and the list's status in all five languages:
  // app/features/member-area/components/member-forms.test.tsx.
  for (const locale of ['ko-KR'] as const satisfies Locale[]) {
    test(`a member picks materials (five at most), says how many and why, and sees the request listed (${locale})`, async ({
      page,
      context,
    }) => {
      const member = await signedUpMember(context, `sample-${locale}`)
      await gotoMemberPage(page, '/sample', locale)
      await expect(page.getByText(msg(locale, 'sample_list_empty'))).toBeVisible()
      // The member's own name is filled in; what is missing is explained.
      await expect(page.locator('#sample-recipient')).toHaveValue(member.name)
      const submit = page.getByRole('button', { name: msg(locale, 'sample_submit'), exact: true })
      await submit.click()
      const materials = page.getByRole('group', { name: msg(locale, 'sample_materials_legend') })
      await expect(materials).toContainText(msg(locale, 'sample_error_materials_required'))
      await expect(fieldError(page, 'sample-quantity')).toHaveText(msg(locale, 'sample_error_quantity_required'))
      await expect(fieldError(page, 'sample-purpose')).toHaveText(msg(locale, 'sample_error_purpose_required'))
      await expect(materials.getByRole('checkbox').first()).toBeFocused()

      // Five materials at most: a sixth tick is refused with a message.
      const boxes = materials.getByRole('checkbox')
      const count = await boxes.count()
      const chosen = Math.min(count, 5)
      for (let index = 0; index < chosen; index += 1) await boxes.nth(index).check()
      if (count > 5) {
        await boxes.nth(5).click()
        await expect(boxes.nth(5)).not.toBeChecked()
        await expect(materials).toContainText(fill(msg(locale, 'sample_error_materials_max'), { max: 5 }))
      }
      const firstMaterial = (await materials.locator('label').first().textContent())?.trim() ?? ''

      await page.locator('#sample-quantity').fill('각 50 g')
      await page.locator('#sample-purpose').fill('발효 음료 시제품 안정성 시험')
      await page.locator('#sample-mobile').fill('01055556666')
      await page.locator('#sample-zipcode').fill('13529')
      await page.locator('#sample-address1').fill('경기 성남시 분당구 판교역로 166')
      await submit.click()
      await expect(toast(page)).toContainText(msg(locale, 'sample_requested'))

      // Listed at once as received; the choice, quantity and purpose clear, the address stays for the next one.
      const list = page.getByRole('table', { name: msg(locale, 'sample_list_caption') })
      await expect(list.locator('tbody tr')).toHaveCount(1)
      await expect(list.locator('tbody tr').first()).toContainText(firstMaterial)
      await expect(list.locator('tbody tr').first()).toContainText(msg(locale, 'sample_status_received'))
      await expect(page.locator('#sample-quantity')).toHaveValue('')
      await expect(boxes.first()).not.toBeChecked()
      await expect(page.locator('#sample-address1')).toHaveValue('경기 성남시 분당구 판교역로 166')

      // With a request listed the page still fits a phone: the list's table scrolls in its own box, not the page.
      await page.setViewportSize({ width: 390, height: 844 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, '/sample scrolls sideways on a phone').toBe(0)
    })
  }
})
