import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminEndpoints } from '~/api/contract/admin-endpoints'
import { inquiryReplies, mailOutbox } from '~/backend/db/inquiry-schema'
import { send } from './auth-support'
import { insertInquiry, pdfBytes } from './inquiry-fixtures'
import { asMachine } from './member-support'
import { auditMark, auditSince, setUpInquiryOps, signedInSupportAgent } from './ops-support'
import { addTestStaff, expectOk } from './staff-support'

/**
 * The operations inbox's inquiries, worked by support staff: read in full, noted, assigned, replied to and marked done,
 * their attachments downloaded, stale changes refused, all of it audited; and marked done by `npm run inquiries`. The
 * list: ops-inquiry-list.test.ts; an inquiry whose personal data was destroyed: ops-inquiry-destroyed.test.ts.
 */
const { harness, files } = await setUpInquiryOps()
const db = () => harness.database.db
const supportAgent = (label: string) => signedInSupportAgent(harness, label)

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

    // The preview is the mail the reply then queues, word for word; it queues nothing itself.
    const reply = { subject: '見積もりについて', body: '500 kg の件、承知しました。' }
    const preview = await expectOk(harness, 'http', adminEndpoints.previewInquiryReply, { params, body: reply }, as)
    const queuedBefore = await db().select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiry.id))
    expect(queuedBefore.filter((queued) => queued.kind === 'inquiry_reply')).toEqual([])
    const replied = await expectOk(harness, 'http', adminEndpoints.replyToInquiry, { params, body: { ...reply, version: 2 } }, as)
    // A reply is work on it: the inquiry is in progress now.
    expect(replied.state).toMatchObject({ status: 'in_progress', version: 3 })
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'inquiry_reply'), eq(mailOutbox.inquiryId, inquiry.id)))
    expect(mail).toMatchObject({ toAddress: 'hanako@example.jp', sentAt: null })
    expect(mail?.subject).toBe(`[Cellactis] 見積もりについて (${inquiry.receiptNumber})`)
    // The staff's text as typed, with no greeting of the site's own before it (issue 66: a typed one came twice).
    expect(mail?.textBody.startsWith('500 kg の件、承知しました。\n')).toBe(true)
    expect(mail?.textBody).toContain(`受付番号 ${inquiry.receiptNumber}`)
    expect(preview).toEqual({ toAddress: mail?.toAddress, subject: mail?.subject, textBody: mail?.textBody })

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
      // The preview shows the visitor's address: a read of their data.
      'inquiry.reply-preview',
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
    expect(audit[4]?.after).toMatchObject({ to: 'han***@example.jp', status: 'in_progress' })
    expect(audit[5]).toMatchObject({ before: { status: 'in_progress' }, after: { status: 'done' } })
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
