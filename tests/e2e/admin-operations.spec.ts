import { QUESTION_PAGE_SIZE } from '~/features/staff-console/questions/question-search'
import { expect, test } from './fixtures'
import { signedUpMember } from './member-support'
import {
  answeredMeanwhile,
  askedQuestion,
  consolePage,
  fill,
  requestedSample,
  sentInquiry,
  waitingListPageOf,
} from './operations-support'
import { addedStaff, settledConsole, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * The operations pages of the console, worked by a support agent on the production build: an inquiry (find, open,
 * download, note, assign, reply, done), a question (answer; a correction someone else overtook keeps its text), a
 * sample request (reviewing, then shipped), a member (search, reveal with a reason, points). The outbox's retry, with a
 * mail server that refuses, is in admin-outbox.spec.ts; the pages' accessibility in layout-console.spec.ts's walk.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
const button = (page: import('@playwright/test').Page, key: string) => page.getByRole('button', { name: t(key), exact: true })

test('a support agent finds an inquiry, downloads its file, notes, assigns, replies and marks it done', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(60_000)
  const inquiry = await sentInquiry(request)
  const agent = await addedStaff(request, 'support')
  await signedInStaff(context, agent)

  await consolePage(page, '/admin/inquiries', locale)
  await page.getByRole('searchbox', { name: t('admin_inquiry_search') }).fill(inquiry.tag)
  await page.getByLabel(t('admin_inquiry_language'), { exact: true }).selectOption('ko-KR')
  await button(page, 'admin_filter_apply').click()
  await expect(page).toHaveURL(new RegExp(`q=${inquiry.tag}`))
  await expect(page).toHaveURL(/language=ko-KR/)
  await settledConsole(page)
  const row = page.getByRole('row').filter({ hasText: inquiry.company })
  await expect(row).toHaveCount(1)
  // A receipt number is a code: on one line, on a laptop and on a phone, where the table scrolls sideways instead.
  const receipt = row.getByRole('link', { name: inquiry.receipt, exact: true })
  const lineCount = () => receipt.evaluate((link) => link.getClientRects().length)
  expect(await lineCount()).toBe(1)
  const laptop = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(lineCount).toBe(1)
  if (laptop) await page.setViewportSize(laptop)
  // Sorting is the server's, kept in the address with the filters.
  await page.getByRole('button', { name: new RegExp(t('admin_inquiry_category')) }).click()
  await expect(page).toHaveURL(/sort=category/)
  await expect(page.getByRole('columnheader', { name: new RegExp(t('admin_inquiry_category')) })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(page).toHaveURL(new RegExp(`q=${inquiry.tag}`))

  // The export of this filtered list: a download of the staff member only, with Excel's byte order mark.
  const exportHref = await page.getByTestId('inquiry-export').getAttribute('href')
  const csv = await context.request.get(exportHref ?? '')
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-disposition']).toMatch(/^attachment/)
  expect(csv.headers()['cache-control']).toBe('private, no-store')
  const body = await csv.body()
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(body.toString('utf8')).toContain(inquiry.receipt)

  // What the staff's calls answer (personal data) is never kept by a cache.
  const answers: { url: string; cacheControl: string | undefined }[] = []
  page.on('response', (response) => {
    if (response.url().includes('/_serverFn/') && response.request().method() === 'GET')
      answers.push({ url: response.url(), cacheControl: response.headers()['cache-control'] })
  })
  await row.getByRole('link', { name: inquiry.receipt }).click()
  await expect(
    page.getByRole('heading', { name: fill(locale, 'admin_inquiry_title', { receipt: inquiry.receipt }) }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: inquiry.email, exact: true })).toBeVisible()

  expect(answers.length).toBeGreaterThan(0)
  for (const answer of answers) expect(answer.cacheControl, answer.url).toMatch(/no-store/)

  const fileLink = page.getByRole('link', { name: new RegExp(inquiry.fileName) })
  const download = page.waitForEvent('download')
  await fileLink.click()
  expect((await download).suggestedFilename()).toBe(inquiry.fileName)
  const href = (await fileLink.getAttribute('href')) ?? ''
  const file = await context.request.get(href)
  expect(file.headers()['content-disposition']).toMatch(/^attachment/)
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  // Without a staff session the same address gives nothing away.
  const stranger = await browser.newContext()
  const refused = await stranger.request.get(new URL(href, page.url()).href)
  expect(refused.status()).toBe(401)
  expect(await refused.text()).not.toContain('%PDF')
  await stranger.close()

  await page.getByRole('textbox', { name: t('admin_inquiry_note_label'), exact: true }).fill('샘플 발송 전 품질팀 확인 필요')
  await button(page, 'admin_inquiry_add_note').click()
  await expect(page.getByTestId('inquiry-notes')).toContainText('샘플 발송 전 품질팀 확인 필요')
  await expect(page.getByText(t('admin_inquiry_note_added'))).toBeVisible()
  // The focus never drops to the page: the emptied field takes it, for the next note.
  await expect(page.getByRole('textbox', { name: t('admin_inquiry_note_label'), exact: true })).toBeFocused()

  await page.getByLabel(t('admin_inquiry_assignee'), { exact: true }).selectOption({ label: agent.name })
  await button(page, 'admin_inquiry_assign').click()
  await expect(page.getByText(fill(locale, 'admin_inquiry_assigned', { name: agent.name }))).toBeVisible()

  // The subject answers the inquiry's; the preview is the mail as it will go: address, subject, the text as typed (its
  // greeting once: the site adds none), the receipt and the contacts.
  const replySubject = page.getByRole('textbox', { name: t('admin_inquiry_reply_subject'), exact: true })
  await expect(replySubject).toHaveValue(`Re: 원료 문의 ${inquiry.tag}`)
  await replySubject.fill('사양서를 보내 드립니다')
  const greeting = `방문자 ${inquiry.tag}님, 안녕하세요.`
  await page
    .getByRole('textbox', { name: t('admin_inquiry_reply_body'), exact: true })
    .fill(`${greeting}\n\n문의해 주셔서 감사합니다. 사양서를 첨부합니다.`)
  await button(page, 'admin_inquiry_reply_preview').click()
  const preview = page.getByTestId('inquiry-reply-preview')
  await expect(preview).toContainText(inquiry.email)
  await expect(preview).toContainText(new RegExp(`\\] 사양서를 보내 드립니다 \\(${inquiry.receipt}\\)`))
  await expect(preview.locator('pre')).toContainText(inquiry.receipt)
  const mailText = (await preview.locator('pre').textContent()) ?? ''
  expect(mailText.startsWith(`${greeting}\n\n문의해 주셔서 감사합니다. 사양서를 첨부합니다.\n`)).toBe(true)
  expect(mailText.split(greeting)).toHaveLength(2)
  await button(page, 'admin_inquiry_reply_send').click()
  await expect(page.getByTestId('inquiry-replies')).toContainText('사양서를 보내 드립니다')
  await expect(replySubject).toHaveValue(`Re: 원료 문의 ${inquiry.tag}`)
  await expect(preview).toBeHidden()
  // A reply moves a new inquiry to in progress.
  await expect(
    page.getByText(fill(locale, 'admin_inquiry_status_now', { status: t('admin_inquiry_status_in_progress') })),
  ).toBeVisible()

  await expect(page.getByText(t('admin_inquiry_done_hint'))).toBeVisible()
  await button(page, 'admin_inquiry_mark_done').click()
  await expect(page.getByText(fill(locale, 'admin_inquiry_status_now', { status: t('admin_inquiry_status_done') }))).toBeVisible()

  // The done inquiry leaves the work to do, and is listed under done.
  await consolePage(page, `/admin/inquiries?q=${inquiry.tag}&status=done`, locale)
  await expect(page.getByRole('row').filter({ hasText: inquiry.company })).toHaveCount(1)
})

