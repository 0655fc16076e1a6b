import type { Browser, Page } from '@playwright/test'
import { expectSignedIn, expectSignedOut, sessionCookie, signInWithPassword } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, type Locale, test } from './fixtures'
import { gotoMemberPage, mypageMenu, signedUpMember, type TestMember, toast } from './member-support'
import { msg, withLang } from './support'

const sessionsOf = (page: Page) => page.getByTestId('session')
const confirmDialog = (page: Page) => page.getByRole('alertdialog')

/** The member signs in once more in a browser of its own (another device), through the sign-in page. */
async function signInElsewhere(browser: Browser, baseURL: string | undefined, member: TestMember, locale: Locale) {
  const context = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  })
  const page = await context.newPage()
  await signInWithPassword(page, locale, member.email, member.password)
  await expectSignedIn(page, member.name)
  return { context, page }
}

test.describe('signed-in devices at /mypage/sessions', () => {
  test('lists this browser and another, ends the other from here, and the other is signed out (en-US)', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const locale = 'en-US'
    const member = await signedUpMember(context, 'sessions-end-one')
    const elsewhere = await signInElsewhere(browser, baseURL, member, locale)

    await gotoMemberPage(page, '/mypage', locale)
    await mypageMenu(page, locale)
      .getByRole('link', { name: msg(locale, 'page_mypage_sessions') })
      .click()
    await expect(page).toHaveURL(/\/mypage\/sessions/)
    await expect(sessionsOf(page)).toHaveCount(2)
    const current = sessionsOf(page).first()
    await expect(current).toContainText(msg(locale, 'mypage_sessions_current'))
    const other = sessionsOf(page).nth(1)
    await expect(other.getByRole('heading')).toHaveText('Safari 18 on iPhone')
    await expect(other).toContainText(msg(locale, 'mypage_sessions_address').replace('{address}', '127.0.0.1'))
    expect(await seriousViolations(page)).toEqual([])

    // Cancelling the confirmation ends nothing.
    const endOther = other.getByRole('button', { name: 'Sign out Safari 18 on iPhone' })
    await endOther.click()
    // The question is the dialog's description; it starts on Cancel, and its other button says what it does.
    await expect(confirmDialog(page)).toHaveAccessibleDescription('Sign out Safari 18 on iPhone?')
    await expect(confirmDialog(page).getByRole('button', { name: msg(locale, 'dialog_cancel') })).toBeFocused()
    await confirmDialog(page)
      .getByRole('button', { name: msg(locale, 'dialog_cancel') })
      .click()
    await expect(sessionsOf(page)).toHaveCount(2)

    await endOther.click()
    await confirmDialog(page)
      .getByRole('button', { name: msg(locale, 'mypage_sessions_end'), exact: true })
      .click()
    await expect(toast(page)).toContainText(msg(locale, 'mypage_sessions_ended'))
    await expect(sessionsOf(page)).toHaveCount(1)
    await expect(page.getByTestId('empty-state')).toHaveText(msg(locale, 'mypage_sessions_only_this'))

    // The other browser is signed out at its next page; this one is not.
    await elsewhere.page.goto(withLang('/mypage', locale))
    await expectSignedOut(elsewhere.page, locale)
    await elsewhere.context.close()
    await gotoMemberPage(page, '/mypage/sessions', locale)
    await expectSignedIn(page, member.name)
  })

  test('signs out everywhere else, then everywhere (ko-KR)', async ({ page, context, browser, baseURL }) => {
    const locale = 'ko-KR'
    const member = await signedUpMember(context, 'sessions-end-all')
    const elsewhere = await signInElsewhere(browser, baseURL, member, locale)

    await gotoMemberPage(page, '/mypage/sessions', locale)
    await expect(sessionsOf(page)).toHaveCount(2)
    await page.getByRole('button', { name: msg(locale, 'mypage_sessions_end_others'), exact: true }).click()
    await expect(confirmDialog(page)).toContainText(msg(locale, 'mypage_sessions_confirm_others'))
    await confirmDialog(page)
      .getByRole('button', { name: msg(locale, 'mypage_sessions_end_others'), exact: true })
      .click()
    await expect(toast(page)).toContainText(msg(locale, 'mypage_sessions_others_ended'))
    await expect(sessionsOf(page)).toHaveCount(1)
    await elsewhere.page.goto(withLang('/mypage', locale))
    await expectSignedOut(elsewhere.page, locale)
    await elsewhere.context.close()

    await page.getByRole('button', { name: msg(locale, 'mypage_sessions_end_all'), exact: true }).click()
    await expect(confirmDialog(page)).toContainText(msg(locale, 'mypage_sessions_confirm_all'))
    await confirmDialog(page)
      .getByRole('button', { name: msg(locale, 'mypage_sessions_end_all'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/\?lang=ko-KR$/)
    await expectSignedOut(page, locale)
    const response = await page.request.get('/api/v1/me', { headers: { authorization: member.token } })
    expect(response.status()).toBe(401)
    expect(await sessionCookie(context)).toBeUndefined()
  })
})
