import { toQueryString } from '~/api/contract/endpoint'
import type { PharmacyFileFormat, PharmacyImportMode } from '~/api/contract/pharmacy-editing-endpoints'
import { consoleDownloadBase } from '../inquiries/inquiry-download-paths'

/** The console's download of the whole list (routes/api/console.$.ts); `lang` names the language of its header row. */
export function pharmacyExportHref(format: PharmacyFileFormat, lang: string): string {
  return `${consoleDownloadBase}/pharmacies.${format}${toQueryString({ lang })}`
}

/** Where the console posts a file to import (routes/api/console.pharmacies.import.ts). */
export function pharmacyImportHref(options: { mode: PharmacyImportMode; dryRun: boolean; name: string; lang: string }): string {
  return `${consoleDownloadBase}/pharmacies/import${toQueryString({ ...options, dryRun: String(options.dryRun) })}`
}

/** The download a console address names, if it is the pharmacy list's: its format. */
export function pharmacyExportFormatOf(path: string): PharmacyFileFormat | undefined {
  const match = /^pharmacies\.(csv|xlsx)$/.exec(path)
  return match ? (match[1] as PharmacyFileFormat) : undefined
}
