import type { ActionOutcome } from '~/api/action-outcome'
import {
  PHARMACY_IMPORT_MAX_BYTES,
  type PharmacyImportMode,
  type PharmacyImportReport,
} from '~/api/contract/pharmacy-editing-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { uploadConsoleFile } from '../kit/console-file-upload'
import { pharmacyImportHref } from './pharmacy-file-paths'

export type ImportOutcome = ActionOutcome<PharmacyImportReport>

/**
 * Sends the chosen file to be checked (`dryRun`) or imported; a refusal comes back as a message in the console's
 * language. Replacing the whole list may want the password and a code again: asked for, then the file goes again.
 */
export function uploadPharmacyList(file: File, mode: PharmacyImportMode, dryRun: boolean): Promise<ImportOutcome> {
  return uploadConsoleFile(file, {
    href: pharmacyImportHref({ mode, dryRun, name: file.name, lang: getLocale() }),
    maxBytes: PHARMACY_IMPORT_MAX_BYTES,
    tooLargeMessage: () =>
      m.admin_pharmacy_import_too_large({ megabytes: formatNumber(PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024) }),
    failedMessage: m.admin_pharmacy_import_failed,
  })
}
