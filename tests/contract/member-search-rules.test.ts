import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminMemberEndpoints as staffApi } from '~/api/contract/admin-member-endpoints'
import { MEMBER_SEARCHES_PER_HOUR } from '~/backend/admin/member-search'
import { members } from '~/backend/db/member-schema'
import { send } from './auth-support'
import { newMember } from './member-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { addTestStaff, asStaff, expectOk, signInStaff } from './staff-support'

/**
 * Issue 37: staff find a member by a whole value only, so that a member's email address and number cannot be spelt
 * out one character at a time; searches are limited per staff member and hour, however many are sent at once; each
 * is in the audit log with a keyed hash of what was searched; a look at a member's sessions is audited.
 */
const harness = setUpOpsHarness()
const db = () => harness.database.db

async function supportAgent(label: string) {
  const staff = await addTestStaff(harness, 'support', label)
  return { staff, as: asStaff(await signInStaff(harness, 'http', staff)) }
}

describe('the member search', () => {
  it('finds nobody by a fragment: a prefix of the email, a part of the number, a part of the name', async () => {
    const { as } = await supportAgent('fragments')
    const member = await newMember(harness, 'http', 'fragment-target')
    await db().update(members).set({ name: '박지훈', mobile: '01055556666' }).where(eq(members.id, member.id))
    const found = async (q: string) => (await expectOk(harness, 'http', staffApi.memberSearch, { query: { q } }, as)).total
    // What an enumeration adds one character at a time, up to one short of the whole value.
    const fragments = [
      member.email.slice(0, 1),
      member.email.slice(0, -1),
      member.email.split('@')[0] ?? '',
      `@${member.email.split('@')[1]}`,
      '010',
      '0105555666',
      '5555 6666',
      '박지',
      '지훈',
      member.id.slice(0, 8),
    ]
    for (const fragment of fragments) expect(await found(fragment), fragment).toBe(0)
    expect(await found(member.email)).toBe(1)
  })

  it('refuses a staff member past the hour’s searches, however many are sent at once; others still search', async () => {
    const { as } = await supportAgent('search-limit')
    const answers = await Promise.all(
      Array.from({ length: MEMBER_SEARCHES_PER_HOUR + 10 }, (_, index) =>
        send(harness, 'http', staffApi.memberSearch, { query: { q: `nobody-${index}@example.com` } }, as),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MEMBER_SEARCHES_PER_HOUR)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(10)
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/)
    // The newest members, without a query, are a masked list and not a search.
    expect((await send(harness, 'http', staffApi.memberSearch, { query: {} }, as)).status).toBe(200)
    const other = await supportAgent('search-limit-other')
    expect((await send(harness, 'http', staffApi.memberSearch, { query: { q: '홍길동' } }, other.as)).status).toBe(200)
  })

  it('keeps each search in the audit log masked, with a keyed hash that is the same for the same value', async () => {
    const { staff, as } = await supportAgent('search-audit')
    const mark = await auditMark(db())
    for (const q of ['Someone@Example.com', 'someone@example.com ', 'other@example.com'])
      await expectOk(harness, 'http', staffApi.memberSearch, { query: { q } }, as)
    const entries = await auditSince(db(), mark, 'member.search')
    expect(entries.map((entry) => entry.actorId)).toEqual([staff.id, staff.id, staff.id])
    const details = entries.map((entry) => entry.detail as { q: string; hash: string; kind: string })
    expect(details.map((detail) => detail.kind)).toEqual(['email', 'email', 'email'])
    expect(JSON.stringify(details)).not.toContain('someone@')
    expect(details[0]?.hash).toBe(details[1]?.hash)
    expect(details[2]?.hash).not.toBe(details[0]?.hash)
  })

  it('audits every look at a member’s sessions (their addresses and browsers)', async () => {
    const { staff, as } = await supportAgent('sessions-audit')
    const member = await newMember(harness, 'http', 'sessions-audited')
    const mark = await auditMark(db())
    await expectOk(harness, 'http', staffApi.memberSessions, { params: { id: member.id } }, as)
    expect(await auditSince(db(), mark, 'member.sessions-read')).toMatchObject([
      { actorId: staff.id, targetType: 'member', targetId: member.id },
    ])
  })
})
