import type { Endpoint } from '~/api/contract/endpoint'
import type { TextFault } from '~/api/contract/text-fault'
import { textFaults } from '~/api/contract/text-faults'
import { type Locale, locales } from '~/i18n/locales'

/**
 * What is wrong with a value a staff member typed, by the contract's own rules (checked again by the server): the
 * forms show each as a message under its field, so that a refusal never costs what was typed.
 */
export type TextProblem = 'required' | 'too_short' | 'too_long' | TextFault

/** The text as the API keeps it: trimmed. */
export function typedText(value: string): string {
  return value.trim()
}

/** Free text of `min` to `max` characters, counted as the API counts them (trimmed). */
export function textProblem(value: string, max: number, min = 1): TextProblem | undefined {
  const length = typedText(value).length
  if (length === 0) return 'required'
  if (length < min) return 'too_short'
  return length > max ? 'too_long' : undefined
}

/**
 * What the API refuses first in one field of a call's body, by the rule of every text: a character nothing can keep, or
 * a line break where the contract's schema of the body makes the field one line (decision 105).
 */
export function textFaultOf(endpoint: Endpoint, field: string, value: string): TextFault | undefined {
  return textFaults(endpoint.body, { [field]: typedText(value) }, 1)[0]?.fault
}

/** The same for a field in five languages (`name`), by language. */
export function localizedTextFaults(
  endpoint: Endpoint,
  field: string,
  value: Partial<Record<Locale, string>>,
): Partial<Record<Locale, TextFault>> {
  const typed = Object.fromEntries(Object.entries(value).map(([locale, text]) => [locale, typedText(text ?? '')]))
  const faults: Partial<Record<Locale, TextFault>> = {}
  for (const { path, fault } of textFaults(endpoint.body, { [field]: typed })) {
    const locale = path.slice(field.length + 1) as Locale
    if (locales.includes(locale)) faults[locale] ??= fault
  }
  return faults
}

export type AmountProblem = 'required' | 'not_whole' | 'out_of_range'

/** A whole number of 1 to `max` typed as digits (grouping commas allowed): the number, or what is wrong with it. */
export function amountOf(value: string, max: number): { amount: number } | { problem: AmountProblem } {
  const text = value.trim().replaceAll(',', '')
  if (text === '') return { problem: 'required' }
  if (!/^\d{1,9}$/.test(text)) return { problem: 'not_whole' }
  const amount = Number(text)
  return amount >= 1 && amount <= max ? { amount } : { problem: 'out_of_range' }
}

/** The problems of a form's fields, without the fields that have none. */
export function problemsOf<Field extends string, Problem extends string>(
  found: Record<Field, Problem | undefined>,
): Partial<Record<Field, Problem>> {
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem !== undefined)) as Partial<
    Record<Field, Problem>
  >
}
