import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { memberQuestions, pointEntries } from '~/backend/db/member-area-schema'
import { members } from '~/backend/db/member-schema'
import { demoMember, seedDemoMember } from '~/backend/sign-in/demo-member'
import { deleteMemberAreaData } from '~/backend/withdrawal/forget-member-area'
import { send } from './auth-support'
import { setUpMemberHarness } from './member-support'

const harness = setUpMemberHarness()

describe('the demo member', () => {
  it('comes with six months of points, answered and waiting questions and a sample request, added once', async () => {
    const db = harness.database.db
    expect(await seedDemoMember(db, harness.clock.now)).toBe(true)
    expect(await seedDemoMember(db, harness.clock.now)).toBe(false)
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.email, demoMember.email))
    const [entries] = await db
      .select({ n: count() })
      .from(pointEntries)
      .where(eq(pointEntries.memberId, member?.id ?? ''))
    expect(entries?.n).toBe(12)

    const login = await send(harness, 'http', signInEndpoints.login, {
      body: { email: demoMember.email, password: demoMember.password },
    })
    const token = { token: login.json.data?.accessToken }
    const points = await send(harness, 'http', memberAreaEndpoints.points, { query: { period: '6m', size: 20 } }, token)
    expect(points.json.data).toMatchObject({ total: 12, balance: 6700 })
    const items = points.json.data?.items ?? []
    expect(items.some((item) => item.used > 0)).toBe(true)
    const lastMonth = await send(harness, 'http', memberAreaEndpoints.points, {}, token)
    expect(lastMonth.json.data?.total).toBeLessThan(12)

    const questions = await send(harness, 'http', memberAreaEndpoints.questions, {}, token)
    const statuses = questions.json.data?.items.map((item) => item.status)
    expect(statuses?.filter((status) => status === 'answered')).toHaveLength(2)
    expect(statuses?.filter((status) => status === 'waiting')).toHaveLength(2)
    const answeredId = questions.json.data?.items.find((item) => item.status === 'answered')?.id ?? 0
    const answered = await send(harness, 'http', memberAreaEndpoints.question, { params: { id: answeredId } }, token)
    expect(answered.json.data?.answer?.content).toMatch(/[가-힣]/)

    const samples = await send(harness, 'http', memberAreaEndpoints.samples, {}, token)
    expect(samples.json.data?.total).toBe(1)
    expect(samples.json.data?.items[0]?.materials).toHaveLength(2)
  })

  it('gets its data at a later start when an older database had the member without it', async () => {
    const db = harness.database.db
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.email, demoMember.email))
    await deleteMemberAreaData(db, member?.id ?? '')
    expect(await seedDemoMember(db, harness.clock.now)).toBe(false)
    const [entries] = await db
      .select({ n: count() })
      .from(pointEntries)
      .where(eq(pointEntries.memberId, member?.id ?? ''))
    expect(entries?.n).toBe(12)
    const [asked] = await db
      .select({ n: count() })
      .from(memberQuestions)
      .where(eq(memberQuestions.memberId, member?.id ?? ''))
    expect(asked?.n).toBe(4)
  })
})
