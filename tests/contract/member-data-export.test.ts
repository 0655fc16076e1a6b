import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { MEMBER_DATA_EXPORTS_PER_DAY, memberDataExportEndpoints } from '~/api/contract/member-data-export-endpoints'
import { memberSessionEndpoints } from '~/api/contract/member-session-endpoints'
import { pointEntries } from '~/backend/db/member-area-schema'
import { PASSWORD, send } from './auth-support'
import { transportNames } from './harness'
import { newMember, productIds, sampleBody, setUpMemberHarness } from './member-support'

/** Issue 40 §5: a member downloads everything the site holds about them (PIPA art. 35). */
const harness = setUpMemberHarness({ reauthenticationMinutes: 15, sessionIdleMinutes: 60 })
const MINUTE = 60_000

describe.each(transportNames)('POST /me/data-exports over %s', (name) => {
  const exportData = (token: string, locale = 'ko-KR') =>
    send(harness, name, memberDataExportEndpoints.exportData, {}, { token, locale })

  it('holds the member’s profile, consents, points, questions, samples and sessions, and no other member’s', async () => {
    const member = await newMember(harness, name, 'export')
    const other = await newMember(harness, name, 'export-other')
    await send(
      harness,
      name,
      memberAreaEndpoints.askQuestion,
      { body: { title: '배송 문의', content: '언제 오나요?' } },
      {
        token: member.token,
      },
    )
    await send(
      harness,
      name,
      memberAreaEndpoints.askQuestion,
      { body: { title: '남의 질문', content: '비밀' } },
      {
        token: other.token,
      },
    )
    const material = (await productIds(harness, 'material')).find((product) => product.active)?.id ?? 0
    const requested = await send(
      harness,
      name,
      memberAreaEndpoints.requestSample,
      { body: sampleBody([material]) },
      {
        token: member.token,
      },
    )
    expect(requested.status).toBe(200)
    await harness.database.db.insert(pointEntries).values({
      memberId: member.id,
      occurredAt: harness.clock.now,
      description: { 'ko-KR': '가입 축하', 'en-US': 'Welcome' },
      saved: 500,
    })

    const answer = await exportData(member.token, 'en-US')
    expect(answer.status).toBe(200)
    const data = answer.json.data
    expect(data?.profile).toMatchObject({ id: member.id, email: member.email, hasPassword: true })
    expect(data?.consents).toMatchObject({ marketing: false })
    expect(data?.consents.termsAgreedAt).toBe(data?.consents.privacyAgreedAt)
    expect(data?.points).toEqual({ balance: 500, entries: [expect.objectContaining({ description: 'Welcome', saved: 500 })] })
    expect(data?.questions.map((question) => [question.title, question.content, question.status])).toEqual([
      ['배송 문의', '언제 오나요?', 'waiting'],
    ])
    expect(data?.samples).toHaveLength(1)
    expect(data?.samples[0]?.materials.map((item) => item.id)).toEqual([material])
    expect(data?.sessions.some((session) => session.current)).toBe(true)
    expect(data?.exports).toEqual([harness.clock.now.toISOString()])
    expect(JSON.stringify(data)).not.toContain('남의 질문')
    expect(JSON.stringify(data)).not.toContain(other.email)
    // Not a page of someone's data for a shared cache to keep.
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('wants a recent authentication, the password restoring it, and lists each download', async () => {
    const member = await newMember(harness, name, 'export-reauth')
    harness.clock.now = new Date(harness.clock.now.getTime() + 16 * MINUTE)
    const refused = await exportData(member.token)
    expect(refused.status).toBe(403)
    expect(refused.json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    const renewed = await send(
      harness,
      name,
      memberSessionEndpoints.reauthenticate,
      { body: { password: PASSWORD } },
      {
        token: member.token,
      },
    )
    const token = renewed.json.data?.session.accessToken ?? ''
    const first = await exportData(token)
    harness.clock.now = new Date(harness.clock.now.getTime() + MINUTE)
    const second = await exportData(token)
    expect(second.json.data?.exports).toEqual([second.json.data?.exportedAt, first.json.data?.exportedAt])
  })

  it(`allows ${MEMBER_DATA_EXPORTS_PER_DAY} downloads a day, however many are asked at once`, async () => {
    const member = await newMember(harness, name, 'export-limit')
    const answers = await Promise.all(Array.from({ length: MEMBER_DATA_EXPORTS_PER_DAY + 5 }, () => exportData(member.token)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(MEMBER_DATA_EXPORTS_PER_DAY)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    expect(answers.find((answer) => answer.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await exportData('')).status).toBe(401)
  })
})
