import type { ActionOutcome } from '~/api/action-outcome'
import {
  PHARMACY_IMPORT_MAX_BYTES,
  type PharmacyImportMode,
  type PharmacyImportReport,
} from '~/api/contract/pharmacy-editing-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { withFreshProof } from '../proof/with-fresh-proof'
import { pharmacyImportHref } from './pharmacy-file-paths'

export type ImportOutcome = ActionOutcome<PharmacyImportReport>

interface ImportAnswer {
  data?: PharmacyImportReport
  error?: { code?: string; message?: string }
}

/**
 * Sends the chosen file to be checked (`dryRun`) or imported; a refusal comes back as a message in the console's
 * language. Replacing the whole list may want the password and a code again: asked for, then the file goes again.
 */
export function uploadPharmacyList(file: File, mode: PharmacyImportMode, dryRun: boolean): Promise<ImportOutcome> {
  return withFreshProof(() => sendPharmacyList(file, mode, dryRun))
}

const refusal = (status: number, code: string, message: string): ImportOutcome => ({ ok: false, status, code, message })

async function sendPharmacyList(file: File, mode: PharmacyImportMode, dryRun: boolean): Promise<ImportOutcome> {
  if (file.size > PHARMACY_IMPORT_MAX_BYTES) {
    const megabytes = formatNumber(PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024)
    return refusal(413, 'PAYLOAD_TOO_LARGE', m.admin_pharmacy_import_too_large({ megabytes }))
  }
  let response: Response
  try {
    response = await fetch(pharmacyImportHref({ mode, dryRun, name: file.name, lang: getLocale() }), {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })
  } catch {
    return refusal(0, 'NETWORK', m.auth_error_network())
  }
  const answer = (await response.json().catch(() => ({}))) as ImportAnswer
  if (response.ok && answer.data) return { ok: true, data: answer.data }
  return refusal(response.status, answer.error?.code ?? 'UNKNOWN', answer.error?.message ?? m.admin_pharmacy_import_failed())
}
