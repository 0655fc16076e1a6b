import { execFile } from 'node:child_process'
import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../contract/smtp-sink'
import { SESSION_COOKIE, uniqueEmail, uniqueTag } from './auth-support'
import { attachFiles, contactForm, fillInquiry, openContact, pdfFile, receiptNumberShown } from './contact-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { expectPasswordFields } from './password-fields'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { freshCode, keyOfOtpauthUri, settledConsole, type TestStaff, waitForConsole } from './staff-console-support'
import { BRAND, msg } from './support'

/**
 * The cast and the stage of issue 23's story (admin-full-flow.spec.ts): a copy of the build on a database of its own
 * that sends its mail to a real SMTP server on loopback, read as a mailbox; the people of the story and what each step
 * leaves for the next; a second browser, the mailbox, the staff command line, the console's sign-in and menu.
 * E2E_FLOW_PORT names the copy's port, E2E_FLOW_SMTP_PORT the SMTP server's.
 */
const port = Number(process.env.E2E_FLOW_PORT ?? 3176)
const smtpPort = Number(process.env.E2E_FLOW_SMTP_PORT ?? 3174)
export const origin = `http://127.0.0.1:${port}`
export const locale = 'ko-KR'
export const t = (key: string) => msg(locale, key)
/** A message with its `{placeholders}` filled in, as the console renders it. */
export const fill = (key: string, params: Record<string, string | number>) =>
  t(key).replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))

let site: SiteCopy | undefined
let sink: SmtpSink | undefined

/** The copy and the SMTP server for the story, whose steps run one after the other: started before them, stopped after. */
export function storyCopyForTheFile(): void {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    sink = await startSmtpSink(smtpPort)
    site = await startSiteCopyWithOwnData('full-flow', port, {
      ...e2eServerEnv,
      PAGE_CACHE_TTL_SECONDS: '0',
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtpPort}`,
      MAIL_FROM: `${BRAND} <no-reply@cellactis.test>`,
    })
  })

  test.afterAll(async () => {
    site?.stop()
    await sink?.close()
  })
}

/** The people of the story, each with a browser of their own. */
export const tag = uniqueTag()
export const admin: TestStaff = {
  email: uniqueEmail('flow-admin'),
  password: `river-${uniqueTag()}-stone`,
  name: `관리자 ${tag}`,
  role: 'admin',
  key: new Uint8Array(),
  used: { step: 0 },
}
export const agent: TestStaff = {
  email: uniqueEmail('flow-agent'),
  password: `harbor-${uniqueTag()}-lamp`,
  name: `상담원 ${tag}`,
  role: 'support',
  key: new Uint8Array(),
  used: { step: 0 },
}
export const visitor = {
  company: `플로우 바이오 ${tag}`,
  fullName: `방문자 ${tag}`,
  email: uniqueEmail('flow-visitor'),
  phone: '010-2345-6789',
  subject: `원료 샘플 문의 ${tag}`,
  content: '열처리 유산균 원료의 샘플과 사양서를 받아 볼 수 있을까요?',
}
export const member = { email: uniqueEmail('flow-member'), password: `meadow-${uniqueTag()}-kite`, name: `회원 ${tag}` }
export const file = pdfFile(`spec-${tag}.pdf`)

/** What a step leaves for the next ones: the staff's sessions, the member's, the inquiry's receipt number. */
export const state = {
  adminCookies: [] as Cookie[],
  agentCookies: [] as Cookie[],
  memberCookies: [] as Cookie[],
  receipt: '',
  reply: { subject: '', body: '' },
  questionPath: '',
  questionTitle: '',
}

/** The second browser of a step, failing the test on a console error or an uncaught exception as fixtures.ts does. */
export async function otherBrowser(browser: Browser, cookies: Cookie[] = []): Promise<{ page: Page; done: () => Promise<void> }> {
  const context: BrowserContext = await browser.newContext({ baseURL: origin })
  await context.addCookies(cookies)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return {
    page,
    done: async () => {
      await context.close()
      expect(problems, 'the second browser logged errors').toEqual([])
    },
  }
}

/** The newest mail the SMTP server received for `to` whose subject passes `subject`, once it arrived. */
export async function mailTo(to: string, subject: (text: string) => boolean): Promise<ReceivedMail> {
  const find = () => sink?.mails.filter((mail) => mail.envelopeTo.includes(to) && subject(mail.subject)).at(-1)
  // The outbox sends a mail once its transaction commits.
  await expect.poll(() => find() !== undefined, { timeout: 10_000, message: `a mail to ${to}` }).toBe(true)
  return find() as ReceivedMail
}

/** `npm run staff -- <args>` against the copy, the password on standard input. */
export function staffCli(args: string[], input: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['scripts/staff.mjs', ...args],
      { env: { ...process.env, ADMIN_TOKEN: e2eServerEnv.ADMIN_TOKEN, ADMIN_API_URL: `${origin}/api/v1` }, timeout: 20_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
    child.stdin?.end(input)
  })
}

export async function signInToConsole(page: Page, staff: TestStaff) {
  await page.goto(`${origin}/admin/login?lang=${locale}`)
  await waitForConsole(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_login_title'))
  await page.getByLabel(t('admin_login_email'), { exact: true }).fill(staff.email)
  await page.getByLabel(t('admin_login_password'), { exact: true }).fill(staff.password)
  await page.getByLabel(t('admin_login_code'), { exact: true }).fill(freshCode(staff))
  await page.getByRole('button', { name: t('admin_login_submit'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_dashboard_title'))
  await expect(page.getByTestId('console-staff')).toContainText(staff.name)
}

export const nav = (page: Page) => page.getByRole('navigation', { name: t('admin_nav_label') })

/** Opens the console's dashboard in `page` (signed in already), hydrated. */
export async function openConsole(page: Page): Promise<void> {
  await page.goto(`${origin}/admin?lang=${locale}`)
  await waitForConsole(page)
}

/** Goes to a section as staff do, by its entry in the console's menu, and waits for its heading. */
export async function fromMenu(page: Page, entry: string, heading = entry): Promise<void> {
  await nav(page)
    .getByRole('link', { name: t(entry), exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(heading))
}

/** Applies a list's filters (its search form's button) and waits for the list they make. */
export async function applyFilters(page: Page): Promise<void> {
  await page
    .getByRole('search')
    .getByRole('button', { name: t('admin_filter_apply'), exact: true })
    .click()
  await settledConsole(page)
}

/** A member of the copy's own, signed up through its API; the browser gets the session cookie. */
export async function signedUpMember(): Promise<Cookie[]> {
  const answer = await fetch(`${origin}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, termsAgree: true, privacyAgree: true }),
  })
  expect(answer.status).toBe(200)
  const { data } = (await answer.json()) as { data: { accessToken: string } }
  return [
    {
      name: SESSION_COOKIE,
      value: data.accessToken,
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax',
    },
  ]
}