test('a support agent answers a question; a correction someone else overtook keeps its text', async ({
  page,
  context,
  request,
  browser,
}) => {
  const owner = await browser.newContext()
  const member = await signedUpMember(owner, 'ops-qna')
  const title = `보관 온도 ${Date.now()}`
  const id = await askedQuestion(owner.request, member.token, title)
  await owner.close()
  await signedInStaff(context, await addedStaff(request, 'support'))

  // The list's page that shows it (a question answered meanwhile may move it one page up: then it is looked for again).
  await expect(async () => {
    await consolePage(
      page,
      `/admin/questions?status=waiting&page=${await waitingListPageOf(request, id, QUESTION_PAGE_SIZE)}`,
      locale,
    )
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await page.getByRole('link', { name: title }).click()
  await page.getByRole('textbox', { name: t('admin_question_answer_label'), exact: true }).fill('냉장(2~8℃) 보관을 권장합니다.')
  await button(page, 'admin_question_send_answer').click()
  await expect(page.getByText(t('admin_question_answer_saved'))).toBeVisible()
  await expect(page.getByTestId('question-answer')).toHaveText('냉장(2~8℃) 보관을 권장합니다.')

  await answeredMeanwhile(request, id, '다른 담당자의 답변')
  const typed = '냉장 보관, 개봉 후 1개월 이내 사용을 권장합니다.'
  await page.getByRole('textbox', { name: t('admin_question_answer_label'), exact: true }).fill(typed)
  await button(page, 'admin_question_save_correction').click()
  const stale = page.getByTestId('stale-record')
  await expect(stale).toBeFocused()
  await expect(stale).toContainText(msg(locale, 'api_error_stale_record'))
  await expect(page.getByRole('textbox', { name: t('admin_question_answer_label'), exact: true })).toHaveValue(typed)
  await stale.getByRole('button', { name: t('admin_reload') }).click()
  await expect(page.getByTestId('question-answer')).toHaveText('다른 담당자의 답변')
  await expect(page.getByRole('textbox', { name: t('admin_question_answer_label'), exact: true })).toHaveValue(typed)
  await button(page, 'admin_question_save_correction').click()
  await expect(page.getByTestId('question-answer')).toHaveText(typed)
})

test('a support agent moves a sample request to reviewing, then ships it with a carrier and tracking number', async ({
  page,
  context,
  request,
  browser,
}) => {
  const owner = await browser.newContext()
  const member = await signedUpMember(owner, 'ops-sample')
  const id = await requestedSample(owner.request, member.token)
  await signedInStaff(context, await addedStaff(request, 'support'))

  await consolePage(page, `/admin/samples/${id}`, locale)
  // The recipient masked until a reveal, whose reason the workflow implies (an open request: shipping it).
  await expect(page.getByTestId('sample-recipient')).toHaveText('김*플')
  await expect(page.getByTestId('sample-address')).not.toContainText('판교로')
  await button(page, 'admin_sample_reveal').click()
  const dialog = page.getByRole('dialog', { name: t('admin_sample_reveal_title') })
  await expect(dialog.getByRole('radio', { name: t('admin_sample_reveal_shipping') })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: t('admin_sample_reveal_shipping') })).toBeFocused()
  await dialog.getByRole('button', { name: t('admin_member_reveal_submit'), exact: true }).click()
  await expect(page.getByTestId('sample-recipient')).toHaveText('김샘플')
  await expect(page.getByTestId('sample-address')).toHaveText('(13487) 경기도 성남시 분당구 판교로289번길 20 3동 5층')
  await expect(page.getByTestId('sample-masking')).toHaveText(t('admin_member_revealed_note'))
  // The reveal's button went with the reveal: the section's heading holds the focus the dialog gave back.
  await expect(page.locator('#sample-recipient-heading')).toBeFocused()
  // The form starts on the current status: nothing moves until a status is chosen.
  const moves = page.getByRole('group', { name: t('admin_sample_move_to') })
  await expect(moves.getByRole('radio', { checked: true })).toHaveCount(0)
  await button(page, 'admin_sample_move_submit').click()
  await expect(moves).toHaveAccessibleDescription(t('admin_sample_choose_status'))
  await expect(page.getByRole('radio', { name: t('sample_status_reviewing'), exact: true })).toBeFocused()
  await expect(page.getByTestId('sample-status')).toContainText(t('sample_status_received'))
  await page.getByRole('radio', { name: t('sample_status_reviewing'), exact: true }).check()
  await button(page, 'admin_sample_move_submit').click()
  await expect(page.getByTestId('sample-status')).toContainText(t('sample_status_reviewing'))
  await expect(moves.getByRole('radio', { checked: true })).toHaveCount(0)

  await page.getByRole('radio', { name: t('sample_status_shipped'), exact: true }).check()
  await button(page, 'admin_sample_move_submit').click()
  await expect(page.getByLabel(t('admin_sample_carrier'))).toBeFocused()
  await expect(page.locator('#sample-carrier-error')).toHaveText(t('admin_form_required'))
  await page.getByLabel(t('admin_sample_carrier')).fill('CJ대한통운')
  await page.getByLabel(t('admin_sample_tracking')).fill('6543-2109-8765')
  await button(page, 'admin_sample_move_submit').click()
  await expect(page.getByTestId('sample-status')).toContainText(t('sample_status_shipped'))

  // The member sees it at once, with the carrier and tracking number.
  const samples = await owner.request.get('/api/v1/me/samples', { headers: { authorization: `Bearer ${member.token}` } })
  const { data } = (await samples.json()) as { data: { items: { id: number; status: string; trackingNumber?: string }[] } }
  expect(data.items.find((item) => item.id === id)).toMatchObject({ status: 'shipped', trackingNumber: '6543-2109-8765' })
  await owner.close()
})

