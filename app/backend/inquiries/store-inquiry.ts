import type { InquiryBody } from '~/api/contract/inquiry-form'
import { intakeErrors } from '~/api/contract/intake-error'
import type { Locale } from '~/i18n/locales'
import type { Database } from '../db/database.server'
import { inquiries, inquiryAttachments } from '../db/inquiry-schema'
import { isUniqueViolation } from '../db/pg-errors'
import { enqueueInquiryMails, type InquiryMailSettings } from '../mail/inquiry-mails'
import { spendPow, type VerifiedPow } from './captcha/pow-captcha'
import { newReceiptNumber } from './receipt-number'
import type { StoredAttachment } from './receive-attachment'
import { releaseUploads } from './upload-reservations'

export interface InquiryToStore {
  body: InquiryBody
  locale: Locale
  files: StoredAttachment[]
  /** The proof of work to spend with it (none with reCAPTCHA, which Google spends). */
  pow?: VerifiedPow
}

/**
 * Stores the inquiry, its attachments, its mails in the outbox and the spent captcha in one transaction:
 * when it commits, all of it exists; when anything fails, none of it does. Returns the receipt number.
 */
export async function storeInquiry(db: Database, inquiry: InquiryToStore, mailSettings?: InquiryMailSettings): Promise<string> {
  const { body, locale, files, pow } = inquiry
  for (let attempt = 1; ; attempt += 1) {
    const receiptNumber = newReceiptNumber()
    try {
      await db.transaction(async (tx) => {
        if (pow && !(await spendPow(tx, pow))) throw intakeErrors.captcha()
        const [row] = await tx
          .insert(inquiries)
          .values({
            receiptNumber,
            type: body.type,
            company: body.company,
            fullName: body.fullName,
            email: body.email,
            mobile: body.mobile ?? null,
            subject: body.subject,
            content: body.content,
            locale,
            privacyAgreedAt: new Date(),
          })
          .returning({ id: inquiries.id, createdAt: inquiries.createdAt })
        if (!row) throw new Error('the inquiry row was not returned')
        if (files.length) {
          await tx.insert(inquiryAttachments).values(files.map((file) => ({ ...file, inquiryId: row.id })))
          await releaseUploads(
            tx,
            files.map((file) => file.storageKey),
          )
        }
        await enqueueInquiryMails(
          tx,
          {
            id: row.id,
            receiptNumber,
            ...body,
            mobile: body.mobile ?? null,
            locale,
            createdAt: row.createdAt,
            attachments: files.map(({ originalName, sizeBytes }) => ({ originalName, sizeBytes })),
          },
          mailSettings,
        )
      })
      return receiptNumber
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'inquiries_receipt_number_unique')) continue
      throw error
    }
  }
}
