import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accessReviewEndpoints as api } from '~/api/contract/access-review-endpoints'
import { auditLog, downloadReasons } from '~/backend/db/staff-schema'
import { runAuditRetention } from '~/backend/retention/audit-retention.server'
import { m } from '~/paraglide/messages'
import { send } from './auth-support'
import { auditMark, auditSince } from './ops-support'
import { addTestStaff, asStaff, expectOk, setUpStaffHarness, signInStaff, type TestStaff } from './staff-support'

/**
 * Issue 65 §6 (개인정보의 안전성 확보조치 기준 art. 8 ②, decision 110): an admin reviews a month's access records: the
 * bulk views, the handling outside office hours and every download are flagged by the rules; each download's reason is
 * confirmed and the month marked reviewed with a note, both recorded; a month still running or with a download
 * unconfirmed is not marked reviewed.
 */
const harness = setUpStaffHarness({ signInFailureLimit: 1000 })
const db = () => harness.database.db

/** A moment of Korean wall-clock time. */
const kst = (local: string) => new Date(`${local}+09:00`)

type Entry = typeof auditLog.$inferInsert
const by = (staff: TestStaff) => ({ actorKind: 'staff' as const, actorId: staff.id, actorEmail: staff.email })

async function write(entries: Entry[]): Promise<number[]> {
  const rows = await db().insert(auditLog).values(entries).returning({ id: auditLog.id })
  return rows.map((row) => row.id)
}

/** Entries of `action` about `count` subjects, `secondsApart` from `start`, each about its own record `prefix-n`. */
function reads(staff: TestStaff, start: string, count: number, prefix: string, secondsApart = 30): Entry[] {
  return Array.from({ length: count }, (_, index) => ({
    ...by(staff),
    at: new Date(kst(start).getTime() + index * secondsApart * 1000),
    action: 'member.read',
    targetType: 'member',
    targetId: `${prefix}-${index}`,
  }))
}

async function signedInAdmin(label: string) {
  const admin = await addTestStaff(harness, 'admin', label)
  return { admin, as: { ...asStaff(await signInStaff(harness, 'http', admin)), clientIp: '203.0.113.80' } }
}

