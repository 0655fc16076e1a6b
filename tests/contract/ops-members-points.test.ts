import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminMemberEndpoints as staffApi } from '~/api/contract/admin-member-endpoints'
import { memberAreaEndpoints as memberApi } from '~/api/contract/member-area-endpoints'
import { memberSocialAccounts, members } from '~/backend/db/member-schema'
import { memberSecondFactors } from '~/backend/db/second-factor-schema'
import { startSession } from '~/backend/sign-in/member-sessions'
import { meStatus, send } from './auth-support'
import { newMember } from './member-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { addTestStaff, asStaff, expectOk, signInStaff } from './staff-support'

const harness = setUpOpsHarness()
const db = () => harness.database.db

async function supportAgent(label: string) {
  const staff = await addTestStaff(harness, 'support', label)
  return { staff, as: asStaff(await signInStaff(harness, 'http', staff)) }
}

/** A member with a name, a mobile number and an address, as the profile keeps them. */
async function knownMember(label: string, name: string, mobile: string) {
  const member = await newMember(harness, 'http', label)
  await db()
    .update(members)
    .set({ name, mobile, zipcode: '06236', address1: '서울 강남구 테헤란로 152', address2: '12층', birthday: '19900101' })
    .where(eq(members.id, member.id))
  return member
}

describe('looking up members', () => {
  it('finds them by a whole email address, name, mobile number or member number, masked', async () => {
    const { staff, as } = await supportAgent('member-search')
    const member = await knownMember('kimminsu', '김민수', '01098765432')
    const search = async (q: string) =>
      (await expectOk(harness, 'http', staffApi.memberSearch, { query: { q, size: 100 } }, as)).items.map((item) => item.id)
    expect(await search(` ${member.email.toUpperCase()} `)).toEqual([member.id])
    expect(await search('김민수')).toContain(member.id)
    expect(await search('010-9876-5432')).toEqual([member.id])
    expect(await search('+82 10 9876 5432')).toEqual([member.id])
    expect(await search(member.id.toUpperCase())).toEqual([member.id])
    expect(await search('nobody-like-this')).toEqual([])

    const mark = await auditMark(db())
    const page = await expectOk(harness, 'http', staffApi.memberSearch, { query: { q: '01098765432' } }, as)
    expect(page).toMatchObject({ total: 1, page: 1, size: 20 })
    expect(page.items[0]).toEqual({
      id: member.id,
      name: '김*수',
      email: `${member.email.slice(0, 3)}***@example.com`,
      mobile: '010-****-5432',
      status: 'active',
      signUpMethod: 'email',
      createdAt: expect.any(String),
    })
    expect(await auditSince(db(), mark, 'member.search')).toMatchObject([
      {
        actorId: staff.id,
        detail: { q: '010-****-5432', kind: 'mobile', hash: expect.stringMatching(/^[0-9a-f]{64}$/), found: 1 },
      },
    ])
  })

  it('pages through the newest members when nothing is searched', async () => {
    const { as } = await supportAgent('member-paging')
    await newMember(harness, 'http', 'paging-a')
    await newMember(harness, 'http', 'paging-b')
    const first = await expectOk(harness, 'http', staffApi.memberSearch, { query: { size: 1 } }, as)
    const second = await expectOk(harness, 'http', staffApi.memberSearch, { query: { size: 1, page: 2 } }, as)
    expect(first.total).toBeGreaterThanOrEqual(2)
    expect(first.items[0]?.id).not.toBe(second.items[0]?.id)
  })

  it('shows a member masked (audited), and reveals them only with a reason, which the audit log keeps', async () => {
    const { staff, as } = await supportAgent('member-reveal')
    const member = await knownMember('reveal-me', '이서연', '01011112222')
    // Linked to Kakao, with the second factor on: how the member signs in is on the page, for support.
    await db()
      .insert(memberSocialAccounts)
      .values({ provider: 'kakao', subject: `kakao-${member.id}`, memberId: member.id })
    await db().insert(memberSecondFactors).values({ memberId: member.id, secret: 'sealed', enabledAt: new Date() })
    const mark = await auditMark(db())
    const detail = await expectOk(harness, 'http', staffApi.memberDetail, { params: { id: member.id } }, as)
    expect(detail).toMatchObject({ name: '이*연', mobile: '010-****-2222', hasAddress: true, pointBalance: 0, liveSessions: 1 })
    expect(detail.signIn).toEqual({ password: true, providers: ['kakao'], secondFactor: true, passkeys: 0 })
    expect(JSON.stringify(detail)).not.toMatch(/테헤란로|01011112222|이서연/)

    const tooShort = await send(
      harness,
      'http',
      staffApi.revealMember,
      { params: { id: member.id }, body: { reason: 'abc' } },
      as,
    )
    expect(tooShort.status).toBe(400)
    const revealed = await expectOk(
      harness,
      'http',
      staffApi.revealMember,
      { params: { id: member.id }, body: { reason: '샘플 배송지 확인 (문의 Q-1)' } },
      as,
    )
    expect(revealed).toEqual({
      name: '이서연',
      email: member.email,
      mobile: '01011112222',
      zipcode: '06236',
      address1: '서울 강남구 테헤란로 152',
      address2: '12층',
      birthday: '19900101',
    })
    expect(await auditSince(db(), mark)).toMatchObject([
      { action: 'member.read', actorId: staff.id, targetId: member.id },
      { action: 'member.reveal', actorId: staff.id, targetId: member.id, detail: { reason: '샘플 배송지 확인 (문의 Q-1)' } },
    ])
  })

  it('lists a member’s sessions and ends one or all of them', async () => {
    const { as } = await supportAgent('member-sessions')
    const member = await newMember(harness, 'http', 'sessions')
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    const device = { userAgent: chrome, clientIp: '203.0.113.9' }
    const another = () =>
      startSession(db(), member.id, harness.clock.now, { sessionTtlHours: 24, device }).then((s) => s.accessToken)
    const second = await another()
    const third = await another()
    const list = await expectOk(harness, 'http', staffApi.memberSessions, { params: { id: member.id } }, as)
    expect(list.items).toHaveLength(3)
    // Named as the member's own list names them, the whole User-Agent beside.
    expect(list.items.filter((session) => session.userAgent === chrome)).toMatchObject([
      { browser: 'Chrome 131', device: 'Windows' },
      { browser: 'Chrome 131', device: 'Windows' },
    ])
    const mark = await auditMark(db())
    const target = list.items[0]?.id ?? ''
    await expectOk(harness, 'http', staffApi.endMemberSession, { params: { id: member.id, sessionId: target } }, as)
    const gone = await send(harness, 'http', staffApi.endMemberSession, { params: { id: member.id, sessionId: target } }, as)
    expect(gone.status).toBe(404)
    const statuses = await Promise.all([member.token, second, third].map((token) => meStatus(harness, 'http', token)))
    expect(statuses.filter((status) => status === 401)).toHaveLength(1)

    const all = await expectOk(harness, 'http', staffApi.endAllMemberSessions, { params: { id: member.id } }, as)
    expect(all).toEqual({ ended: 2 })
    for (const token of [member.token, second, third]) expect(await meStatus(harness, 'http', token)).toBe(401)
    expect((await auditSince(db(), mark, 'member.session-end')).map((row) => row.detail)).toEqual([
      { sessionId: target },
      { all: true, ended: 2 },
    ])
  })
})

