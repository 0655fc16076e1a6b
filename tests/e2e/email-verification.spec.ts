import type { Page } from '@playwright/test'
import { emailVerificationText } from '~/backend/mail/email-verification-mail-text'
import { fillSignup, signupSubmit, uniqueEmail, uniqueTag } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { BRAND, msg, waitForHydration } from './support'

/**
 * A new member's email verified by a mailed link (issue 25, decision 48), and the welcome after signing up (issue 25,
 * item 14). A copy of the build runs without SMTP_URL on a database of its own, so that every mail is written to its
 * log: the test reads the link there, as a member reads it in the mailbox.
 */
const port = Number(process.env.E2E_VERIFY_PORT ?? 4721)
const origin = `http://127.0.0.1:${port}`
const locale = 'zh-TW'
let site: SiteCopy | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('verify', port, { ...e2eServerEnv, PAGE_CACHE_TTL_SECONDS: '0' })
})

test.afterAll(() => {
  site?.stop()
})

/** The links to /email/verify the copy mailed to `email` (logged, SMTP_URL unset), oldest first. */
function mailedLinks(email: string): { subject: string; link: string }[] {
  const value = (line: string, key: string) => {
    const found = new RegExp(` ${key}=("(?:[^"\\\\]|\\\\.)*")`).exec(line)?.[1]
    return found ? (JSON.parse(found) as string) : ''
  }
  return (site?.log() ?? '')
    .split('\n')
    .filter((line) => line.startsWith('mail: logged instead of sent') && value(line, 'to') === email)
    .map((line) => ({
      subject: value(line, 'subject'),
      link: /http:\/\/\S+\/email\/verify\S*/.exec(value(line, 'text'))?.[0] ?? '',
    }))
    .filter((mail) => mail.link)
}

const notice = (page: Page) => page.getByTestId('email-unverified')

const member = { email: uniqueEmail('verify'), password: `pw-${uniqueTag()}-phrase`, name: `E2E ${uniqueTag()}` }
let firstLink = ''

test(`signing up welcomes the member and says where the verification mail went; My page says the address is unconfirmed and sends the link again (${locale})`, async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${origin}/signup?lang=${locale}`)
  await waitForHydration(page)
  await fillSignup(page, member)
  await signupSubmit(page, locale).click()
  await expect(page).toHaveURL(`${origin}/?lang=${locale}`)
  const welcome = msg(locale, 'auth_welcome_verify').replace('{name}', member.name).replace('{email}', member.email)
  await expect(page.getByTestId('toaster').getByRole('status')).toContainText(welcome)

  // The mail, in the language of the sign-up, through the outbox.
  await expect.poll(() => mailedLinks(member.email).length, { timeout: 30_000 }).toBe(1)
  const [mail] = mailedLinks(member.email)
  expect(mail?.subject).toBe(emailVerificationText[locale].subject(BRAND))
  firstLink = mail?.link ?? ''
  expect(firstLink).toMatch(new RegExp(`^${origin}/email/verify\\?lang=${locale}&token=[\\w-]{43}$`))

  // Signed in meanwhile; My page says the address is not confirmed, and sends a new link on request.
  await page.goto(`${origin}/mypage?lang=${locale}`)
  await waitForHydration(page)
  await expect(notice(page)).toContainText(msg(locale, 'mypage_email_unverified'))
  await notice(page)
    .getByRole('button', { name: msg(locale, 'mypage_email_resend'), exact: true })
    .click()
  await expect(
    page.getByTestId('toaster').getByText(msg(locale, 'mypage_email_sent').replace('{email}', member.email)),
  ).toBeVisible()
  await expect.poll(() => mailedLinks(member.email).length, { timeout: 30_000 }).toBe(2)
})

test(`a replaced link no longer works; the newest confirms the address once, and My page stops asking (${locale})`, async ({
  page,
  context,
}) => {
  const newest = mailedLinks(member.email).at(-1)?.link ?? ''
  expect(firstLink && newest && newest !== firstLink, 'the first test mailed two links').toBeTruthy()

  // The token leaves the address at once; opening the link verifies nothing until the button is pressed.
  await page.goto(firstLink)
  await waitForHydration(page)
  await expect(page).toHaveURL(`${origin}/email/verify?lang=${locale}`)
  expect((await context.cookies(origin)).find((cookie) => cookie.name === 'email_verification')?.httpOnly).toBe(true)
  await page.getByRole('button', { name: msg(locale, 'auth_verify_submit'), exact: true }).click()
  await expect(page.getByTestId('email-verify-outcome')).toHaveText(msg(locale, 'auth_verify_invalid'))

  await page.goto(newest)
  await waitForHydration(page)
  await page.getByRole('button', { name: msg(locale, 'auth_verify_submit'), exact: true }).click()
  const done = page.getByTestId('email-verify-outcome')
  await expect(done).toHaveText(msg(locale, 'auth_verify_done'))
  await expect(done).toBeFocused()

  // The member signs in (a new browser: the mail may be read anywhere) and My page no longer asks.
  await page.goto(`${origin}/login?lang=${locale}`)
  await waitForHydration(page)
  await page.locator('#login-email').fill(member.email)
  await page.locator('#login-password').fill(member.password)
  await page.getByRole('button', { name: msg(locale, 'auth_login_submit'), exact: true }).click()
  await expect(page.getByTestId('site-header').getByTestId('member-name')).toContainText(member.name)
  await page.goto(`${origin}/mypage?lang=${locale}`)
  await waitForHydration(page)
  await expect(page.locator('#profile-name')).toBeVisible()
  await expect(notice(page)).toHaveCount(0)

  // The spent link says so.
  await page.goto(newest)
  await waitForHydration(page)
  await page.getByRole('button', { name: msg(locale, 'auth_verify_submit'), exact: true }).click()
  await expect(page.getByTestId('email-verify-outcome')).toHaveText(msg(locale, 'auth_verify_invalid'))
})
