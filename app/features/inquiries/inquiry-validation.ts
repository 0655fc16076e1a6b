import * as v from 'valibot'
import { type InquiryMessageKey, inquiryFormSchema } from '~/api/contract/inquiry-form'
import { type TextFaultKey, textFaultKeys } from '~/api/contract/text-fault-messages'
import { textFaults } from '~/api/contract/text-faults'
import type { Locale } from '~/i18n/locales'
import { type InquiryFieldName, type InquiryFormValues, isInquiryFieldName } from './inquiry-fields'

/** Per field, the key of the first problem found (keys are `inquiry_error_*` and the text faults' messages). */
export type FieldIssueKeys = Partial<Record<InquiryFieldName, InquiryMessageKey | TextFaultKey>>

/**
 * Runs the one schema the server also uses, in the rules of the page's language (the phone rule differs), after the
 * rule of every text the server applies first (a character nothing can keep; a line break where a field is one line).
 */
export function validateInquiry(locale: Locale, values: InquiryFormValues): FieldIssueKeys {
  const schema = inquiryFormSchema(locale)
  const keys: FieldIssueKeys = {}
  for (const { path, fault } of textFaults(schema, values)) {
    const field = path.split('.')[0] ?? ''
    if (isInquiryFieldName(field)) keys[field] ??= textFaultKeys[fault]
  }
  const result = v.safeParse(schema, values)
  if (result.success) return keys
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key
    if (typeof field !== 'string' || !isInquiryFieldName(field) || keys[field]) continue
    keys[field] = issue.message as InquiryMessageKey
  }
  return keys
}
