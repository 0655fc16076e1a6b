import { jsonb, timestamp } from 'drizzle-orm/pg-core'
import type { Locale } from '~/i18n/locales'

/** A moment: every timestamp column keeps its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true })

/** Text a visitor reads, per locale; a missing locale falls back to ko-KR when read. */
export type LocalizedText = Partial<Record<Locale, string>>

export const localized = (name: string) => jsonb(name).$type<LocalizedText>()
