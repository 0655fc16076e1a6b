import {
  PHARMACY_IMPORT_MAX_BYTES,
  type PharmacyImportMode,
  type PharmacyImportReport,
} from '~/api/contract/pharmacy-editing-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { pharmacyImportHref } from './pharmacy-file-paths'

export type ImportOutcome = { ok: true; report: PharmacyImportReport } | { ok: false; message: string }

interface ImportAnswer {
  data?: PharmacyImportReport
  error?: { message?: string }
}

/** Sends the chosen file to be checked (`dryRun`) or imported; a refusal comes back as a message in the console's language. */
export async function uploadPharmacyList(file: File, mode: PharmacyImportMode, dryRun: boolean): Promise<ImportOutcome> {
  if (file.size > PHARMACY_IMPORT_MAX_BYTES) {
    return {
      ok: false,
      message: m.admin_pharmacy_import_too_large({ megabytes: formatNumber(PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024) }),
    }
  }
  let response: Response
  try {
    response = await fetch(pharmacyImportHref({ mode, dryRun, name: file.name, lang: getLocale() }), {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })
  } catch {
    return { ok: false, message: m.auth_error_network() }
  }
  const answer = (await response.json().catch(() => ({}))) as ImportAnswer
  if (response.ok && answer.data) return { ok: true, report: answer.data }
  return { ok: false, message: answer.error?.message ?? m.admin_pharmacy_import_failed() }
}
