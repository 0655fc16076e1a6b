import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { pointEntries } from '~/backend/db/member-area-schema'
import { send } from './auth-support'
import { transportNames } from './harness'
import { newMember, setUpMemberHarness, type TestMember } from './member-support'

const harness = setUpMemberHarness()
const DAY = 86_400_000

/** Entries at these ages: the clock is 2031-03-10 09:00:02 UTC, 18:00:02 in Korea. */
const history = [
  { label: 'this morning (Korea)', ageMs: 8 * 3_600_000, saved: 100, used: 0 },
  { label: 'yesterday evening (Korea)', ageMs: 19 * 3_600_000, saved: 0, used: 50 },
  { label: '14 days', ageMs: 14 * DAY, saved: 200, used: 0 },
  { label: '16 days', ageMs: 16 * DAY, saved: 300, used: 0 },
  { label: '2 months', ageMs: 60 * DAY, saved: 0, used: 400 },
  { label: '4 months', ageMs: 120 * DAY, saved: 1000, used: 0 },
  { label: '7 months', ageMs: 210 * DAY, saved: 2000, used: 0 },
]
const balance = 100 - 50 + 200 + 300 - 400 + 1000 + 2000

async function withHistory(name: (typeof transportNames)[number]): Promise<TestMember> {
  const member = await newMember(harness, name, 'points')
  const now = harness.clock.now.getTime()
  await harness.database.db.insert(pointEntries).values(
    history.map((entry) => ({
      memberId: member.id,
      occurredAt: new Date(now - entry.ageMs),
      description: { 'ko-KR': entry.label, 'en-US': `${entry.label} (en)` },
      saved: entry.saved,
      used: entry.used,
    })),
  )
  return member
}

describe.each(transportNames)('GET /me/points over %s', (name) => {
  it.each([
    ['today', ['this morning (Korea)']],
    ['15d', ['this morning (Korea)', 'yesterday evening (Korea)', '14 days']],
    ['1m', ['this morning (Korea)', 'yesterday evening (Korea)', '14 days', '16 days']],
    ['3m', ['this morning (Korea)', 'yesterday evening (Korea)', '14 days', '16 days', '2 months']],
    ['6m', ['this morning (Korea)', 'yesterday evening (Korea)', '14 days', '16 days', '2 months', '4 months']],
  ] as const)('lists the period %s newest first, with the balance over all time', async (period, labels) => {
    const member = await withHistory(name)
    const answer = await send(harness, name, memberAreaEndpoints.points, { query: { period, size: 20 } }, { token: member.token })
    expect(answer.status).toBe(200)
    expect(answer.json.data?.items.map((item) => item.description)).toEqual(labels)
    expect(answer.json.data).toMatchObject({ total: labels.length, page: 1, size: 20, balance })
  })

  it('defaults to one month, pages, and describes in the request language (Korean when missing)', async () => {
    const member = await withHistory(name)
    const first = await send(
      harness,
      name,
      memberAreaEndpoints.points,
      { query: { size: 3 } },
      { token: member.token, locale: 'en-US' },
    )
    expect(first.json.data).toMatchObject({ total: 4, page: 1, size: 3, balance })
    expect(first.json.data?.items[0]).toEqual({
      id: expect.any(Number),
      date: new Date(harness.clock.now.getTime() - 8 * 3_600_000).toISOString(),
      description: 'this morning (Korea) (en)',
      saved: 100,
      used: 0,
    })
    const second = await send(
      harness,
      name,
      memberAreaEndpoints.points,
      { query: { page: 2, size: 3 } },
      { token: member.token, locale: 'ja-JP' },
    )
    expect(second.json.data?.items.map((item) => item.description)).toEqual(['16 days'])
  })

  it("shows only the member's own points; a new member has none and a zero balance", async () => {
    await withHistory(name)
    const fresh = await newMember(harness, name, 'points-none')
    const answer = await send(harness, name, memberAreaEndpoints.points, { query: { period: '6m' } }, { token: fresh.token })
    expect(answer.json.data).toEqual({ items: [], page: 1, size: 10, total: 0, balance: 0 })
  })

  it('answers 400 to an unknown period and 401 without a session', async () => {
    const member = await newMember(harness, name, 'points-bad')
    const bad = await send(
      harness,
      name,
      memberAreaEndpoints.points,
      { query: { period: '1y' as never } },
      { token: member.token },
    )
    expect(bad.status).toBe(400)
    expect((await send(harness, name, memberAreaEndpoints.points, {})).status).toBe(401)
  })
})
