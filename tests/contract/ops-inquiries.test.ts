import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { adminEndpoints } from '~/api/contract/admin-endpoints'
import { inquiryNotes, inquiryReplies, mailOutbox } from '~/backend/db/inquiry-schema'
import { runInquiryRetention } from '~/backend/retention/inquiry-retention.server'
import { send } from './auth-support'
import { insertInquiry, pdfBytes, tempStorage } from './inquiry-fixtures'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { addTestStaff, asMachine, asStaff, expectOk, signInStaff } from './staff-support'

const files = await tempStorage()
const harness = setUpOpsHarness(files.storage)
afterAll(() => files.remove())
const db = () => harness.database.db

/** A support agent signed in over HTTP, as the console calls for them. */
async function supportAgent(label: string) {
  const staff = await addTestStaff(harness, 'support', label)
  return { staff, as: asStaff(await signInStaff(harness, 'http', staff)) }
}

describe('the inquiry list', () => {
  it('filters by status, category, Korean dates, language and a part of a receipt, name, email or company', async () => {
    const tag = 'filters-7q'
    const day = (iso: string) => new Date(iso)
    const a = await insertInquiry(db(), undefined, {
      company: `락토랩스 ${tag}`,
      type: 'RAW_MATERIAL',
      locale: 'ko-KR',
      // 2031-02-01 00:30 in Korea is still 31 January in UTC.
      createdAt: day('2031-01-31T15:30:00Z'),
    })
    const b = await insertInquiry(db(), undefined, {
      company: `Acme ${tag}`,
      fullName: 'Minji Park',
      email: `minji.${tag}@acme.test`,
      type: 'OEM_ODM',
      createdAt: day('2031-02-03T02:00:00Z'),
    })
    const c = await insertInquiry(db(), undefined, {
      company: `Done ${tag}`,
      processedAt: day('2031-02-05T00:00:00Z'),
      createdAt: day('2031-02-04T02:00:00Z'),
    })
    const receipts = async (query: Record<string, unknown>) => {
      const data = await expectOk(
        harness,
        'http',
        adminEndpoints.inquiryList,
        { query: { q: tag, size: 100, ...query } },
        asMachine,
      )
      return data.items.map((item) => item.receiptNumber)
    }
    // Open (new and in progress) unless asked otherwise, newest first.
    expect(await receipts({})).toEqual([b.receiptNumber, a.receiptNumber])
    expect(await receipts({ status: 'done' })).toEqual([c.receiptNumber])
    expect(await receipts({ status: 'all', dir: 'asc' })).toEqual([a.receiptNumber, b.receiptNumber, c.receiptNumber])
    expect(await receipts({ status: 'all', category: 'RAW_MATERIAL' })).toEqual([a.receiptNumber])
    expect(await receipts({ status: 'all', language: 'ko-KR' })).toEqual([a.receiptNumber])
    expect(await receipts({ status: 'all', from: '2031-02-01', to: '2031-02-03' })).toEqual([b.receiptNumber, a.receiptNumber])
    expect(await receipts({ status: 'all', to: '2031-01-31' })).toEqual([])
    // Search: a part of the name, the email, the company or the receipt number, in any case.
    expect(await receipts({ q: 'MINJI PARK' })).toEqual([b.receiptNumber])
    expect(await receipts({ q: `minji.${tag}@` })).toEqual([b.receiptNumber])
    expect(await receipts({ q: `락토랩스 ${tag}` })).toEqual([a.receiptNumber])
    expect(await receipts({ q: c.receiptNumber.slice(2), status: 'all' })).toEqual([c.receiptNumber])
    // LIKE's own characters are taken as they are typed.
    expect(await receipts({ q: '%', status: 'all' })).toEqual([])
  })

  it('pages, sorts by status and shows who is assigned', async () => {
    const tag = 'paging-3k'
    const created = []
    for (let i = 0; i < 5; i += 1) {
      created.push(
        await insertInquiry(db(), undefined, {
          company: `${tag} ${i}`,
          createdAt: new Date(Date.UTC(2031, 1, 10 + i)),
          status: i === 1 ? 'in_progress' : i === 2 ? 'done' : 'new',
        }),
      )
    }
    const page2 = await expectOk(
      harness,
      'in-process',
      adminEndpoints.inquiryList,
      { query: { q: tag, status: 'all', size: 2, page: 2 } },
      asMachine,
    )
    expect(page2).toMatchObject({ page: 2, size: 2, total: 5 })
    expect(page2.items.map((item) => item.company)).toEqual([`${tag} 2`, `${tag} 1`])
    const byStatus = await expectOk(
      harness,
      'in-process',
      adminEndpoints.inquiryList,
      { query: { q: tag, status: 'all', sort: 'status', dir: 'asc', size: 10 } },
      asMachine,
    )
    expect(byStatus.items.map((item) => item.status)).toEqual(['new', 'new', 'new', 'in_progress', 'done'])
    expect(byStatus.items[0]).toMatchObject({ assignee: null, processed: false, attachmentCount: 0 })
  })
})

