import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { InquiryType } from '~/api/contract/inquiry-form'
import type { Database } from '~/backend/db/database.server'
import { inquiries, inquiryAttachments } from '~/backend/db/inquiry-schema'
import { enqueueInquiryMails, type InquiryMailSettings } from '~/backend/mail/inquiry-mails'
import type { FileStorage } from '~/backend/storage/file-storage'
import { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import type { Locale } from '~/i18n/locales'

export const testMailSettings: InquiryMailSettings = {
  notifyTo: 'inquiries@cellactis.test',
  confirmation: true,
  brandName: 'Cellactis',
  brandNames: ['Cellactis', '주식회사 셀락티스'],
  companyEmail: 'contact@cellactis.test',
  companyPhone: '031-8017-4250',
}

export interface InquirySeed {
  type?: InquiryType
  company?: string
  fullName?: string
  email?: string
  mobile?: string | null
  subject?: string
  content?: string
  locale?: Locale
  createdAt?: Date
  processedAt?: Date | null
  status?: 'new' | 'in_progress' | 'done'
  files?: { name: string; bytes: Uint8Array; contentType?: string }[]
  /** Queue the inquiry's mails too (as the intake does, in the same transaction). */
  mails?: InquiryMailSettings
}

let counter = 0

/** A unique receipt number in the intake's format. */
export function testReceiptNumber(): string {
  counter += 1
  return `Q-20261121-${randomBytes(2).toString('hex').toUpperCase()}${String(counter).padStart(2, '0')}`
}

/** Stores an inquiry (and its files) the way the intake does, without going through the form. */
export async function insertInquiry(db: Database, storage: FileStorage | undefined, seed: InquirySeed = {}) {
  const receiptNumber = testReceiptNumber()
  const createdAt = seed.createdAt ?? new Date()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        receiptNumber,
        type: seed.type ?? 'OEM_ODM',
        company: seed.company ?? 'Lacto Labs',
        fullName: seed.fullName ?? 'Jane Doe',
        email: seed.email ?? 'jane@example.test',
        mobile: seed.mobile === undefined ? '010-1234-5678' : seed.mobile,
        subject: seed.subject ?? 'Postbiotic powder for a new brand',
        content: seed.content ?? 'We would like 500 kg a month.',
        locale: seed.locale ?? 'en-US',
        privacyAgreedAt: createdAt,
        createdAt,
        processedAt: seed.processedAt ?? null,
        // A processed inquiry is done, as the staff's calls leave it.
        status: seed.status ?? (seed.processedAt ? 'done' : 'new'),
      })
      .returning()
    if (!row) throw new Error('insert failed')
    const attachments = []
    for (const file of seed.files ?? []) {
      const storageKey = `test/${randomBytes(12).toString('hex')}`
      await storage?.put(storageKey, file.bytes, file.contentType ?? 'application/pdf')
      const [attachment] = await tx
        .insert(inquiryAttachments)
        .values({
          inquiryId: row.id,
          storageKey,
          originalName: file.name,
          contentType: file.contentType ?? 'application/pdf',
          sizeBytes: file.bytes.byteLength,
        })
        .returning()
      if (attachment) attachments.push(attachment)
    }
    if (seed.mails) {
      await enqueueInquiryMails(
        tx,
        {
          ...row,
          locale: row.locale as Locale,
          attachments: attachments.map((file) => ({ originalName: file.originalName, sizeBytes: file.sizeBytes })),
        },
        seed.mails,
      )
    }
    return { ...row, attachments }
  })
}

/** A throw-away local file storage. */
export async function tempStorage(): Promise<{ storage: LocalFileStorage; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'inquiry-files-'))
  return { storage: new LocalFileStorage(root), remove: () => rm(root, { recursive: true, force: true }) }
}

export const pdfBytes = (text = 'hello') => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`)
