import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { documentUploadLimits } from '~/api/contract/document-editing-endpoints'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { ApiError } from '../../http/api-error'

const refused = (message: (locale: Locale) => string) => new ApiError('BAD_REQUEST', message, {}, 'file')

/** Checks an upload is a PDF by its bytes (never its name) and within the size limit; throws the refusal (400, `file`). */
export async function inspectPdf(bytes: Uint8Array): Promise<{ sha256: string }> {
  if (bytes.byteLength > documentUploadLimits.maxBytes) {
    throw refused((locale) => m.admin_documents_too_large({ megabytes: documentUploadLimits.maxBytes / 1024 / 1024 }, { locale }))
  }
  const type = await fileTypeFromBuffer(bytes)
  if (type?.mime !== 'application/pdf') throw refused((locale) => m.admin_documents_not_pdf({}, { locale }))
  return { sha256: createHash('sha256').update(bytes).digest('hex') }
}
