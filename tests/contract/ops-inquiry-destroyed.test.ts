import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminEndpoints } from '~/api/contract/admin-endpoints'
import { inquiryNotes, inquiryReplies } from '~/backend/db/inquiry-schema'
import { runInquiryRetention } from '~/backend/retention/inquiry-retention.server'
import { send } from './auth-support'
import { insertInquiry } from './inquiry-fixtures'
import { setUpInquiryOps, signedInSupportAgent } from './ops-support'
import { expectOk } from './staff-support'

/**
 * An inquiry of the operations inbox once the retention job destroyed its personal data: its notes and replies keep no
 * text, the console shows only what is kept, and it takes no reply.
 */
const { harness, files } = await setUpInquiryOps()
const db = () => harness.database.db
const supportAgent = (label: string) => signedInSupportAgent(harness, label)

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
