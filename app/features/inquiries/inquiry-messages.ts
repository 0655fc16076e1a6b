import { type InquiryMessageKey, inquiryFileLimits } from '~/api/contract/inquiry-form'
import type { TextFaultKey } from '~/api/contract/text-fault-messages'
import { formatFileSize } from '~/i18n/file-size-format'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { type AttachmentProblem, acceptedExtensions } from './attachment-rules'
import type { FieldMessages } from './inquiry-fields'
import type { FieldIssueKeys } from './inquiry-validation'

/**
 * Each key by name: `m[key]` would import every message of the site, and make the entry chunk export each of its own
 * to this page (decision 11).
 */
const issueMessages: Record<InquiryMessageKey | TextFaultKey, () => string> = {
  inquiry_error_type_required: m.inquiry_error_type_required,
  inquiry_error_company_required: m.inquiry_error_company_required,
  inquiry_error_name_required: m.inquiry_error_name_required,
  inquiry_error_email_required: m.inquiry_error_email_required,
  inquiry_error_email_invalid: m.inquiry_error_email_invalid,
  inquiry_error_phone_required: m.inquiry_error_phone_required,
  inquiry_error_phone_invalid: m.inquiry_error_phone_invalid,
  inquiry_error_subject_required: m.inquiry_error_subject_required,
  inquiry_error_content_required: m.inquiry_error_content_required,
  inquiry_error_consent_required: m.inquiry_error_consent_required,
  inquiry_error_too_long: m.inquiry_error_too_long,
  api_error_text_unkeepable: m.api_error_text_unkeepable,
  api_error_text_line_break: m.api_error_text_line_break,
}

/** A schema issue in the page's language: the issue's message is the key of a paraglide message. */
export function issueText(key: InquiryMessageKey | TextFaultKey): string {
  return issueMessages[key]()
}

export function issueTexts(keys: FieldIssueKeys): FieldMessages {
  const texts: FieldMessages = {}
  for (const [field, key] of Object.entries(keys) as Array<[keyof FieldIssueKeys, InquiryMessageKey | TextFaultKey]>) {
    texts[field] = issueText(key)
  }
  return texts
}

export function attachmentProblemText(problem: AttachmentProblem, locale: Locale): string {
  const { name } = problem
  switch (problem.kind) {
    case 'type_not_allowed':
      return m.contact_file_not_added_type({ name })
    case 'too_large':
      return m.contact_file_not_added_size({ name, max: formatFileSize(inquiryFileLimits.maxFileBytes, locale) })
    case 'total_too_large':
      return m.contact_file_not_added_total({ name, max: formatFileSize(inquiryFileLimits.maxTotalBytes, locale) })
    case 'too_many':
      return m.contact_file_not_added_count({ name, max: String(inquiryFileLimits.maxFiles) })
    case 'empty':
      return m.contact_file_not_added_empty({ name })
    case 'duplicate':
      return m.contact_file_not_added_duplicate({ name })
  }
}

/** The limits and types, stated next to the picker. */
export function attachmentHint(locale: Locale): string {
  return m.contact_files_hint({
    maxFiles: String(inquiryFileLimits.maxFiles),
    maxFileSize: formatFileSize(inquiryFileLimits.maxFileBytes, locale),
    maxTotalSize: formatFileSize(inquiryFileLimits.maxTotalBytes, locale),
    types: acceptedExtensions.map((extension) => extension.toUpperCase()).join(', '),
  })
}
