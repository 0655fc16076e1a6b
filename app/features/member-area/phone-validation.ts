import { m } from '~/paraglide/messages'

/** Digits only: 01X then 7 or 8 digits; spaces and dashes a person types are dropped first. */
export function normalizeMobile(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function mobileProblem(value: string): string | undefined {
  return /^01[016789]\d{7,8}$/.test(normalizeMobile(value)) ? undefined : m.phone_error_number()
}

export function codeProblem(value: string): string | undefined {
  return /^\d{6}$/.test(value.trim()) ? undefined : m.phone_error_code()
}