test('a support agent finds a member masked, reveals them with a reason, and grants points the member sees', async ({
  page,
  context,
  request,
  browser,
}) => {
  const owner = await browser.newContext()
  const member = await signedUpMember(owner, 'ops-member')
  await signedInStaff(context, await addedStaff(request, 'support'))

  await consolePage(page, '/admin/members', locale)
  await page.getByRole('searchbox', { name: t('admin_member_search') }).fill(member.email)
  await button(page, 'admin_member_search_submit').click()
  const local = member.email.split('@')[0] ?? ''
  const row = page.getByRole('row').filter({ hasText: `${local.slice(0, 3)}***@` })
  await expect(row).toHaveCount(1)
  await expect(page.getByText(member.email)).toHaveCount(0)
  await row.getByRole('link').click()

  await expect(page.getByTestId('member-email')).not.toHaveText(member.email)
  // How the member signs in, for support: a password and nothing else yet.
  await expect(page.getByTestId('member-sign-in')).toHaveText(t('admin_member_sign_in_password'))
  // The member's session, its browser named as the member's own list names it ("Windows의 Chrome 131").
  await expect(page.getByRole('cell', { name: /^\S+의 Chrome \d+$/ })).toHaveCount(1)
  await button(page, 'admin_member_reveal').click()
  const dialog = page.getByRole('dialog', { name: t('admin_member_reveal_title') })
  await expect(dialog.getByLabel(t('admin_member_reveal_reason'))).toBeFocused()
  await dialog.getByRole('button', { name: t('admin_member_reveal_submit'), exact: true }).click()
  await expect(dialog.locator('#reveal-reason-error')).toHaveText(t('admin_form_required'))
  await dialog.getByLabel(t('admin_member_reveal_reason')).fill('포인트 문의 전화 응대')
  await dialog.getByRole('button', { name: t('admin_member_reveal_submit'), exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('member-email')).toHaveText(member.email)
  await expect(page.getByTestId('member-masking')).toHaveText(t('admin_member_revealed_note'))
  await expect(page.locator('#member-heading')).toBeFocused()

  await page.getByRole('textbox', { name: t('admin_points_amount'), exact: true }).fill('1,000')
  await page.getByRole('textbox', { name: t('admin_points_reason'), exact: true }).fill('이벤트 당첨')
  await button(page, 'admin_points_submit').click()
  await expect(page.getByTestId('points-balance')).toContainText('1,000')
  await expect(page.getByRole('row').filter({ hasText: '이벤트 당첨' })).toHaveCount(1)

  const points = await owner.request.get('/api/v1/me/points', { headers: { authorization: `Bearer ${member.token}` } })
  expect(await points.text()).toContain('이벤트 당첨')
  await owner.close()
})

test('an editor gets no operations page: no menu entry, a refusal at the address, no download', async ({
  page,
  context,
  request,
}) => {
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, '/admin', 'en-US')
  const nav = page.getByRole('navigation', { name: msg('en-US', 'admin_nav_label') })
  for (const key of ['admin_nav_inquiries', 'admin_nav_questions', 'admin_nav_samples', 'admin_nav_members', 'admin_nav_outbox'])
    await expect(nav.getByRole('link', { name: msg('en-US', key), exact: true })).toHaveCount(0)
  await page.goto('/admin/members?lang=en-US')
  await expect(page.getByRole('alert')).toHaveText(msg('en-US', 'admin_forbidden_page'))
  const download = await context.request.get('/api/console/inquiries.csv?lang=en-US')
  expect(download.status()).toBe(403)
  expect(await download.text()).toContain(msg('en-US', 'admin_error_forbidden'))
})