describe('the monthly review of the access records', () => {
  it('flags a month’s bulk views, its handling outside office hours and every download, by the rules', async () => {
    const { as } = await signedInAdmin('review-flags')
    const a = await addTestStaff(harness, 'support', 'review-a')
    const b = await addTestStaff(harness, 'support', 'review-b')
    const lists = ['09:30', '11:30', '13:30', '15:30'].map((time, list) => ({
      ...by(b),
      at: kst(`2030-10-08T${time}:00`),
      action: 'inquiry.list',
      targetType: 'inquiry',
      detail: { subjects: Array.from({ length: 80 }, (_, index) => `Q-${list}-${index}`) },
    }))
    const [attachment, exported, auditExported] = await write([
      { ...by(a), at: kst('2030-10-07T14:00:00'), action: 'attachment.download', targetType: 'inquiry', targetId: 'Q-1' },
      { ...by(b), at: kst('2030-10-08T16:00:00'), action: 'inquiry.export', targetType: 'inquiry', detail: { rows: 12 } },
      { ...by(b), at: kst('2030-10-10T10:00:00'), action: 'audit.export', detail: { rows: 40 } },
    ])
    await write([
      // 101 members in Monday's hour from ten (the first read five times more), 99 more in the next hour.
      ...reads(a, '2030-10-07T10:00:00', 101, 'm'),
      ...reads(a, '2030-10-07T10:55:00', 5, 'm', 1),
      ...reads(a, '2030-10-07T11:00:00', 99, 'n'),
      // 320 inquiries on Tuesday, never more than 80 in an hour.
      ...lists,
      // Before eight and from eight in the evening on a working day; a Saturday; two fixed-date holidays.
      ...reads(a, '2030-10-08T07:59:00', 1, 'early'),
      ...reads(a, '2030-10-08T08:00:00', 1, 'on-time'),
      { ...by(a), at: kst('2030-10-08T20:00:00'), action: 'member.points', targetType: 'member', targetId: 'late' },
      { ...by(a), at: kst('2030-10-05T12:00:00'), action: 'sample.read', targetType: 'sample', targetId: '7' },
      { ...by(a), at: kst('2030-10-03T10:00:00'), action: 'inquiry.read', targetType: 'inquiry', targetId: 'Q-2' },
      {
        actorKind: 'machine',
        actorEmail: 'root',
        at: kst('2030-10-09T09:00:00'),
        action: 'inquiry.read',
        targetType: 'inquiry',
        targetId: 'Q-3',
      },
      // Outside office hours, but no personal data: a sign-in, a content edit; and downloads of other months.
      { ...by(a), at: kst('2030-10-06T12:00:00'), action: 'staff.sign-in' },
      { ...by(a), at: kst('2030-10-08T23:00:00'), action: 'content.publish', targetType: 'news', targetId: '1' },
      { ...by(a), at: kst('2030-09-30T23:30:00'), action: 'attachment.download', targetType: 'inquiry', targetId: 'Q-4' },
      { ...by(a), at: kst('2030-11-01T00:30:00'), action: 'attachment.download', targetType: 'inquiry', targetId: 'Q-5' },
    ])

    const month = await expectOk(harness, 'http', api.accessReview, { params: { month: '2030-10' } }, as)
    const staffA = { kind: 'staff', id: a.id, email: a.email }
    const staffB = { kind: 'staff', id: b.id, email: b.email }
    expect(month).toMatchObject({ month: '2030-10', ended: true, review: null })
    expect(month.bulkViews).toEqual([
      { actor: staffA, window: 'hour', start: kst('2030-10-07T10:00:00').toISOString(), subjects: 101, entries: 106 },
      { actor: staffB, window: 'day', start: kst('2030-10-08T00:00:00').toISOString(), subjects: 320, entries: 4 },
    ])
    expect(
      month.offHours.map(({ actor, day, reason, entries, subjects }) => [actor.email, day, reason, entries, subjects]),
    ).toEqual([
      [a.email, '2030-10-03', 'holiday', 1, 1],
      [a.email, '2030-10-05', 'weekend', 1, 1],
      [a.email, '2030-10-08', 'night', 2, 2],
      ['root', '2030-10-09', 'holiday', 1, 1],
    ])
    expect(month.offHours[2]).toMatchObject({
      first: kst('2030-10-08T07:59:00').toISOString(),
      last: kst('2030-10-08T20:00:00').toISOString(),
    })
    expect(month.offHours[3]?.actor).toEqual({ kind: 'machine', id: null, email: 'root' })
    expect(month.downloads.map((download) => [download.id, download.action, download.reason])).toEqual([
      [attachment, 'attachment.download', null],
      [exported, 'inquiry.export', null],
      [auditExported, 'audit.export', null],
    ])
    expect(month.downloads[1]).toMatchObject({ actor: staffB, rows: 12 })
  })

  it('marks a month reviewed only once it has ended and every download’s reason is confirmed, each act recorded', async () => {
    const { admin, as } = await signedInAdmin('review-mark')
    const a = await addTestStaff(harness, 'support', 'review-mark-a')
    const [first, second] = await write([
      { ...by(a), at: kst('2030-12-02T10:00:00'), action: 'attachment.download', targetType: 'inquiry', targetId: 'Q-9' },
      { ...by(a), at: kst('2030-12-03T10:00:00'), action: 'inquiry.export', detail: { rows: 3 } },
    ])
    const [read] = await write(reads(a, '2030-12-02T10:00:00', 1, 'december'))
    const params = { month: '2030-12' }
    const note = '대량 조회 없음. 다운로드 2건은 문의 회신 업무로 확인함.'
    const review = () => send(harness, 'http', api.markMonthReviewed, { params, body: { note } }, as)

    const open = await send(harness, 'http', api.markMonthReviewed, { params: { month: '2031-03' }, body: { note } }, as)
    expect(open.status).toBe(409)
    expect(open.json.error?.message).toBe(m.api_error_access_review_month_open({}, { locale: 'ko-KR' }))
    const unconfirmed = await review()
    expect(unconfirmed.status).toBe(409)
    expect(unconfirmed.json.error?.code).toBe('DOWNLOAD_REASONS_UNCONFIRMED')

    // Only the month's downloads take a reason: a read among them refuses the whole call.
    const reason = '문의 회신을 위한 첨부파일 확인'
    const wrong = await send(
      harness,
      'http',
      api.confirmDownloadReasons,
      { params, body: { entryIds: [first ?? 0, read ?? 0], reason } },
      as,
    )
    expect(wrong.status).toBe(400)
    expect(
      await db()
        .select()
        .from(downloadReasons)
        .where(eq(downloadReasons.auditEntryId, first ?? 0)),
    ).toEqual([])

    const mark = await auditMark(db())
    const confirmed = await expectOk(
      harness,
      'http',
      api.confirmDownloadReasons,
      { params, body: { entryIds: [first ?? 0, second ?? 0], reason } },
      as,
    )
    expect(confirmed).toEqual({ confirmed: 2 })
    const month = await expectOk(harness, 'http', api.accessReview, { params }, as)
    expect(month.downloads.map((download) => download.reason)).toEqual([
      { text: reason, confirmedBy: admin.email, confirmedAt: harness.clock.now.toISOString() },
      { text: reason, confirmedBy: admin.email, confirmedAt: harness.clock.now.toISOString() },
    ])

    // Two admins marking it at once: one review.
    const answers = await Promise.all([review(), review()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const done = answers.find((answer) => answer.status === 200)?.json.data
    expect(done).toEqual({
      month: '2030-12',
      reviewer: { id: admin.id, email: admin.email },
      reviewedAt: harness.clock.now.toISOString(),
      note,
      confirmed: { bulkViews: 0, offHoursDays: 0, downloads: 2 },
    })
    expect((await expectOk(harness, 'http', api.accessReview, { params }, as)).review).toEqual(done)
    const again = await send(
      harness,
      'http',
      api.confirmDownloadReasons,
      { params, body: { entryIds: [first ?? 0], reason } },
      as,
    )
    expect(again.json.error?.code).toBe('ACCESS_REVIEW_DONE')

    const recorded = await auditSince(db(), mark)
    expect(recorded.map((entry) => [entry.action, entry.actorId, entry.clientIp])).toEqual([
      ['audit.download-reason', admin.id, '203.0.113.80'],
      ['audit.review', admin.id, '203.0.113.80'],
    ])
    expect(recorded[0]?.detail).toEqual({ month: '2030-12', ids: [first, second], reason })
    expect(recorded[1]).toMatchObject({
      targetType: 'audit',
      targetId: '2030-12',
      detail: { note, bulkViews: 0, offHoursDays: 0, downloads: 2 },
    })
  })

  it('says last month is due until it is reviewed', async () => {
    const { as } = await signedInAdmin('review-due')
    expect(await expectOk(harness, 'http', api.accessReviewDue, {}, as)).toEqual({ due: '2031-02' })
    await expectOk(harness, 'http', api.markMonthReviewed, { params: { month: '2031-02' }, body: { note: '이상 없음' } }, as)
    expect(await expectOk(harness, 'http', api.accessReviewDue, {}, as)).toEqual({ due: null })
  })

  it('lets a download’s confirmed reason go with its entry when the retention ends it', async () => {
    const { as } = await signedInAdmin('review-retention')
    const a = await addTestStaff(harness, 'support', 'review-retention-a')
    const [old] = await write([
      { ...by(a), at: kst('2028-01-10T10:00:00'), action: 'attachment.download', targetType: 'inquiry', targetId: 'Q-old' },
    ])
    const reason = '보관 기간 확인용 다운로드'
    await expectOk(
      harness,
      'http',
      api.confirmDownloadReasons,
      { params: { month: '2028-01' }, body: { entryIds: [old ?? 0], reason } },
      as,
    )
    await runAuditRetention(db(), harness.clock.now, 730)
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.id, old ?? 0))),
    ).toEqual([])
    expect(
      await db()
        .select()
        .from(downloadReasons)
        .where(eq(downloadReasons.auditEntryId, old ?? 0)),
    ).toEqual([])
  })
})