describe('working an inquiry', () => {
  it('reads it in full (audited), notes, assigns, replies in the visitor language and marks it done', async () => {
    const { staff, as } = await supportAgent('inquiry-work')
    const inquiry = await insertInquiry(db(), files.storage, {
      locale: 'ja-JP',
      fullName: '山田 花子',
      email: 'hanako@example.jp',
      files: [{ name: 'spec.pdf', bytes: pdfBytes('spec') }],
    })
    const params = { receiptNumber: inquiry.receiptNumber }
    const mark = await auditMark(db())

    const detail = await expectOk(harness, 'http', adminEndpoints.inquiryDetail, { params }, as)
    expect(detail).toMatchObject({
      status: 'new',
      fullName: '山田 花子',
      email: 'hanako@example.jp',
      version: 1,
      notes: [],
      replies: [],
      assignee: null,
      attachments: [{ originalName: 'spec.pdf', destroyed: false }],
    })

    const note = await expectOk(
      harness,
      'http',
      adminEndpoints.addInquiryNote,
      { params, body: { body: '  견적 확인 필요  ' } },
      as,
    )
    expect(note).toMatchObject({ body: '견적 확인 필요', author: { id: staff.id, name: 'inquiry-work 직원' } })

    const assigned = await expectOk(
      harness,
      'http',
      adminEndpoints.assignInquiry,
      { params, body: { assigneeId: staff.id, version: 1 } },
      as,
    )
    expect(assigned).toMatchObject({ assignee: { id: staff.id, name: 'inquiry-work 직원' }, version: 2 })

    const replied = await expectOk(
      harness,
      'http',
      adminEndpoints.replyToInquiry,
      { params, body: { subject: '見積もりについて', body: '500 kg の件、承知しました。', version: 2 } },
      as,
    )
    // A reply is work on it: the inquiry is in progress now.
    expect(replied.state).toMatchObject({ status: 'in_progress', version: 3 })
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'inquiry_reply'), eq(mailOutbox.inquiryId, inquiry.id)))
    expect(mail).toMatchObject({ toAddress: 'hanako@example.jp', sentAt: null })
    expect(mail?.subject).toBe(`[Cellactis] 見積もりについて (${inquiry.receiptNumber})`)
    expect(mail?.textBody).toContain('山田 花子 様')
    expect(mail?.textBody).toContain('500 kg の件、承知しました。')
    expect(mail?.textBody).toContain(`受付番号 ${inquiry.receiptNumber}`)

    const done = await expectOk(
      harness,
      'http',
      adminEndpoints.setInquiryStatus,
      { params, body: { status: 'done', version: 3 } },
      as,
    )
    expect(done).toMatchObject({ status: 'done', processedAt: harness.clock.now.toISOString(), version: 4 })

    const after = await expectOk(harness, 'http', adminEndpoints.inquiryDetail, { params }, as)
    expect(after).toMatchObject({
      status: 'done',
      processed: true,
      processedBy: 'inquiry-work 직원',
      assignee: { id: staff.id },
      notes: [{ body: '견적 확인 필요' }],
      replies: [{ subject: '見積もりについて', mail: { toAddress: 'hanako@example.jp', sentAt: null } }],
      version: 4,
    })

    const audit = await auditSince(db(), mark)
    expect(audit.map((row) => row.action)).toEqual([
      'inquiry.read',
      'inquiry.note',
      'inquiry.assign',
      'inquiry.reply',
      'inquiry.status',
      'inquiry.read',
    ])
    for (const row of audit) {
      expect(row).toMatchObject({ actorKind: 'staff', actorId: staff.id, targetId: inquiry.receiptNumber })
      // Nothing the visitor wrote, and their address only masked.
      expect(JSON.stringify(row)).not.toContain('hanako@')
      expect(JSON.stringify(row)).not.toContain('山田')
    }
    expect(audit[3]?.after).toMatchObject({ to: 'han***@example.jp', status: 'in_progress' })
    expect(audit[4]).toMatchObject({ before: { status: 'in_progress' }, after: { status: 'done' } })
  })

  it('downloads an attachment for support staff, in the audit log', async () => {
    const { staff, as } = await supportAgent('download')
    const bytes = pdfBytes('quote')
    const inquiry = await insertInquiry(db(), files.storage, { files: [{ name: '견적서.pdf', bytes }] })
    const mark = await auditMark(db())
    const response = await fetch(
      `${harness.transports.http.baseUrl}/admin/inquiries/${inquiry.receiptNumber}/attachments/${inquiry.attachments[0]?.id}`,
      { headers: { authorization: as.token ?? '' } },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    expect(await auditSince(db(), mark, 'attachment.download')).toMatchObject([
      { actorId: staff.id, targetId: inquiry.receiptNumber, detail: { attachmentId: inquiry.attachments[0]?.id } },
    ])
  })

  it('refuses a change based on an older read, and writes no audit entry for it', async () => {
    const { as } = await supportAgent('stale')
    const inquiry = await insertInquiry(db(), undefined)
    const params = { receiptNumber: inquiry.receiptNumber }
    await expectOk(harness, 'http', adminEndpoints.setInquiryStatus, { params, body: { status: 'in_progress', version: 1 } }, as)
    const mark = await auditMark(db())
    // A second agent still holds version 1.
    const stale = [
      await send(harness, 'http', adminEndpoints.setInquiryStatus, { params, body: { status: 'done', version: 1 } }, as),
      await send(harness, 'http', adminEndpoints.assignInquiry, { params, body: { assigneeId: null, version: 1 } }, as),
      await send(harness, 'http', adminEndpoints.replyToInquiry, { params, body: { subject: 's', body: 'b', version: 1 } }, as),
    ]
    for (const answer of stale) {
      expect(answer.status).toBe(409)
      expect(answer.json.error).toMatchObject({ code: 'STALE_RECORD', message: expect.stringContaining('다른 사람이') })
    }
    expect(await auditSince(db(), mark)).toEqual([])
    expect(await db().select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, inquiry.id))).toEqual([])
  })

  it('assigns only active support or admin staff, and takes the assignee away again', async () => {
    const { as } = await supportAgent('assign')
    const editor = await addTestStaff(harness, 'editor', 'assign-editor')
    const admin = await addTestStaff(harness, 'admin', 'assign-admin')
    const inquiry = await insertInquiry(db(), undefined)
    const params = { receiptNumber: inquiry.receiptNumber }
    const choices = await expectOk(harness, 'http', adminEndpoints.assignees, {}, as)
    expect(choices.items.map((item) => item.id)).toContain(admin.id)
    expect(choices.items.map((item) => item.id)).not.toContain(editor.id)
    const refused = await send(
      harness,
      'http',
      adminEndpoints.assignInquiry,
      { params, body: { assigneeId: editor.id, version: 1 } },
      as,
    )
    expect(refused.status).toBe(400)
    const assigned = await expectOk(
      harness,
      'http',
      adminEndpoints.assignInquiry,
      { params, body: { assigneeId: admin.id, version: 1 } },
      as,
    )
    expect(assigned.assignee?.id).toBe(admin.id)
    const cleared = await expectOk(
      harness,
      'http',
      adminEndpoints.assignInquiry,
      { params, body: { assigneeId: null, version: 2 } },
      as,
    )
    expect(cleared).toMatchObject({ assignee: null, version: 3 })
  })

  it('restarts the retention clock when an inquiry is reopened and done again', async () => {
    const { as } = await supportAgent('reopen')
    const inquiry = await insertInquiry(db(), undefined)
    const params = { receiptNumber: inquiry.receiptNumber }
    const first = await expectOk(
      harness,
      'http',
      adminEndpoints.setInquiryStatus,
      { params, body: { status: 'done', version: 1 } },
      as,
    )
    expect(first.processedAt).toBe(harness.clock.now.toISOString())
    const reopened = await expectOk(
      harness,
      'http',
      adminEndpoints.setInquiryStatus,
      { params, body: { status: 'in_progress', version: 2 } },
      as,
    )
    expect(reopened).toMatchObject({ status: 'in_progress', processedAt: null })
    harness.clock.now = new Date(harness.clock.now.getTime() + 10 * 60_000)
    const again = await expectOk(
      harness,
      'http',
      adminEndpoints.setInquiryStatus,
      { params, body: { status: 'done', version: 3 } },
      as,
    )
    expect(again.processedAt).toBe(harness.clock.now.toISOString())
  })
})

