import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import { adminOutboxEndpoints } from '~/api/contract/admin-outbox-endpoints'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { withdrawalFeedback } from '~/backend/db/member-area-schema'
import { defaultOutboxPolicy } from '~/backend/mail/outbox.server'
import { send } from './auth-support'
import { insertInquiry } from './inquiry-fixtures'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { addTestStaff, asStaff, expectOk, roleRefusalLog, signInStaff } from './staff-support'

const harness = setUpOpsHarness()
const db = () => harness.database.db

async function staffOf(role: 'support' | 'editor', label: string) {
  const staff = await addTestStaff(harness, role, label)
  return { staff, as: asStaff(await signInStaff(harness, 'http', staff)) }
}

async function queueMail(values: Partial<typeof mailOutbox.$inferInsert> & { toAddress: string }) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({ kind: 'inquiry_confirmation', subject: '문의가 접수되었습니다', textBody: 'secret text body', ...values })
    .returning()
  if (!row) throw new Error('no mail')
  return row
}

describe('the mail outbox', () => {
  it('lists failed and pending mails with the recipient masked and never their text', async () => {
    const { as } = await staffOf('support', 'outbox-list')
    const gaveUp = await queueMail({
      toAddress: 'kimminsu@example.com',
      attempts: defaultOutboxPolicy.maxAttempts,
      lastError: '550 mailbox unavailable',
    })
    const failing = await queueMail({ toAddress: 'lee@example.com', attempts: 2, lastError: 'ECONNREFUSED' })
    const pending = await queueMail({ toAddress: 'park@example.com' })
    await queueMail({ toAddress: 'sent@example.com', sentAt: new Date(), attempts: 1 })

    const failed = await expectOk(harness, 'http', adminOutboxEndpoints.mailList, { query: {} }, as)
    expect(failed.items.map((mail) => mail.id)).toEqual([gaveUp.id, failing.id])
    expect(failed.items[0]).toMatchObject({
      toAddress: 'kim***@example.com',
      subject: '문의가 접수되었습니다',
      lastError: '550 mailbox unavailable',
      gaveUp: true,
      retryable: true,
      receiptNumber: null,
    })
    expect(failed.items[1]).toMatchObject({ gaveUp: false, attempts: 2 })
    expect(JSON.stringify(failed)).not.toContain('secret text body')
    const waiting = await expectOk(harness, 'http', adminOutboxEndpoints.mailList, { query: { state: 'pending' } }, as)
    expect(waiting.items.map((mail) => mail.id)).toEqual([pending.id])
    const paged = await expectOk(harness, 'http', adminOutboxEndpoints.mailList, { query: { size: 1, page: 2 } }, as)
    expect(paged).toMatchObject({ total: 2, items: [{ id: failing.id }] })
  })

  it('retries a mail the outbox gave up on, but not one already sent or whose link expired', async () => {
    const { staff, as } = await staffOf('support', 'outbox-retry')
    const inquiry = await insertInquiry(db(), undefined)
    const gaveUp = await queueMail({
      toAddress: 'retry@example.com',
      inquiryId: inquiry.id,
      attempts: defaultOutboxPolicy.maxAttempts,
      lastError: 'timeout',
      nextAttemptAt: new Date('2031-03-12T00:00:00Z'),
    })
    const mark = await auditMark(db())
    const retried = await expectOk(harness, 'http', adminOutboxEndpoints.retryMail, { params: { id: gaveUp.id }, body: {} }, as)
    expect(retried).toMatchObject({ attempts: 0, gaveUp: false, nextAttemptAt: harness.clock.now.toISOString() })
    expect(retried.receiptNumber).toBe(inquiry.receiptNumber)
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, gaveUp.id))
    expect(row).toMatchObject({ attempts: 0, nextAttemptAt: harness.clock.now })
    expect(await auditSince(db(), mark, 'mail.retry')).toMatchObject([
      {
        actorId: staff.id,
        targetId: String(gaveUp.id),
        before: { attempts: defaultOutboxPolicy.maxAttempts, lastError: 'timeout' },
        after: { attempts: 0 },
        detail: { to: 'ret***@example.com' },
      },
    ])

    const sent = await queueMail({ toAddress: 'done@example.com', sentAt: new Date() })
    const expired = await queueMail({
      kind: 'password_reset',
      toAddress: 'reset@example.com',
      lastError: 'timeout',
      voidAfter: new Date(harness.clock.now.getTime() - 1000),
    })
    for (const id of [sent.id, expired.id]) {
      const refused = await send(harness, 'http', adminOutboxEndpoints.retryMail, { params: { id }, body: {} }, as)
      expect(refused.json.error).toMatchObject({ code: 'MAIL_NOT_RETRYABLE', status: 409 })
    }
    const list = await expectOk(harness, 'http', adminOutboxEndpoints.mailList, { query: { size: 100 } }, as)
    expect(list.items.find((mail) => mail.id === expired.id)).toMatchObject({ retryable: false })
    expect((await send(harness, 'http', adminOutboxEndpoints.retryMail, { params: { id: 999_999 }, body: {} }, as)).status).toBe(
      404,
    )
  })
})

