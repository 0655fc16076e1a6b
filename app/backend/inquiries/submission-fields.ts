import * as v from 'valibot'
import { inquirySubmissionTextParts } from '~/api/contract/inquiry-endpoints'
import { type InquiryBody, inquiryFormSchema } from '~/api/contract/inquiry-form'
import { type IntakeProblem, intakeErrors, problemOfIssue } from '~/api/contract/intake-error'
import { textFaultKeys } from '~/api/contract/text-fault-messages'
import { textFaults } from '~/api/contract/text-faults'
import type { Locale } from '~/i18n/locales'

export interface ValidSubmission {
  body: InquiryBody
  captcha: string
}

/** A form posts text only: its consent box arrives as 'true'. */
export function fieldsFromForm(form: Map<string, string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const name of inquirySubmissionTextParts) {
    const value = form.get(name)
    if (value === undefined) continue
    fields[name] = name === 'privacyAgree' ? value === 'true' : value
  }
  return fields
}

/** A bot fills the field a person never sees. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields.website
  return value !== undefined && value !== null && value !== ''
}

/**
 * The rule of every text (decision 105), before anything else reads the fields (a filled honeypot's among them): each
 * field holding a character nothing can keep, or a line break where it is one line, is named with why.
 */
export function assertKeepableTexts(fields: Record<string, unknown>, locale: Locale): void {
  const faults = textFaults(inquiryFormSchema(locale), fields)
  if (faults.length > 0) {
    const problems: Record<string, IntakeProblem> = {}
    for (const { path, fault } of faults) {
      const name = path.split('.')[0]
      if (name) problems[name] ??= { key: textFaultKeys[fault] }
    }
    throw intakeErrors.validation(problems)
  }
}

/**
 * Validates with the same schema as the form, for the visitor's language (the phone number is required in
 * Chinese): every invalid field gets its first message key. Its texts were checked first (assertKeepableTexts).
 */
export function validateSubmission(fields: unknown, locale: Locale): ValidSubmission {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw intakeErrors.validation()
  const result = v.safeParse(inquiryFormSchema(locale), fields)
  if (!result.success) {
    const problems: Record<string, IntakeProblem> = {}
    for (const issue of result.issues) {
      const name = issue.path?.[0]?.key
      if (typeof name !== 'string' || problems[name]) continue
      problems[name] = problemOfIssue(issue.message)
    }
    throw intakeErrors.validation(problems)
  }
  const captcha = (fields as Record<string, unknown>).captcha
  return { body: result.output, captcha: typeof captcha === 'string' ? captcha : '' }
}
