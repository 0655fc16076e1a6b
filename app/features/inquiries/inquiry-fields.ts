import { type InquiryType, inquiryFieldNames } from '~/api/contract/inquiry-form'

/** What the visitor types; `type` is '' until a category is chosen. */
export interface InquiryTextValues {
  type: InquiryType | ''
  company: string
  fullName: string
  email: string
  mobile: string
  subject: string
  content: string
}

export interface InquiryFormValues extends InquiryTextValues {
  privacyAgree: boolean
}

/**
 * Fields in the order they appear on the page, so 'the first invalid field' follows the reading order: the inquiry's,
 * with the attachments just before the consent.
 */
export const inquiryFieldOrder = [
  ...inquiryFieldNames.filter((field) => field !== 'privacyAgree'),
  'files',
  'privacyAgree',
] as const
export type InquiryFieldName = (typeof inquiryFieldOrder)[number]

export const emptyInquiryText: InquiryTextValues = {
  type: '',
  company: '',
  fullName: '',
  email: '',
  mobile: '',
  subject: '',
  content: '',
}

export function isInquiryFieldName(value: string): value is InquiryFieldName {
  return (inquiryFieldOrder as readonly string[]).includes(value)
}

/** The id of the control that receives focus for a field (the first radio for the category). */
export function fieldControlId(field: InquiryFieldName): string {
  return field === 'type' ? 'contact-type-OEM_ODM' : `contact-${field}`
}

export function fieldErrorId(field: InquiryFieldName): string {
  return `contact-${field}-error`
}

/** Per field, the message to show (already in the visitor's language). */
export type FieldMessages = Partial<Record<InquiryFieldName, string>>

export function firstInvalidField(messages: FieldMessages): InquiryFieldName | undefined {
  return inquiryFieldOrder.find((field) => messages[field])
}
