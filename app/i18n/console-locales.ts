import type { Locale } from './locales'

/** The staff console speaks the staff's languages only; Korean first, and for any other `lang` (decision 32). */
export const consoleLocales = ['ko-KR', 'en-US'] as const satisfies readonly Locale[]
export type ConsoleLocale = (typeof consoleLocales)[number]

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return typeof value === 'string' && (consoleLocales as readonly string[]).includes(value)
}
