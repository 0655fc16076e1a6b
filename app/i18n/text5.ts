import type { Locale } from './locales'

/** A text a visitor reads, in all five languages (the shipped content and the long-form pages). */
export type Text5 = Record<Locale, string>
