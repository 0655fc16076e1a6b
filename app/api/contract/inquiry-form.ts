import * as v from 'valibot'
import type { Locale } from '~/i18n/locales'
import { multiLine } from './typed-text'

/**
 * The inquiry's fields and their rules: one schema for the form in the browser, the site's endpoint and the
 * backend. Issue messages are message keys (see InquiryMessageKey), so each side shows them in its language.
 */

export const inquiryTypes = ['OEM_ODM', 'RAW_MATERIAL', 'PARTNERSHIP', 'OTHER'] as const
export type InquiryType = (typeof inquiryTypes)[number]

/** The inquiry's fields in the order the form shows them and sends them. */
export const inquiryFieldNames = ['type', 'company', 'fullName', 'email', 'mobile', 'subject', 'content', 'privacyAgree'] as const

export const inquiryLimits = {
  company: 200,
  fullName: 100,
  email: 254,
  mobile: 30,
  subject: 200,
  content: 10_000,
} as const

export type InquiryMessageKey =
  | 'inquiry_error_type_required'
  | 'inquiry_error_company_required'
  | 'inquiry_error_name_required'
  | 'inquiry_error_email_required'
  | 'inquiry_error_email_invalid'
  | 'inquiry_error_phone_required'
  | 'inquiry_error_phone_invalid'
  | 'inquiry_error_subject_required'
  | 'inquiry_error_content_required'
  | 'inquiry_error_consent_required'
  | 'inquiry_error_too_long'

/** The phone number is required in both Chinese locales and optional elsewhere. */
export function isPhoneRequired(locale: Locale): boolean {
  return locale === 'zh-CN' || locale === 'zh-TW'
}

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,28}$/

function requiredText(max: number, emptyMessage: InquiryMessageKey) {
  return v.pipe(
    v.string(emptyMessage),
    v.trim(),
    v.nonEmpty(emptyMessage),
    v.maxLength(max, 'inquiry_error_too_long' satisfies InquiryMessageKey),
  )
}

/** A blank number gets only the 'required' message (where it is required), not 'invalid' too. */
const phoneFormat = v.check(
  (value: string) => value === '' || PHONE_PATTERN.test(value),
  'inquiry_error_phone_invalid' satisfies InquiryMessageKey,
)

const optionalPhone = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  phoneFormat,
  v.transform((value) => (value === '' ? undefined : value)),
)

const requiredPhone = v.pipe(requiredText(inquiryLimits.mobile, 'inquiry_error_phone_required'), phoneFormat)

const baseEntries = {
  type: v.picklist(inquiryTypes, 'inquiry_error_type_required' satisfies InquiryMessageKey),
  company: requiredText(inquiryLimits.company, 'inquiry_error_company_required'),
  fullName: requiredText(inquiryLimits.fullName, 'inquiry_error_name_required'),
  email: v.pipe(
    requiredText(inquiryLimits.email, 'inquiry_error_email_required'),
    v.email('inquiry_error_email_invalid' satisfies InquiryMessageKey),
  ),
  mobile: optionalPhone,
  subject: requiredText(inquiryLimits.subject, 'inquiry_error_subject_required'),
  content: v.pipe(requiredText(inquiryLimits.content, 'inquiry_error_content_required'), multiLine),
  privacyAgree: v.literal(true, 'inquiry_error_consent_required' satisfies InquiryMessageKey),
} satisfies Record<(typeof inquiryFieldNames)[number], v.GenericSchema>

/** The wire shape of an inquiry, whatever the language (the phone number optional). */
export const inquiryBodySchema = v.object(baseEntries)

/** The inquiry as the visitor's language requires it. */
export function inquiryFormSchema(locale: Locale) {
  return isPhoneRequired(locale) ? v.object({ ...baseEntries, mobile: requiredPhone }) : inquiryBodySchema
}

export type InquiryBody = v.InferOutput<typeof inquiryBodySchema>

/** Attachments: at most this many files, each and all together at most this large. */
export const inquiryFileLimits = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 25 * 1024 * 1024,
} as const

/** The attachment types accepted, recognised by their content (magic bytes), not by name or declared type. */
export const acceptedAttachmentTypes = [
  { mime: 'application/pdf', extensions: ['pdf'] },
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/webp', extensions: ['webp'] },
  { mime: 'image/gif', extensions: ['gif'] },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'] },
] as const
