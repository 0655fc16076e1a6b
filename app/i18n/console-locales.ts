// Read by the build's configuration and scripts/add-messages.mjs as well, which resolve no `~/` path: types only here.
import type { Locale } from './locales'

/** The staff console speaks the staff's languages only; Korean first, and for any other `lang` (decision 32). */
export const consoleLocales = ['ko-KR', 'en-US'] as const satisfies readonly Locale[]
export type ConsoleLocale = (typeof consoleLocales)[number]

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return typeof value === 'string' && (consoleLocales as readonly string[]).includes(value)
}

/**
 * The console's messages are named `admin_…` and written in the console's languages only: the other catalogues do not
 * have them, and Paraglide compiles each as the Korean text there (the base locale), which no page renders.
 */
export const consoleMessagePrefix = 'admin_'

export const isConsoleMessage = (key: string) => key.startsWith(consoleMessagePrefix)
