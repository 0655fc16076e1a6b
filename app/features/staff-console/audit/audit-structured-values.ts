import { isLocale, type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { languageName } from '../inquiries/inquiry-labels'

/**
 * The kept values that are more than one text: a text per language (a name, an address), a place on the map, a staff
 * member's id, a pharmacy's products. The audit log shows each as the console's own forms do, never as the JSON it was kept as (decision 75).
 */

/** One language's text of a kept value: the language by its own name, the text in that language. */
export interface LanguageText {
  locale: Locale
  language: string
  text: string
}

/** A kept value read as JSON, or undefined when it is not JSON (what a person typed). */
function keptJson(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/** The kept JSON object, or undefined for anything else (text, a number, a list, JSON that does not parse). */
function keptObject(value: string): Record<string, unknown> | undefined {
  const parsed = value.startsWith('{') ? keptJson(value) : undefined
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined
}

/** A text per language ({"ko-KR": …, "en-US": …}) in the site's order of languages; undefined for any other value. */
export function textsByLanguage(value: string): LanguageText[] | undefined {
  const kept = keptObject(value)
  if (!kept) return undefined
  const entries = Object.entries(kept)
  if (entries.length === 0 || !entries.every(([key, text]) => isLocale(key) && typeof text === 'string')) return undefined
  return locales
    .filter((locale) => typeof kept[locale] === 'string')
    .map((locale) => ({ locale, language: languageName(locale), text: kept[locale] as string }))
}

/** A place ({"lat": …, "lng": …}) as the company form names its two numbers; undefined for any other value. */
export function placeText(value: string): string | undefined {
  const kept = keptObject(value)
  if (!kept || Object.keys(kept).length !== 2 || typeof kept.lat !== 'number' || typeof kept.lng !== 'number') return undefined
  return `${m.admin_company_latitude()} ${kept.lat} · ${m.admin_company_longitude()} ${kept.lng}`
}

/** The kept fields that hold a staff member's id: whom an inquiry was given to, who invited a new staff member. */
const staffIdFields = new Set(['assigneeId', 'invitedBy'])

/**
 * A staff member's id by their name in the console's staff list, an inquiry given to nobody as its form says it;
 * undefined for another field, or an id the list does not have (a staff member removed since: the id as kept).
 */
export function staffNameText(key: string, value: string, names: ReadonlyMap<string, string>): string | undefined {
  if (!staffIdFields.has(key)) return undefined
  if (value === '' && key === 'assigneeId') return m.admin_inquiry_nobody()
  return names.get(value)
}

/**
 * A pharmacy's products (`productIds`, a list of ids) by their names in the console's list of products, a product that
 * list no longer has by its number; undefined for another field or value.
 */
export function productNamesText(key: string, value: string, names: ReadonlyMap<number, string>): string | undefined {
  if (key !== 'productIds') return undefined
  const ids = keptJson(value)
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number')) return undefined
  return ids.length === 0 ? '—' : ids.map((id) => names.get(id) ?? `#${id}`).join(', ')
}

/** The subjects an access record's list showed (`subjects`, a list of ids); undefined for another field or value. */
export function shownSubjects(key: string, value: string): string[] | undefined {
  if (key !== 'subjects') return undefined
  const ids = keptJson(value)
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? ids : undefined
}