describe('the dashboard', () => {
  it('counts what waits, by how long it has waited, and charts inquiries per Korean ISO week and withdrawal reasons per month', async () => {
    const { as } = await staffOf('support', 'dashboard')
    const before = await expectOk(harness, 'http', adminDashboardEndpoints.dashboard, {}, as)
    // The clock stands on Monday 10 March 2031, 18:00 in Korea (ISO week 2031-W11).
    await insertInquiry(db(), undefined, { type: 'RAW_MATERIAL', createdAt: new Date('2031-03-09T15:30:00Z') })
    await insertInquiry(db(), undefined, { type: 'RAW_MATERIAL', createdAt: new Date('2031-03-09T14:30:00Z') })
    await insertInquiry(db(), undefined, { type: 'OTHER', createdAt: new Date('2031-03-09T14:30:00Z'), status: 'in_progress' })
    await insertInquiry(db(), undefined, { type: 'OEM_ODM', createdAt: new Date('2030-12-01T00:00:00Z') })
    await queueMail({ toAddress: 'fail@example.com', lastError: 'boom' })
    await db()
      .insert(withdrawalFeedback)
      .values([
        { month: '2031-03', reasons: ['PRICE_HIGHER', 'RARELY_USED'], comment: '' },
        { month: '2031-02', reasons: ['RARELY_USED'], comment: '' },
        { month: '2030-03', reasons: ['RARELY_USED'], comment: '' },
      ])

    const data = await expectOk(harness, 'http', adminDashboardEndpoints.dashboard, {}, as)
    expect(data.counts.newInquiries - before.counts.newInquiries).toBe(3)
    expect(data.counts.mailsFailed - before.counts.mailsFailed).toBe(1)
    expect(data.counts.mailsWaiting - before.counts.mailsWaiting).toBe(1)
    // By how long they have waited: the three of the last day, the one of December (status new, still waiting).
    const grown = (age: keyof typeof data.waitingByAge.inquiries) =>
      data.waitingByAge.inquiries[age] - before.waitingByAge.inquiries[age]
    expect([grown('underADay'), grown('upToThreeDays'), grown('upToAWeek'), grown('overAWeek')]).toEqual([3, 0, 0, 1])
    expect(data.inquiriesPerWeek).toHaveLength(12)
    expect(data.inquiriesPerWeek[0]).toMatchObject({ week: '2030-W52', start: '2030-12-23' })
    const last = data.inquiriesPerWeek[11]
    const previous = data.inquiriesPerWeek[10]
    expect(last).toMatchObject({ week: '2031-W11', start: '2031-03-10' })
    expect(last?.counts).toEqual([
      { category: 'OEM_ODM', count: 0 },
      { category: 'RAW_MATERIAL', count: 1 },
      { category: 'PARTNERSHIP', count: 0 },
      { category: 'OTHER', count: 0 },
    ])
    expect(previous).toMatchObject({ week: '2031-W10', start: '2031-03-03' })
    expect(previous?.counts.filter((entry) => entry.count > 0)).toEqual([
      { category: 'RAW_MATERIAL', count: 1 },
      { category: 'OTHER', count: 1 },
    ])
    // Before the twelve weeks: not charted.
    const charted = data.inquiriesPerWeek.flatMap((week) => week.counts).reduce((sum, entry) => sum + entry.count, 0)
    expect(charted).toBe(3)

    expect(data.withdrawalReasonsPerMonth.map((month) => month.month)).toEqual([
      '2030-04',
      '2030-05',
      '2030-06',
      '2030-07',
      '2030-08',
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
      '2031-03',
    ])
    const march = data.withdrawalReasonsPerMonth[11]?.counts.filter((entry) => entry.count > 0)
    expect(march).toEqual([
      { reason: 'PRICE_HIGHER', count: 1 },
      { reason: 'RARELY_USED', count: 1 },
    ])
    expect(data.withdrawalReasonsPerMonth[10]?.counts.find((entry) => entry.reason === 'RARELY_USED')?.count).toBe(1)
  })

  it('is not the editors’ (403)', async () => {
    const { as } = await staffOf('editor', 'dashboard-editor')
    const warn = roleRefusalLog()
    try {
      expect((await send(harness, 'http', adminDashboardEndpoints.dashboard, {}, as)).status).toBe(403)
    } finally {
      warn.mockRestore()
    }
  })
})
