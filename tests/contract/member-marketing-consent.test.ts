import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberConsentEndpoints } from '~/api/contract/member-consent-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { marketingConsentNotices, members } from '~/backend/db/member-schema'
import { MARKETING_CONSENT_NOTICE_KIND, sendMarketingConsentNotices } from '~/backend/sign-in/marketing-consent-notices'
import { PASSWORD, send, signupBody, uniqueEmail } from './auth-support'
import { setUpMemberHarness } from './member-support'

/**
 * Issue 65 §6 (정보통신망법 §50 ⑦ ⑧, decision 113): a member takes marketing messages or stops from /mypage, each
 * change recorded with its day and language; a standing consent is noticed to the member every two years, in the
 * language it was given in, once, however many processes run the job.
 */
const harness = setUpMemberHarness()
const letterhead = { siteUrl: 'https://www.example.com', brandName: 'Cellactis' }
const DAY_MS = 86_400_000

async function member(label: string, options: { marketingAgree: boolean; locale?: string; verified?: boolean }) {
  const email = uniqueEmail(label)
  const body = { ...signupBody(email), marketingAgree: options.marketingAgree }
  const answer = await send(harness, 'http', signInEndpoints.signup, { body }, { locale: options.locale })
  const token = answer.json.data?.accessToken
  if (!token) throw new Error(`sign-up failed: ${answer.status}`)
  const [row] = await harness.database.db.select({ id: members.id }).from(members).where(eq(members.email, email))
  if (!row) throw new Error('no member row')
  if (options.verified !== false) {
    await harness.database.db.update(members).set({ emailVerifiedAt: harness.clock.now }).where(eq(members.id, row.id))
  }
  return { id: row.id, email, token }
}

const noticesTo = (email: string) =>
  harness.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, MARKETING_CONSENT_NOTICE_KIND)))

const later = (days: number) => new Date(harness.clock.now.getTime() + days * DAY_MS)

/** A fresh session (the clock moved past the last one's idle timeout). */
async function signIn(email: string): Promise<string> {
  const answer = await send(
    harness,
    'http',
    signInEndpoints.login,
    { body: { email, password: PASSWORD } },
    { clientIp: '203.0.113.9' },
  )
  const token = answer.json.data && 'accessToken' in answer.json.data ? answer.json.data.accessToken : undefined
  if (!token) throw new Error(`sign-in failed: ${answer.status}`)
  return token
}

describe('a member’s marketing consent', () => {
  it('is changed by the member, each change recorded with its day and language, and read back', async () => {
    const { token } = await member('marketing-change', { marketingAgree: false })
    const set = (agreed: boolean) =>
      send(harness, 'http', memberConsentEndpoints.setMarketing, { body: { agreed } }, { token, locale: 'ja-JP' })

    harness.clock.now = new Date(harness.clock.now.getTime() + 60_000)
    const agreed = await set(true)
    expect(agreed.status).toBe(200)
    expect(agreed.json.data).toEqual({ document: 'marketing', version: null, agreed: true, at: harness.clock.now.toISOString() })
    expect((await send(harness, 'http', signInEndpoints.me, {}, { token })).json.data?.marketingAgree).toBe(true)

    harness.clock.now = new Date(harness.clock.now.getTime() + 60_000)
    expect((await set(false)).status).toBe(200)
    const history = (await send(harness, 'http', memberConsentEndpoints.consents, {}, { token })).json.data?.history ?? []
    expect(history.filter((entry) => entry.document === 'marketing').map((entry) => entry.agreed)).toEqual([false, true, false])
    expect((await send(harness, 'http', signInEndpoints.me, {}, { token })).json.data?.marketingAgree).toBe(false)
  })

  it('is refused to a visitor who is not signed in', async () => {
    const answer = await send(harness, 'http', memberConsentEndpoints.setMarketing, { body: { agreed: true } })
    expect(answer.status).toBe(401)
  })
})

