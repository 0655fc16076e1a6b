import { readFile } from 'node:fs/promises'
import { userInfo } from 'node:os'
import { composeQuestionAnswered } from '~/backend/admin/question-answer-mail'
import { maskEmail, maskName } from '~/backend/audit/mask'
import { staffInvitationText } from '~/backend/mail/staff-invitation-mail-text'
import { josaAfter } from '~/i18n/korean-josa'
import {
  acceptInvitation,
  admin,
  agent,
  applyFilters,
  file,
  fill,
  fromMenu,
  locale,
  mailTo,
  member,
  openConsole,
  origin,
  otherBrowser,
  signedUpMember,
  signInToConsole,
  staffCli,
  state,
  storyCopyForTheFile,
  t,
  tag,
  visitor,
  visitorSendsTheInquiry,
} from './admin-full-flow-support'
import { expect, test } from './fixtures'
import { keyOfOtpauthUri } from './staff-console-support'
import { BRAND, waitForHydration } from './support'

/**
 * Issue 23's story end to end, on the production build: the command line makes the first admin, who signs in with a
 * password and an authenticator code and invites a support agent by mail; the agent takes up the invitation, works a
 * visitor's inquiry (file, note, reply by mail, done), answers a member's question and grants the member points; the
 * member sees the answer and the points; the admin reads all of it in the audit log. A copy of the build runs on a
 * database of its own and sends its mail to a real SMTP server on loopback, which the test reads as a mailbox
 * (admin-full-flow-support.ts).
 */
storyCopyForTheFile()

test('the command line makes the first admin, who signs in with the password and an authenticator code', async ({
  page,
  context,
}) => {
  const added = await staffCli(['add', admin.email, '--role', 'admin', '--name', admin.name], `${admin.password}\n`)
  expect(added, added.stderr).toMatchObject({ code: 0 })
  expect(added.stdout).toContain(`Added ${admin.email} (admin)`)
  const uri = /otpauth:\/\/totp\/\S+/.exec(added.stdout)?.[0] ?? ''
  expect(new URL(uri).searchParams.get('secret')).toMatch(/^[A-Z2-7]+=*$/)
  admin.key = keyOfOtpauthUri(uri)
  // Ten recovery codes, one a line, after the key.
  expect(added.stdout.split('\n').filter((line) => /^ {2}[\w-]+$/.test(line))).toHaveLength(10)

  await signInToConsole(page, admin)
  await expect(page).toHaveURL(`${origin}/admin?lang=${locale}`)
  await expect(page.getByTestId('console-staff')).toContainText(t('admin_role_admin'))
  state.adminCookies = await context.cookies(origin)
})

test('the admin invites a support agent by mail; the agent scans the key, chooses a password and is in', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000)
  await context.addCookies(state.adminCookies)
  await openConsole(page)
  await fromMenu(page, 'admin_nav_staff', 'admin_staff_title')
  const invite = page.getByRole('region', { name: t('admin_staff_invite_title') })
  await invite.getByLabel(t('admin_staff_invite_name'), { exact: true }).fill(agent.name)
  await invite.getByLabel(t('admin_staff_invite_email'), { exact: true }).fill(agent.email)
  await invite.getByLabel(t('admin_staff_invite_role'), { exact: true }).selectOption({ label: t('admin_role_support') })
  await invite.getByRole('button', { name: t('admin_staff_invite_submit'), exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: agent.email })).toContainText(
    t('admin_staff_invited').split('{email}')[1]?.split('{expiresAt}')[0] ?? '',
  )

  // The mail, in the admin's console language, names the role and carries the one-time link.
  const mail = await mailTo(agent.email, (subject) => subject === staffInvitationText[locale].subject(BRAND))
  expect(mail.text).toContain(staffInvitationText[locale].greeting(agent.name))
  expect(mail.text).toContain(staffInvitationText[locale].invited(admin.name, BRAND, staffInvitationText[locale].roles.support))
  const link = /http:\/\/\S+/.exec(mail.text)?.[0] ?? ''
  expect(link).toMatch(new RegExp(`^${origin}/admin/invitation\\?lang=${locale}&token=[\\w-]+$`))

  await acceptInvitation(browser, link)

  // The admin sees the new account in the list.
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: agent.email })).toContainText(t('admin_role_support'))
})