describe('an inquiry whose personal data was destroyed', () => {
  it('keeps no text in its notes and replies, shows only what is kept and takes no reply', async () => {
    const { as } = await supportAgent('destroyed')
    const inquiry = await insertInquiry(db(), undefined, { processedAt: new Date('2030-01-01T00:00:00Z') })
    const params = { receiptNumber: inquiry.receiptNumber }
    await expectOk(
      harness,
      'http',
      adminEndpoints.addInquiryNote,
      { params, body: { body: 'Jane called back: 010-9999-8888' } },
      as,
    )
    await expectOk(
      harness,
      'http',
      adminEndpoints.replyToInquiry,
      { params, body: { subject: 'Your order, Jane', body: 'Dear Jane, …', version: 1 } },
      as,
    )
    const report = await runInquiryRetention(db(), files.storage, { now: harness.clock.now, unprocessedMonths: 12 })
    expect(report.destroyedReceipts).toContain(inquiry.receiptNumber)

    const [note] = await db().select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, inquiry.id))
    const [reply] = await db().select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, inquiry.id))
    expect(note?.body).toBe('')
    expect(reply).toMatchObject({ subject: '', body: '', mailId: null })

    const detail = await expectOk(harness, 'http', adminEndpoints.inquiryDetail, { params }, as)
    expect(detail).toMatchObject({ personalDataDestroyed: true, fullName: '', email: '', content: '', version: 2 })
    expect(JSON.stringify(detail)).not.toMatch(/Jane|010-9999/)

    const refused = await send(
      harness,
      'http',
      adminEndpoints.replyToInquiry,
      { params, body: { subject: 'Again', body: 'Hello?', version: detail.version } },
      { ...as, locale: 'en-US' },
    )
    expect(refused.status).toBe(409)
    expect(refused.json.error).toMatchObject({ code: 'PERSONAL_DATA_DESTROYED', message: expect.stringContaining('destroyed') })
  })
})

describe('npm run inquiries -- process', () => {
  it('marks an inquiry done once, audited as the machine credential', async () => {
    const inquiry = await insertInquiry(db(), undefined)
    const params = { receiptNumber: inquiry.receiptNumber }
    const mark = await auditMark(db())
    const first = await expectOk(harness, 'http', adminEndpoints.markInquiryProcessed, { params, body: { by: 'kim' } }, asMachine)
    const again = await expectOk(harness, 'http', adminEndpoints.markInquiryProcessed, { params, body: { by: 'lee' } }, asMachine)
    expect(again).toEqual(first)
    expect(first.processedBy).toBe('kim')
    const detail = await expectOk(harness, 'http', adminEndpoints.inquiryDetail, { params }, asMachine)
    expect(detail).toMatchObject({ status: 'done', version: 2 })
    expect(await auditSince(db(), mark, 'inquiry.status')).toMatchObject([{ actorKind: 'machine', after: { status: 'done' } }])
  })
})
