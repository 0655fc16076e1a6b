import { defaultUploadConcurrency, type UploadConcurrency } from '~/server/http/upload-slots'
import type { InquiryMailSettings } from '../mail/inquiry-mails'
import type { MalwareScanner } from '../security/malware-scan/malware-scanner'
import type { FileStorage } from '../storage/file-storage'
import { defaultPowSettings, type PowSettings } from './captcha/pow-captcha'
import type { RecaptchaVerifier } from './captcha/recaptcha'

export interface InquiryIntakeOptions {
  storage: FileStorage
  /** CLAMD_URL's scanner: every attachment checked for malware as it arrives (decision 99); unset, none is. */
  scanner?: MalwareScanner
  /** Read the client's address from X-Forwarded-For (TRUST_PROXY) when the server did not say it. */
  trustProxy: boolean
  /** Inquiries per client IP (IPv6: per /64) and window. */
  rateLimit: { limit: number; windowSeconds: number }
  /** Multipart bodies read at once, per client and in all; the one over either cap is refused (429) unread. */
  uploadConcurrency: UploadConcurrency
  captcha: {
    /** CAPTCHA_HMAC_KEY; unset: generated once and kept in the database. */
    hmacKey?: string
    pow: PowSettings
    /** Set when reCAPTCHA is configured: it replaces the proof of work. */
    recaptcha?: RecaptchaVerifier
  }
  /** The mail settings; unset: read from the environment when an inquiry is stored. */
  mailSettings?: InquiryMailSettings
}

export const defaultRateLimit = { limit: 5, windowSeconds: 600 }

/** What a caller must give (the storage) and may give; the rest takes the defaults. */
export type InquiryIntakeInput = Partial<Omit<InquiryIntakeOptions, 'captcha'>> &
  Pick<InquiryIntakeOptions, 'storage'> & { captcha?: Partial<InquiryIntakeOptions['captcha']> }

export function intakeOptions(input: InquiryIntakeInput): InquiryIntakeOptions {
  return {
    trustProxy: false,
    rateLimit: defaultRateLimit,
    uploadConcurrency: defaultUploadConcurrency,
    ...input,
    captcha: { ...input.captcha, pow: input.captcha?.pow ?? defaultPowSettings },
  }
}
