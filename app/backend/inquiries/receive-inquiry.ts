import { inquiryFileLimits } from '~/api/contract/inquiry-form'
import { intakeErrors } from '~/api/contract/intake-error'
import type { Locale } from '~/i18n/locales'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { UPLOAD_BUSY_RETRY_AFTER_SECONDS, type UploadSlots } from '~/server/http/upload-slots'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { rateLimit } from '../security/rate-limit'
import { captchaHmacKey } from './captcha/captcha-key'
import { isPowSpent, type VerifiedPow, verifyPowSolution } from './captcha/pow-captcha'
import type { InquiryIntakeOptions } from './intake-options'
import { type BodyKind, bodyKindOf, maxBodyBytes, readJsonFields, readMultipartSubmission } from './read-submission'
import { newReceiptNumber } from './receipt-number'
import type { StoredAttachment } from './receive-attachment'
import { storeInquiry } from './store-inquiry'
import { assertKeepableTexts, isHoneypotFilled, type ValidSubmission, validateSubmission } from './submission-fields'
import { discardUploads } from './upload-reservations'

const MiB = 1024 * 1024

/** A filled honeypot ends the submission quietly: the bot sees a success and learns nothing. */
class HoneypotFilled extends Error {}

export interface SubmissionContext {
  locale: Locale
  clientIp: string | undefined
  /** The slots multipart bodies are read in; without them, no cap on uploads in flight. */
  uploadSlots?: UploadSlots
}

/**
 * One submission of POST /contacts, from the first byte to the commit. In order: the declared size, a slot to
 * read a multipart body in (none free: 429, nothing read), then (once the text is in, before any file is read)
 * honeypot, validation, rate limit and captcha, then the files into storage, then one transaction. Returns the receipt number; throws IntakeError for every refusal, after
 * deleting whatever it had stored.
 */
export async function receiveInquiry(
  request: Request,
  context: SubmissionContext,
  db: Database,
  options: InquiryIntakeOptions,
): Promise<string> {
  const kind = bodyKindOf(request.headers.get('content-type'))
  if (!kind) throw intakeErrors.validation()
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBodyBytes(kind)) throw intakeErrors.bodyTooLarge(inquiryFileLimits.maxTotalBytes / MiB)
  if (kind === 'json' || !context.uploadSlots) return receiveBody(request, kind, context, db, options)

  const slot = context.uploadSlots.tryAcquire(rateLimitKeyOfIp(context.clientIp))
  if (!slot) throw intakeErrors.uploadsBusy(UPLOAD_BUSY_RETRY_AFTER_SECONDS)
  slot.releaseOn(request.signal)
  // A refusal that is not about size lets the rest of the body drain: the slot is held until it is done with.
  let bodyClosed: Promise<void> | undefined
  try {
    return await receiveBody(request, kind, context, db, options, (closed) => {
      bodyClosed = closed
    })
  } finally {
    if (bodyClosed) void bodyClosed.then(slot.release)
    else slot.release()
  }
}

async function receiveBody(
  request: Request,
  kind: BodyKind,
  context: SubmissionContext,
  db: Database,
  options: InquiryIntakeOptions,
  onBodyOpened?: (closed: Promise<void>) => void,
): Promise<string> {
  let submission: ValidSubmission | undefined
  let pow: VerifiedPow | undefined
  const gate = async (fields: Record<string, unknown>) => {
    assertKeepableTexts(fields, context.locale)
    if (isHoneypotFilled(fields)) throw new HoneypotFilled()
    submission = validateSubmission(fields, context.locale)
    const verdict = await rateLimit(db, { bucket: 'inquiry', key: rateLimitKeyOfIp(context.clientIp), ...options.rateLimit })
    if (!verdict.allowed) throw intakeErrors.rateLimited(verdict.retryAfterSeconds)
    pow = await checkCaptcha(db, options, submission.captcha, context.clientIp)
  }

  const reserved: string[] = []
  try {
    let files: StoredAttachment[] = []
    if (kind === 'json') {
      await gate(await readJsonFields(request.body).then(asRecord))
    } else {
      const read = await readMultipartSubmission(request.body, request.headers.get('content-type') ?? '', {
        db,
        storage: options.storage,
        scanner: options.scanner,
        gate,
        onReserved: (key) => reserved.push(key),
        onBodyOpened,
      })
      files = read.files
    }
    if (!submission) throw intakeErrors.validation()
    return await storeInquiry(db, { body: submission.body, locale: context.locale, files, pow }, options.mailSettings)
  } catch (error) {
    await discardUploads(db, options.storage, reserved)
    if (error instanceof HoneypotFilled) {
      log.info('inquiries', 'honeypot filled, submission dropped', { client: context.clientIp ?? 'unknown' })
      return newReceiptNumber()
    }
    throw error
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw intakeErrors.validation()
  return value as Record<string, unknown>
}

/** The captcha: a reCAPTCHA token when configured, else a proof-of-work solution that is valid and unspent. */
async function checkCaptcha(
  db: Database,
  options: InquiryIntakeOptions,
  solution: string,
  clientIp: string | undefined,
): Promise<VerifiedPow | undefined> {
  if (!solution) throw intakeErrors.captcha()
  if (options.captcha.recaptcha) {
    if (!(await options.captcha.recaptcha(solution, clientIp))) throw intakeErrors.captcha()
    return undefined
  }
  const pow = await verifyPowSolution(solution, await captchaHmacKey(db, options.captcha.hmacKey))
  if (!pow || (await isPowSpent(db, pow.signature))) throw intakeErrors.captcha()
  return pow
}