test('a visitor sends an inquiry with a file; the agent finds it, downloads the file, notes, replies by mail and marks it done', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000)
  state.receipt = await visitorSendsTheInquiry(browser)

  // The agent signs in the next morning, on another computer.
  await signInToConsole(page, agent)
  state.agentCookies = await context.cookies(origin)
  await fromMenu(page, 'admin_nav_inquiries')
  await page.getByLabel(t('admin_inquiry_search'), { exact: true }).fill(visitor.fullName)
  await applyFilters(page)
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(visitor.company)
  await rows.getByRole('link', { name: state.receipt, exact: true }).click()
  await expect(page.getByRole('heading', { name: fill('admin_inquiry_title', { receipt: state.receipt }) })).toBeVisible()
  const fields = page.getByRole('region', { name: t('admin_inquiry_fields') })
  await expect(fields).toContainText(visitor.fullName)
  await expect(fields).toContainText(visitor.email)
  await expect(fields).toContainText(visitor.content)

  // The file, downloaded through the console, is the visitor's file byte for byte.
  const downloading = page.waitForEvent('download')
  await fields
    .getByRole('link', { name: new RegExp(`^${fill('admin_inquiry_download', { name: file.name, size: '' }).split('(')[0]}`) })
    .click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(file.name)
  expect(await readFile(await download.path())).toEqual(file.buffer)

  // An internal note.
  const notes = page.getByRole('region', { name: t('admin_inquiry_notes') })
  const note = `샘플 재고 확인 후 회신 예정 (${tag})`
  await notes.getByLabel(t('admin_inquiry_note_label')).fill(note)
  await notes.getByRole('button', { name: t('admin_inquiry_add_note'), exact: true }).click()
  await expect(notes.getByRole('status')).toHaveText(t('admin_inquiry_note_added'))
  await expect(notes.getByText(note)).toBeVisible()

  // A reply to the visitor, mailed through the outbox.
  const replies = page.getByRole('region', { name: t('admin_inquiry_replies') })
  const reply = {
    subject: `문의에 대한 답변 ${tag}`,
    body: `안녕하세요. 샘플 100 g과 사양서를 이번 주에 보내 드리겠습니다. (${tag})`,
  }
  await replies.getByLabel(t('admin_inquiry_reply_subject'), { exact: true }).fill(reply.subject)
  await replies.getByLabel(t('admin_inquiry_reply_body'), { exact: true }).fill(reply.body)
  await replies.getByRole('button', { name: t('admin_inquiry_reply_send'), exact: true }).click()
  await expect(replies.getByRole('status')).toHaveText(fill('admin_inquiry_reply_sent', { email: visitor.email }))
  await expect(replies.getByText(reply.subject)).toBeVisible()

  // Done: the retention clock starts.
  const work = page.getByRole('region', { name: t('admin_inquiry_work') })
  await work.getByRole('button', { name: t('admin_inquiry_mark_done'), exact: true }).click()
  await expect(work.getByRole('status')).toHaveText(
    fill('admin_inquiry_status_changed', {
      status: t('admin_inquiry_status_done'),
      statusJosa: josaAfter(t('admin_inquiry_status_done'), '으로/로'),
    }),
  )
  await expect(work.getByText(fill('admin_inquiry_status_now', { status: t('admin_inquiry_status_done') }))).toBeVisible()
  state.reply = reply
})

test('a member asks a question; the agent answers it in the console; the member reads the answer', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000)
  state.memberCookies = await signedUpMember()
  await context.addCookies(state.memberCookies)
  const title = `배송 기간 문의 ${tag}`
  const content = '샘플은 신청 후 며칠 안에 도착하나요?'
  await page.goto(`${origin}/mypage/qna/new?lang=${locale}`)
  await waitForHydration(page)
  await page.locator('#qna-title').fill(title)
  await page.locator('#qna-content').fill(content)
  await page.getByRole('button', { name: t('qna_submit'), exact: true }).click()
  await expect(page.getByText(t('qna_answer_waiting'))).toBeVisible()
  const questionUrl = page.url()
  state.questionPath = new URL(questionUrl).pathname
  state.questionTitle = title

  const support = await otherBrowser(browser, state.agentCookies)
  const agentPage = support.page
  await openConsole(agentPage)
  await fromMenu(agentPage, 'admin_nav_questions')
  // The member is named masked, as everywhere in the console.
  const row = agentPage.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText(maskName(member.name) ?? '')
  await expect(row).not.toContainText(member.name)
  await row.getByRole('link', { name: title, exact: true }).click()
  await expect(agentPage.getByText(content)).toBeVisible()
  const answer = `신청 후 영업일 기준 3일 안에 도착합니다. (${tag})`
  const answering = agentPage.getByRole('region', { name: t('admin_question_answer') })
  await answering.getByLabel(t('admin_question_answer_label')).fill(answer)
  await answering.getByRole('button', { name: t('admin_question_send_answer'), exact: true }).click()
  await expect(agentPage.getByRole('status').filter({ hasText: t('admin_question_answer_saved') })).toBeVisible()
  await support.done()

  await page.goto(questionUrl)
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: t('qna_answer_heading') })).toContainText(answer)
  await page.goto(`${origin}/mypage/qna?lang=${locale}`)
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(t('qna_status_answered'))
})