describe('the two-yearly notice of a standing marketing consent', () => {
  it('goes to each member whose consent is two years old, in its language, once, and again two years on', async () => {
    const due = await member('notice-due', { marketingAgree: true, locale: 'en-US' })
    const declined = await member('notice-declined', { marketingAgree: false })
    const unverified = await member('notice-unverified', { marketingAgree: true, verified: false })
    harness.clock.now = later(200)
    const young = await member('notice-young', { marketingAgree: true })

    // A day short of two years since the first consent: nothing is due.
    const consentDay = new Date(harness.clock.now.getTime() - 200 * DAY_MS)
    const twoYears = new Date(consentDay)
    twoYears.setUTCFullYear(twoYears.getUTCFullYear() + 2)
    expect(await sendMarketingConsentNotices(harness.database.db, new Date(twoYears.getTime() - DAY_MS), letterhead)).toBe(0)

    // Two processes at the moment it is due: one notice.
    const sent = await Promise.all([
      sendMarketingConsentNotices(harness.database.db, twoYears, letterhead),
      sendMarketingConsentNotices(harness.database.db, twoYears, letterhead),
    ])
    expect(sent[0] + sent[1]).toBe(1)
    const [mail, ...more] = await noticesTo(due.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('[Cellactis] Your consent to marketing messages')
    expect(mail?.textBody).toContain('Sender: Cellactis')
    expect(mail?.textBody).toContain(
      `You agreed on: ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Seoul' }).format(consentDay)}`,
    )
    expect(mail?.textBody).toContain('https://www.example.com/mypage?lang=en-US#marketing')
    for (const other of [declined, unverified, young]) expect(await noticesTo(other.email)).toEqual([])
    const [record] = await harness.database.db
      .select()
      .from(marketingConsentNotices)
      .where(eq(marketingConsentNotices.memberId, due.id))
    expect(record).toMatchObject({ period: 1, sentAt: twoYears })

    // A day later, nothing more; two years on, the second notice.
    expect(await sendMarketingConsentNotices(harness.database.db, new Date(twoYears.getTime() + DAY_MS), letterhead)).toBe(0)
    const fourYears = new Date(consentDay)
    fourYears.setUTCFullYear(fourYears.getUTCFullYear() + 4)
    await sendMarketingConsentNotices(harness.database.db, fourYears, letterhead)
    expect(await noticesTo(due.email)).toHaveLength(2)
  })

  it('counts from the consent the member gave last, and stops when they withdraw it', async () => {
    const renewing = await member('notice-renewed', { marketingAgree: true, locale: 'zh-TW' })
    const withdrawing = await member('notice-withdrawn', { marketingAgree: true })
    harness.clock.now = later(365)
    const renewedAt = harness.clock.now
    expect(
      (
        await send(
          harness,
          'http',
          memberConsentEndpoints.setMarketing,
          { body: { agreed: true } },
          { token: await signIn(renewing.email), locale: 'ja-JP' },
        )
      ).status,
    ).toBe(200)
    const withdrawal = { body: { agreed: false } }
    const token = await signIn(withdrawing.email)
    expect((await send(harness, 'http', memberConsentEndpoints.setMarketing, withdrawal, { token })).status).toBe(200)

    const twoYearsAfterSignUp = new Date(renewedAt.getTime() - 365 * DAY_MS + 2 * 366 * DAY_MS)
    await sendMarketingConsentNotices(harness.database.db, twoYearsAfterSignUp, letterhead)
    expect(await noticesTo(renewing.email)).toEqual([])
    expect(await noticesTo(withdrawing.email)).toEqual([])

    const twoYearsAfterRenewal = new Date(renewedAt.getTime() + 2 * 366 * DAY_MS)
    await sendMarketingConsentNotices(harness.database.db, twoYearsAfterRenewal, letterhead)
    const [mail] = await noticesTo(renewing.email)
    // In the language of the consent in force: the renewal, given on a Japanese page.
    expect(mail?.subject).toBe('[Cellactis] 広告メール受信への同意に関するお知らせ')
    expect(await noticesTo(withdrawing.email)).toEqual([])
  })
})
