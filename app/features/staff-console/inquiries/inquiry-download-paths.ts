import { toQueryString } from '~/api/contract/endpoint'
import type { AuditFilters } from '../audit/audit-search'
import type { InquiryFilters } from './inquiry-search'

/**
 * The site's download routes of the console (routes/api/console.$.ts), which stream the API's files with the staff
 * member's token: never a public address, and each one checks the staff session and role first. `lang` names the
 * language of the CSV's header row.
 */
export const consoleDownloadBase = '/api/console'
/** The header a console download's refusal names its code in (its body is the message, as text). */
export const DOWNLOAD_REFUSAL_HEADER = 'x-refusal-code'

export function inquiryExportHref(filters: InquiryFilters, lang: string): string {
  return `${consoleDownloadBase}/inquiries.csv${toQueryString({ ...filters, lang })}`
}

export function attachmentHref(receiptNumber: string, id: number, lang: string): string {
  const receipt = encodeURIComponent(receiptNumber)
  return `${consoleDownloadBase}/inquiries/${receipt}/attachments/${id}${toQueryString({ lang })}`
}

export function auditExportHref(filters: AuditFilters, lang: string): string {
  return `${consoleDownloadBase}/audit.csv${toQueryString({ ...filters, lang })}`
}
