import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { inquiries, inquiryAttachments, mailOutbox, rateLimitCounters, spentCaptchas } from '~/backend/db/inquiry-schema'
import { runInquiryRetention } from '~/backend/retention/inquiry-retention.server'
import { monthsBefore } from '~/backend/retention/retention-dates'
import { FileNotFoundError, type FileStorage } from '~/backend/storage/file-storage'
import { gate } from '../gate'
import { setUpContractHarness } from './harness'
import { insertInquiry, pdfBytes, tempStorage, testMailSettings } from './inquiry-fixtures'

const files = await tempStorage()
const harness = setUpContractHarness()
afterAll(() => files.remove())

const day = 24 * 60 * 60_000
const shift = (date: Date, ms: number) => new Date(date.getTime() + ms)

async function stored(key: string): Promise<boolean> {
  try {
    ;(await files.storage.get(key)).destroy()
    return true
  } catch (error) {
    if (error instanceof FileNotFoundError) return false
    throw error
  }
}

async function inquiryRow(id: number) {
  const [row] = await harness.database.db.select().from(inquiries).where(eq(inquiries.id, id))
  return row
}

describe('the retention job', () => {
  it('destroys personal data and files 3 months after processing, and unprocessed ones after the maximum', async () => {
    const db = harness.database.db
    const now = new Date('2031-11-21T03:00:00Z')
    const threeMonthsAgo = monthsBefore(now, 3)
    const twelveMonthsAgo = monthsBefore(now, 12)
    const withFile = (label: string) => ({ files: [{ name: `${label}.pdf`, bytes: pdfBytes(label) }], mails: testMailSettings })
    const seed = async (label: string, createdAt: Date, processedAt: Date | null) =>
      insertInquiry(db, files.storage, {
        ...withFile(label),
        createdAt,
        processedAt,
        company: `Company ${label}`,
        email: `${label}@example.test`,
      })

    const processedLongAgo = await seed('processed-old', shift(threeMonthsAgo, -30 * day), shift(threeMonthsAgo, -day))
    const processedRecently = await seed('processed-recent', shift(threeMonthsAgo, -30 * day), shift(threeMonthsAgo, day))
    const unprocessedOld = await seed('open-old', shift(twelveMonthsAgo, -day), null)
    const unprocessedRecent = await seed('open-recent', shift(twelveMonthsAgo, day), null)

    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const report = await runInquiryRetention(db, files.storage, { now, unprocessedMonths: 12 })

    expect(report.skipped).toBe(false)
    expect(report.destroyedReceipts.sort()).toEqual([processedLongAgo.receiptNumber, unprocessedOld.receiptNumber].sort())
    expect(report).toMatchObject({ attachmentsDeleted: 2, mailsDeleted: 4 })

    for (const destroyed of [processedLongAgo, unprocessedOld]) {
      expect(await inquiryRow(destroyed.id)).toMatchObject({
        receiptNumber: destroyed.receiptNumber,
        company: '',
        fullName: '',
        email: '',
        mobile: null,
        subject: '',
        content: '',
        personalDataDestroyedAt: now,
      })
      expect(await stored(destroyed.attachments[0]?.storageKey ?? '')).toBe(false)
      const [attachment] = await db.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, destroyed.id))
      expect(attachment).toMatchObject({ originalName: '', destroyedAt: now })
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, destroyed.id))).toEqual([])
    }
    for (const kept of [processedRecently, unprocessedRecent]) {
      expect(await inquiryRow(kept.id)).toMatchObject({ company: kept.company, email: kept.email, personalDataDestroyedAt: null })
      expect(await stored(kept.attachments[0]?.storageKey ?? '')).toBe(true)
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, kept.id))).toHaveLength(2)
    }

    // The log names receipts and counts, never what the visitor wrote.
    const logged = info.mock.calls.map((call) => String(call[0])).join('\n')
    expect(logged).toContain(processedLongAgo.receiptNumber)
    expect(logged).toContain('2 inquiry(ies)')
    expect(logged).not.toContain('Company processed-old')
    expect(logged).not.toContain('@example.test')

    // A second run finds nothing more to do.
    expect((await runInquiryRetention(db, files.storage, { now, unprocessedMonths: 12 })).destroyedReceipts).toEqual([])
  })

  it('takes the maximum for unprocessed inquiries from the configuration', async () => {
    const db = harness.database.db
    const now = new Date('2032-06-30T00:00:00Z')
    const sevenMonths = await insertInquiry(db, undefined, { createdAt: monthsBefore(now, 7) })
    const fiveMonths = await insertInquiry(db, undefined, { createdAt: monthsBefore(now, 5) })
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const report = await runInquiryRetention(db, files.storage, { now, unprocessedMonths: 6 })
    expect(report.destroyedReceipts).toContain(sevenMonths.receiptNumber)
    expect(report.destroyedReceipts).not.toContain(fiveMonths.receiptNumber)
  })

  it('removes expired captcha solutions and old rate-limit counters, and nothing still in use', async () => {
    const db = harness.database.db
    const now = new Date('2033-01-10T00:00:00Z')
    await db.insert(spentCaptchas).values([
      { signature: 'retention-expired', expiresAt: shift(now, -1000) },
      { signature: 'retention-live', expiresAt: shift(now, 60_000) },
    ])
    await db.insert(rateLimitCounters).values([
      { bucket: 'retention-test', key: 'old', windowStart: shift(now, -3 * day), hits: 3 },
      { bucket: 'retention-test', key: 'current', windowStart: shift(now, -60_000), hits: 1 },
    ])
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await runInquiryRetention(db, files.storage, { now, unprocessedMonths: 1200 })
    const signatures = await db
      .select()
      .from(spentCaptchas)
      .where(inArray(spentCaptchas.signature, ['retention-expired', 'retention-live']))
    expect(signatures.map((row) => row.signature)).toEqual(['retention-live'])
    const counters = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.bucket, 'retention-test'))
    expect(counters.map((row) => row.key)).toEqual(['current'])
  })

  it('deletes the files while the site goes on: no transaction waits on the storage', async () => {
    const db = harness.database.db
    const now = new Date('2032-06-01T03:00:00Z')
    const created = monthsBefore(now, 13)
    const { id, receiptNumber, attachments } = await insertInquiry(db, files.storage, {
      createdAt: created,
      files: [{ name: 'slow.pdf', bytes: pdfBytes('slow') }],
      mails: testMailSettings,
    })
    const [deleting, storageAnswers] = [gate(), gate()]
    const slowStorage: FileStorage = {
      put: (...args) => files.storage.put(...args),
      get: (key) => files.storage.get(key),
      async delete(key) {
        deleting.open()
        await storageAnswers.passed
        return files.storage.delete(key)
      },
    }
    const running = runInquiryRetention(db, slowStorage, { now, unprocessedMonths: 12 })
    await deleting.passed
    const blocked = new Promise((resolve) => setTimeout(() => resolve('blocked'), 2_000))
    const read = db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id))
    expect(await Promise.race([read, blocked])).not.toBe('blocked')
    storageAnswers.open()
    vi.spyOn(console, 'info').mockImplementation(() => {})
    expect((await running).destroyedReceipts).toContain(receiptNumber)
    expect((await inquiryRow(id))?.personalDataDestroyedAt).toEqual(now)
    for (const { storageKey } of attachments) expect(await stored(storageKey)).toBe(false)
  })

  it('lets one process run it at a time', async (context) => {
    // PGlite has one connection: a second transaction would wait for the first rather than meet its lock.
    if (harness.database.driver === 'pglite') context.skip()
    const db = harness.database.db
    const [locked, released] = [gate(), gate()]
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(73290117)`)
      locked.open()
      await released.passed
    })
    await locked.passed
    const report = await runInquiryRetention(db, files.storage, { now: new Date(), unprocessedMonths: 12 })
    released.open()
    await holder
    expect(report.skipped).toBe(true)
  })
})
