import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import { secondFactorEndpoints } from '~/api/contract/second-factor-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { members } from '~/backend/db/member-schema'
import { formatSeoulTime } from '~/backend/mail/inquiry-mail-text'
import { memberSecurityNoticeText } from '~/backend/mail/security-notice-mail-text'
import { MEMBER_SECURITY_NOTICE_KIND } from '~/backend/sign-in/security-history/member-security-change'
import { siteDefaults } from '~/config/site-defaults'
import { type CallOptions, nextMinute, PASSWORD, send } from './auth-support'
import { type TransportName, transportNames } from './harness'
import { newMember, setUpMemberHarness, type TestMember } from './member-support'
import { codeAt, enrol, secondFactor, ticketOf } from './second-factor-support'
import { CHROME_ON_WINDOWS, queuedMails } from './security-notice-support'

// Decision 95: each change to a way into a member's account is on their security page and in a notice mail.
const harness = setUpMemberHarness()
const brand = siteDefaults.brandName

const noticesTo = (email: string) => queuedMails(harness, email, MEMBER_SECURITY_NOTICE_KIND)

async function verifyEmail(member: TestMember) {
  await harness.database.db.update(members).set({ emailVerifiedAt: harness.clock.now }).where(eq(members.id, member.id))
}

/** A fresh sign-in of the member in Chrome on Windows: its session names that browser. */
async function signInFromChrome(name: TransportName, member: TestMember): Promise<string> {
  const login = await send(
    harness,
    name,
    signInEndpoints.login,
    { body: { email: member.email, password: PASSWORD } },
    { userAgent: CHROME_ON_WINDOWS },
  )
  const data = login.json.data
  const accessToken = data && 'accessToken' in data ? data.accessToken : undefined
  if (!accessToken) throw new Error(`no session: ${JSON.stringify(login.json)}`)
  return accessToken
}

/** The kinds of the member's security history, newest first. */
async function historyKinds(name: TransportName, options: CallOptions) {
  const answer = await send(harness, name, passkeyEndpoints.passkeys, {}, options)
  return answer.json.data?.history.map((event) => event.kind)
}

describe.each(transportNames)('security notices over %s', (name) => {
  it('mails a changed password to the verified address, in the language of the page, with when and which browser', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'notice-password')
    await verifyEmail(member)
    const token = await signInFromChrome(name, member)
    const body = { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' }
    const changed = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token, locale: 'ja-JP' })
    expect(changed.status).toBe(200)

    const text = memberSecurityNoticeText['ja-JP']
    const headline = text.headline['password-changed']('')
    const [notice, ...more] = await noticesTo(member.email)
    expect(more).toEqual([])
    expect(notice?.subject).toBe(text.subject(brand, headline))
    expect(notice?.textBody).toContain(headline)
    expect(notice?.textBody).toContain(`${text.when}: ${formatSeoulTime(harness.clock.now)}`)
    expect(notice?.textBody).toContain(`${text.browser}: Chrome 131 · Windows`)
    expect(notice?.textBody).toContain(text.notYours)
    expect(notice?.textBody).toContain('/password/forgot?lang=ja-JP')
    expect(notice?.textBody).toContain('/mypage/security?lang=ja-JP')
    expect(notice?.textBody).not.toContain('a-brand-new-password')
    const renewed = changed.json.data?.session.accessToken ?? ''
    const history = (await send(harness, name, passkeyEndpoints.passkeys, {}, { token: renewed })).json.data?.history
    expect(history).toEqual([
      { kind: 'password-changed', subject: '', at: harness.clock.now.toISOString(), browser: 'Chrome 131', device: 'Windows' },
    ])
  })

  it('notes nothing for a change refused: a wrong current password', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'notice-refused')
    await verifyEmail(member)
    const body = { currentPassword: 'not-the-password', newPassword: 'a-brand-new-password' }
    const refused = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token })
    expect(refused.status).toBe(403)
    expect(await noticesTo(member.email)).toEqual([])
    expect(await historyKinds(name, { token: member.token })).toEqual([])
  })

  it('lists the change but mails no address that is not verified (decision 48)', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'notice-unverified')
    const body = { currentPassword: PASSWORD, newPassword: 'a-brand-new-password' }
    const changed = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token })
    expect(changed.status).toBe(200)
    expect(await noticesTo(member.email)).toEqual([])
    const renewed = changed.json.data?.session.accessToken ?? ''
    expect(await historyKinds(name, { token: renewed })).toEqual(['password-changed'])
  })

  it('notes the second factor turned on, its recovery codes renewed and turned off; a wrong code notes nothing', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'notice-second-factor')
    await verifyEmail(member)
    const token = await signInFromChrome(name, member)
    const { recoveryCodes } = await enrol(harness, name, token)
    // A minute between the changes, as between a person's clicks: the history is in the order they were made.
    nextMinute(harness)
    const renew = { body: { code: recoveryCodes[0] ?? '' } }
    const renewed = await send(harness, name, secondFactorEndpoints.renewRecoveryCodes, renew, { token, locale: 'en-US' })
    expect(renewed.status).toBe(200)
    const wrong = await send(harness, name, secondFactorEndpoints.turnOff, { body: { code: recoveryCodes[0] ?? '' } }, { token })
    expect(wrong.json.error?.code).toBe('CODE_MISMATCH')
    const fresh = renewed.json.data?.recoveryCodes[0] ?? ''
    nextMinute(harness)
    const off = await send(harness, name, secondFactorEndpoints.turnOff, { body: { code: fresh } }, { token, locale: 'zh-CN' })
    expect(off.status).toBe(200)

    const subjects = (await noticesTo(member.email)).map((notice) => notice.subject)
    expect(subjects).toEqual([
      memberSecurityNoticeText['ko-KR'].subject(brand, memberSecurityNoticeText['ko-KR'].headline['second-factor-on']('')),
      memberSecurityNoticeText['en-US'].subject(brand, memberSecurityNoticeText['en-US'].headline['recovery-codes-renewed']('')),
      memberSecurityNoticeText['zh-CN'].subject(brand, memberSecurityNoticeText['zh-CN'].headline['second-factor-off']('')),
    ])
    expect(await historyKinds(name, { token })).toEqual(['second-factor-off', 'recovery-codes-renewed', 'second-factor-on'])
  })

  it('notes a sign-in with a recovery code, not one with the app’s code', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'notice-recovery-sign-in')
    await verifyEmail(member)
    const token = await signInFromChrome(name, member)
    const { key, recoveryCodes } = await enrol(harness, name, token)
    nextMinute(harness)
    const withApp = await secondFactor(harness, name, await ticketOf(harness, name, member.email), codeAt(harness, key))
    expect(withApp.status).toBe(200)
    nextMinute(harness)
    const fromChrome = { userAgent: CHROME_ON_WINDOWS, locale: 'ja-JP' }
    const ticket = await ticketOf(harness, name, member.email, fromChrome)
    const withCode = await secondFactor(harness, name, ticket, recoveryCodes[0] ?? '', fromChrome)
    expect(withCode.status).toBe(200)

    const text = memberSecurityNoticeText['ja-JP']
    const notices = await noticesTo(member.email)
    expect(notices.map((notice) => notice.subject).at(-1)).toBe(text.subject(brand, text.headline['recovery-code-sign-in']('')))
    expect(notices.at(-1)?.textBody).toContain(`${text.browser}: Chrome 131 · Windows`)
    expect(await historyKinds(name, { token })).toEqual(['recovery-code-sign-in', 'second-factor-on'])
  })
})
