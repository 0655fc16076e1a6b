import * as v from 'valibot'
import { type InquiryMessageKey, inquiryFormSchema } from '~/api/contract/inquiry-form'
import type { Locale } from '~/i18n/locales'
import { type InquiryFieldName, type InquiryFormValues, isInquiryFieldName } from './inquiry-fields'

/** Per field, the key of the first problem the shared schema found (keys are `inquiry_error_*` messages). */
export type FieldIssueKeys = Partial<Record<InquiryFieldName, InquiryMessageKey>>

/** Runs the one schema the server also uses, in the rules of the page's language (the phone rule differs). */
export function validateInquiry(locale: Locale, values: InquiryFormValues): FieldIssueKeys {
  const result = v.safeParse(inquiryFormSchema(locale), values)
  if (result.success) return {}
  const keys: FieldIssueKeys = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key
    if (typeof field !== 'string' || !isInquiryFieldName(field) || keys[field]) continue
    keys[field] = issue.message as InquiryMessageKey
  }
  return keys
}
