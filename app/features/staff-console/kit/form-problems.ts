/**
 * What is wrong with a value a staff member typed, by the contract's own rules (checked again by the server): the
 * forms show each as a message under its field, so that a refusal never costs what was typed.
 */
export type TextProblem = 'required' | 'too_short' | 'too_long'

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the API removes before counting
const UNTYPED_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** The text as the API keeps it: without the control characters nobody types, trimmed. */
export function typedText(value: string): string {
  return value.replace(UNTYPED_CONTROL_CHARACTERS, '').trim()
}

/** Free text of `min` to `max` characters, counted as the API counts them (after removing controls and trimming). */
export function textProblem(value: string, max: number, min = 1): TextProblem | undefined {
  const length = typedText(value).length
  if (length === 0) return 'required'
  if (length < min) return 'too_short'
  return length > max ? 'too_long' : undefined
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