describe('points by hand', () => {
  it('are granted and deducted with a reason the member reads in their history', async () => {
    const { staff, as } = await supportAgent('points')
    const member = await newMember(harness, 'http', 'points')
    const params = { id: member.id }
    const mark = await auditMark(db())
    const granted = await expectOk(
      harness,
      'http',
      staffApi.adjustPoints,
      { params, body: { kind: 'grant', amount: 5000, reason: '  샘플 후기 이벤트  ' } },
      as,
    )
    expect(granted).toMatchObject({ balance: 5000, entry: { saved: 5000, used: 0, description: '샘플 후기 이벤트' } })
    const deducted = await expectOk(
      harness,
      'http',
      staffApi.adjustPoints,
      { params, body: { kind: 'deduct', amount: 1200, reason: 'Refund' } },
      as,
    )
    expect(deducted.balance).toBe(3800)
    const tooMuch = await send(
      harness,
      'http',
      staffApi.adjustPoints,
      { params, body: { kind: 'deduct', amount: 3801, reason: 'x' } },
      as,
    )
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.json.error).toMatchObject({ code: 'INSUFFICIENT_POINTS', message: expect.stringContaining('잔여 포인트') })

    for (const locale of ['ko-KR', 'en-US']) {
      const seen = await send(harness, 'http', memberApi.points, {}, { token: member.token, locale })
      expect(seen.json.data).toMatchObject({ balance: 3800, total: 2 })
      expect(seen.json.data?.items.map((item) => [item.description, item.saved, item.used])).toEqual([
        ['Refund', 0, 1200],
        ['샘플 후기 이벤트', 5000, 0],
      ])
    }
    const history = await expectOk(harness, 'http', staffApi.memberPoints, { params, query: { size: 1 } }, as)
    expect(history).toMatchObject({
      balance: 3800,
      total: 2,
      items: [{ used: 1200, staff: { id: staff.id, name: 'points 직원' } }],
    })
    expect((await auditSince(db(), mark, 'member.points')).map((row) => [row.before, row.after])).toEqual([
      [{ balance: 0 }, expect.objectContaining({ balance: 5000, kind: 'grant', amount: 5000 })],
      [{ balance: 5000 }, expect.objectContaining({ balance: 3800, kind: 'deduct', amount: 1200 })],
    ])
  })

  it('cannot overdraw a balance, however many deductions arrive at once', async () => {
    const { as } = await supportAgent('points-burst')
    const member = await newMember(harness, 'http', 'points-burst')
    const params = { id: member.id }
    await expectOk(harness, 'http', staffApi.adjustPoints, { params, body: { kind: 'grant', amount: 100, reason: 'start' } }, as)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(harness, 'http', staffApi.adjustPoints, { params, body: { kind: 'deduct', amount: 10, reason: 'burst' } }, as),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10)
    expect(answers.filter((answer) => answer.json.error?.code === 'INSUFFICIENT_POINTS')).toHaveLength(10)
    const history = await expectOk(harness, 'http', staffApi.memberPoints, { params, query: {} }, as)
    expect(history).toMatchObject({ balance: 0, total: 11 })
  })

  it('refuse amounts out of bounds, and a withdrawn or unknown member', async () => {
    const { as } = await supportAgent('points-bounds')
    const member = await newMember(harness, 'http', 'points-bounds')
    const adjust = (id: string, amount: number) =>
      send(harness, 'http', staffApi.adjustPoints, { params: { id }, body: { kind: 'grant', amount, reason: 'r' } }, as)
    expect((await adjust(member.id, 0)).status).toBe(400)
    expect((await adjust(member.id, 1_000_001)).status).toBe(400)
    expect((await adjust('00000000-0000-4000-8000-000000000000', 10)).status).toBe(404)
    await db().update(members).set({ status: 'withdrawn' }).where(eq(members.id, member.id))
    expect((await adjust(member.id, 10)).status).toBe(404)
  })
})
