import type { DocumentType } from '~/api/contract/documents'
import type { LocalizedText } from '~/backend/db/schema'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'

/** What no file name should hold (a path, what Windows refuses, control and format characters). */
const UNSAFE = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu
const MAX_BASE_LENGTH = 150

/**
 * The name a download of a document is saved under, in a language: the document's name in it (else the Korean
 * one), made a harmless file name, `.pdf`. A name with nothing left is the type's (`company-en.pdf`).
 */
export function documentDownloadName(name: LocalizedText, locale: Locale, type: DocumentType): string {
  return harmlessPdfName(pick(name, locale), type.toLowerCase().replaceAll('_', '-'))
}

/** A text made a harmless file name, `.pdf` (`fallback` when nothing is left of it). */
export function harmlessPdfName(text: string, fallback: string): string {
  const base = text
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .trim()
  return `${base || fallback}.pdf`
}