test('the agent grants the member points with a reason; the member sees them in the history', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000)
  const reason = `샘플 후기 작성 감사 (${tag})`
  const support = await otherBrowser(browser, state.agentCookies)
  const agentPage = support.page
  await openConsole(agentPage)
  await fromMenu(agentPage, 'admin_nav_members')
  const search = agentPage.getByRole('search', { name: t('admin_member_search') })
  await search.getByRole('searchbox', { name: t('admin_member_search'), exact: true }).fill(member.email)
  await search.getByRole('button', { name: t('admin_member_search_submit'), exact: true }).click()
  const rows = agentPage.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(1)
  // Masked by default: the address is not shown whole.
  await expect(rows).toContainText(maskEmail(member.email) ?? '')
  await expect(rows).not.toContainText(member.email)
  await rows.getByRole('link').first().click()
  const points = agentPage.getByRole('region', { name: t('admin_points_title') })
  const adjust = points.getByRole('form', { name: t('admin_points_adjust') })
  await adjust.getByRole('radio', { name: t('admin_points_grant'), exact: true }).check()
  await adjust.getByRole('textbox', { name: t('admin_points_amount'), exact: true }).fill('1500')
  await adjust.getByRole('textbox', { name: t('admin_points_reason'), exact: true }).fill(reason)
  await adjust.getByRole('button', { name: t('admin_points_submit'), exact: true }).click()
  await expect(points.getByTestId('points-notice')).toHaveText(
    fill('admin_points_done', { amount: '1,500', kind: t('admin_points_grant'), balance: '1,500' }),
  )
  await expect(points.getByRole('row').filter({ hasText: reason })).toContainText(agent.name)
  await support.done()

  await context.addCookies(state.memberCookies)
  await page.goto(`${origin}/mypage/points?lang=${locale}`)
  await waitForHydration(page)
  await expect(page.getByTestId('points-balance')).toHaveText(t('points_amount').replace('{points}', '1,500'))
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('1,500')
})

// The outbox sends every few seconds; the story went on meanwhile.
test("the mails reach their mailboxes: the agent's reply as typed, and the answer's notice with its link", async () => {
  const reply = await mailTo(visitor.email, (subject) => subject.includes(state.reply.subject))
  expect(reply.to).toContain(visitor.email)
  expect(reply.text).toContain(state.reply.body)
  expect(reply.text).toContain(state.receipt)
  const question = { id: Number(state.questionPath.split('/').pop()), title: state.questionTitle, toAddress: member.email }
  const expected = composeQuestionAnswered(question, origin, BRAND)
  const notice = await mailTo(member.email, (subject) => subject === expected.subject)
  expect(notice.text).toBe(expected.textBody)
  expect(notice.text).toContain(`${origin}${state.questionPath}?lang=${locale}`)
})

test("the admin reads the agent's day in the audit log", async ({ page, context }) => {
  await context.addCookies(state.adminCookies)
  await openConsole(page)
  await fromMenu(page, 'admin_nav_audit', 'admin_audit_title')
  await page.getByLabel(t('admin_filter_staff'), { exact: true }).selectOption({ label: `${agent.name} (${agent.email})` })
  await applyFilters(page)
  await expect(page).toHaveURL(/staff=[\da-f-]{36}/)

  const table = page.getByRole('table', { name: t('admin_audit_title') })
  const column = (n: number) => table.locator(`tbody tr td:nth-child(${n})`)
  const actionCodes = () => table.locator('tbody tr td:nth-child(3) code').allTextContents()
  // Only the agent's entries.
  expect([...new Set(await column(2).allTextContents())]).toEqual([agent.email])
  const seen = new Set(await actionCodes())
  const expected = [
    'staff.invitation-accepted',
    'staff.sign-in',
    'inquiry.read',
    'attachment.download',
    'inquiry.note',
    'inquiry.reply',
    'inquiry.status',
    'question.answer',
    'member.points',
  ]
  expect(expected.filter((action) => !seen.has(action))).toEqual([])
  // Each action is named in words; the inquiry's entries name it by its receipt number, linked to it; a change shows
  // what it was and what it became, field by field.
  const status = table.getByRole('row').filter({ hasText: 'inquiry.status' })
  await expect(status).toContainText(t('admin_audit_action_inquiry_status'))
  await expect(status.getByRole('link', { name: state.receipt, exact: true })).toBeVisible()
  await status.getByText(t('admin_audit_changes'), { exact: true }).click()
  await expect(status.locator('dt', { hasText: t('admin_audit_key_status') }).last()).toBeVisible()
  // The status the inquiry became, in the inquiry list's word for it (not the code `done`).
  await expect(status.locator('dd', { hasText: new RegExp(`^${t('admin_inquiry_status_done')}$`) })).toBeVisible()

  // The first admin came from the command line, with the machine credential: the action chosen from the list in words.
  await page.getByLabel(t('admin_filter_staff'), { exact: true }).selectOption({ label: t('admin_filter_all') })
  await page.getByLabel(t('admin_filter_action'), { exact: true }).selectOption({ label: t('admin_audit_action_staff_add') })
  await applyFilters(page)
  await expect(page).toHaveURL(/action=staff\.add/)
  // The only account added so far (the agent came by invitation), by the machine credential, in the hands of the
  // server's user who ran the command line.
  expect(await actionCodes()).toEqual(['staff.add'])
  await expect(column(2)).toHaveText([`${t('admin_audit_machine')} (${userInfo().username})`])
})
