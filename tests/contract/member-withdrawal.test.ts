import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints, type WithdrawalReason } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { memberQuestions, phoneCodes, pointEntries, sampleRequests, withdrawalFeedback } from '~/backend/db/member-area-schema'
import { members } from '~/backend/db/member-schema'
import { purgeMemberData } from '~/backend/withdrawal/purge-member-data'
import { meStatus, PASSWORD, send, signupBody } from './auth-support'
import { transportNames } from './harness'
import {
  newMember,
  newSocialOnlyMember,
  productIds,
  requestCode,
  sampleBody,
  setUpMemberHarness,
  type TestMember,
  uniqueMobile,
} from './member-support'

const harness = setUpMemberHarness()
const closing = {
  password: PASSWORD,
  reasons: ['RARELY_USED', 'PRICE_HIGHER'] as WithdrawalReason[],
  comment: '잘 이용했습니다',
  agree: true as const,
}

let fills = 0
/** Gives the member something of every kind the member area keeps. */
async function fillMemberArea(name: (typeof transportNames)[number], member: TestMember) {
  const token = { token: member.token }
  const profile = { name: '탈퇴 예정', zipcode: '13487', address1: '판교로 1', address2: '101호', birthday: '19900101' }
  await send(harness, name, memberAreaEndpoints.updateProfile, { body: profile }, token)
  await send(harness, name, memberAreaEndpoints.askQuestion, { body: { title: '질문', content: '내용' } }, token)
  const [material] = await productIds(harness, 'material')
  await send(harness, name, memberAreaEndpoints.requestSample, { body: sampleBody([material?.id ?? 0]) }, token)
  await harness.database.db
    .insert(pointEntries)
    .values({ memberId: member.id, occurredAt: harness.clock.now, description: { 'ko-KR': '적립' }, saved: 100 })
  fills += 1
  await requestCode(harness, name, member.token, uniqueMobile(), `192.0.2.${fills}`)
}

async function rowsOf(memberId: string) {
  const db = harness.database.db
  const counts = await Promise.all(
    [memberQuestions, sampleRequests, pointEntries, phoneCodes].map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.memberId, memberId))
      return row?.n ?? 0
    }),
  )
  return counts
}

describe.each(transportNames)('DELETE /me over %s', (name) => {
  it('needs the password, the agreement and a reason; a refusal changes nothing', async () => {
    const member = await newMember(harness, name, 'close-refused')
    await fillMemberArea(name, member)
    const token = { token: member.token }
    const wrong = await send(harness, name, memberAreaEndpoints.withdraw, { body: { ...closing, password: 'wrong-one' } }, token)
    expect(wrong.json.error?.code).toBe('WRONG_PASSWORD')
    expect(wrong.status).toBe(403)
    for (const body of [
      { ...closing, reasons: [] },
      { ...closing, agree: false },
      { ...closing, reasons: ['NOT_A_REASON'] },
    ]) {
      expect((await send(harness, name, memberAreaEndpoints.withdraw, { body: body as never }, token)).status).toBe(400)
    }
    expect(await meStatus(harness, name, member.token)).toBe(200)
    expect(await rowsOf(member.id)).toEqual([1, 1, 1, 1])
  })

  it('ends every session, deletes the member area, keeps only the reasons, and bars the email for six months', async () => {
    const member = await newMember(harness, name, 'close-done')
    const bystander = await newMember(harness, name, 'close-bystander')
    await fillMemberArea(name, member)
    await fillMemberArea(name, bystander)
    const second = await send(harness, name, signInEndpoints.login, { body: { email: member.email, password: PASSWORD } })
    const feedbackBefore = (await harness.database.db.select({ n: count() }).from(withdrawalFeedback))[0]?.n ?? 0

    const closed = await send(harness, name, memberAreaEndpoints.withdraw, { body: closing }, { token: member.token })
    expect(closed).toMatchObject({ status: 200, json: { data: { withdrawn: true } } })
    expect(await meStatus(harness, name, member.token)).toBe(401)
    expect(await meStatus(harness, name, second.json.data?.accessToken ?? '')).toBe(401)
    expect(await rowsOf(member.id)).toEqual([0, 0, 0, 0])
    expect(await rowsOf(bystander.id)).toEqual([1, 1, 1, 1])
    const [row] = await harness.database.db.select().from(members).where(eq(members.id, member.id))
    expect(row).toMatchObject({ status: 'withdrawn', email: null, zipcode: null, address1: null, address2: null, birthday: null })
    const feedback = await harness.database.db.select().from(withdrawalFeedback)
    expect(feedback).toHaveLength(feedbackBefore + 1)
    expect(feedback.at(-1)).toEqual({
      id: expect.any(Number),
      month: '2031-03',
      reasons: ['RARELY_USED', 'PRICE_HIGHER'],
      comment: '잘 이용했습니다',
    })

    const again = await send(harness, name, signInEndpoints.signup, { body: signupBody(member.email) })
    expect(again.json.error?.code).toBe('REREGISTRATION_BARRED')
  })

  it('lets a member without a password (social sign-up) close with an empty one', async () => {
    const member = await newSocialOnlyMember(harness)
    const answer = await send(
      harness,
      name,
      memberAreaEndpoints.withdraw,
      { body: { ...closing, password: '' } },
      {
        token: member.token,
      },
    )
    expect(answer.status).toBe(200)
    expect(await meStatus(harness, name, member.token)).toBe(401)
  })

  it('answers 401 without a session', async () => {
    expect((await send(harness, name, memberAreaEndpoints.withdraw, { body: closing })).status).toBe(401)
  })
})

describe('six months after closing', () => {
  it('the purge lifts the bar and the same email signs up as a new member', async () => {
    const start = harness.clock.now
    const member = await newMember(harness, 'http', 'close-return')
    await fillMemberArea('http', member)
    await send(harness, 'http', memberAreaEndpoints.withdraw, { body: closing }, { token: member.token })

    harness.clock.now = new Date(Date.UTC(2031, 8, 10, 9, 0, 1))
    expect((await send(harness, 'http', signInEndpoints.signup, { body: signupBody(member.email) })).status).toBe(403)
    harness.clock.now = new Date(Date.UTC(2031, 8, 11))
    const report = await purgeMemberData(harness.database.db, harness.clock.now)
    expect(report.barsLifted).toBeGreaterThan(0)
    const renewed = await send(harness, 'http', signInEndpoints.signup, { body: signupBody(member.email) })
    expect(renewed.status).toBe(200)
    const me = await send(harness, 'http', signInEndpoints.me, {}, { token: renewed.json.data?.accessToken })
    expect(me.json.data).toMatchObject({ email: member.email, zipcode: null, birthday: null })
    expect(me.json.data?.id).not.toBe(member.id)
    harness.clock.now = start
  })

  it('the purge deletes verification codes a day after they expired', async () => {
    const member = await newMember(harness, 'in-process', 'codes-purged')
    const mobile = uniqueMobile()
    await requestCode(harness, 'in-process', member.token, mobile, '192.0.2.77')
    const expiry = harness.clock.now.getTime() + 3 * 60_000
    const db = harness.database.db
    await purgeMemberData(db, new Date(expiry + 86_400_000 - 1000))
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.mobile, mobile))).toHaveLength(1)
    await purgeMemberData(db, new Date(expiry + 86_400_000 + 1000))
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.mobile, mobile))).toHaveLength(0)
  })
})