/**
 * The invited agent, in a browser of their own: opens the mailed link, types the key shown under the QR code into
 * their app (no camera here), chooses a password, keeps the recovery codes and is in the console as a support agent;
 * the link then works no more.
 */
export async function acceptInvitation(browser: Browser, link: string): Promise<void> {
  const invitee = await otherBrowser(browser)
  const agentPage = invitee.page
  await agentPage.goto(link)
  await waitForConsole(agentPage)
  await expect(agentPage.getByRole('heading', { level: 1 })).toHaveText(t('admin_invitation_title'))
  // The token leaves the address at once.
  await expect(agentPage).toHaveURL(`${origin}/admin/invitation?lang=${locale}`)
  await expect(agentPage.getByText(agent.email)).toContainText(t('admin_role_support'))
  await expect(agentPage.getByRole('img', { name: t('admin_invitation_qr_label') })).toBeVisible()
  // No camera here: the agent types the key shown under the QR code into the app.
  const secret = (await agentPage.getByTestId('totp-secret').textContent()) ?? ''
  agent.key = keyOfOtpauthUri(`otpauth://totp/x?secret=${secret.replace(/\s/g, '')}`)
  await expectPasswordFields(agentPage.locator('body'), ['new-password', 'new-password'])
  await agentPage.getByLabel(t('admin_invitation_password'), { exact: true }).fill(agent.password)
  await agentPage.getByLabel(t('admin_invitation_password_confirm'), { exact: true }).fill(agent.password)
  await agentPage.getByLabel(t('admin_invitation_code'), { exact: true }).fill(freshCode(agent))
  await agentPage.getByRole('button', { name: t('admin_invitation_submit'), exact: true }).click()

  const codes = agentPage.getByRole('region', { name: t('admin_recovery_title') }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  // The form gone, the focus is on the codes' heading.
  await expect(agentPage.getByRole('heading', { name: t('admin_recovery_title') })).toBeFocused()
  // This browser is known to the new account from now on, as after a sign-in (decision 101).
  const cookies = await agentPage.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).toContain('staff_device')
  await agentPage.getByRole('link', { name: t('admin_recovery_continue'), exact: true }).click()
  await expect(agentPage.getByRole('heading', { level: 1 })).toHaveText(t('admin_dashboard_title'))
  await expect(agentPage.getByTestId('console-staff')).toContainText(agent.name)
  await expect(agentPage.getByTestId('console-staff')).toContainText(t('admin_role_support'))
  // A support agent has no staff accounts or audit log in the menu.
  await expect(nav(agentPage).getByRole('link', { name: t('admin_nav_inquiries'), exact: true })).toBeVisible()
  await expect(nav(agentPage).getByRole('link', { name: t('admin_nav_staff'), exact: true })).toHaveCount(0)
  // The link worked once.
  await agentPage.goto(link)
  await expect(agentPage.getByRole('alert')).toHaveText(t('admin_invitation_invalid'))
  await invitee.done()
}

/** The visitor, in a browser of their own, sends the inquiry with its file through the form; its receipt number. */
export async function visitorSendsTheInquiry(browser: Browser): Promise<string> {
  const sender = await otherBrowser(browser)
  const visitorPage = sender.page
  await openContact(visitorPage, locale)
  await fillInquiry(visitorPage, locale, visitor)
  await expect(visitorPage.getByTestId('contact-captcha-status')).toHaveAttribute('data-status', 'verified', {
    timeout: 30_000,
  })
  await attachFiles(visitorPage, locale, [file])
  await expect(contactForm(visitorPage, locale).fileList.getByRole('listitem')).toHaveCount(1)
  await contactForm(visitorPage, locale).consent.check()
  await contactForm(visitorPage, locale).submit.click()
  await expect(visitorPage.getByRole('heading', { name: t('inquiry_success') })).toBeVisible({ timeout: 20_000 })
  const receipt = await receiptNumberShown(visitorPage, locale)
  await sender.done()
  return receipt
}
