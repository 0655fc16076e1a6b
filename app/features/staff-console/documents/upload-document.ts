import { type DocumentForEditing, documentUploadLimits } from '~/api/contract/document-editing-endpoints'
import type { DocumentType } from '~/api/contract/documents'
import type { MaterialSpecSheets } from '~/api/contract/spec-sheet-endpoints'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/** Where the console posts a PDF (app/routes/api/console.documents.ts), of a document or a material's sheet. */
const UPLOAD_PATH = '/api/console/documents'

type UploadOutcome<T> = { ok: true; data: T } | { ok: false; message: string }

interface UploadAnswer<T> {
  data?: T
  error?: { message?: string; fields?: Record<string, { message: string }> }
}

/**
 * Sends a PDF to the console's relay for `target` (the address's parameters): a refusal comes back as the API's
 * message in the console's language (the file's own one first), a file over the size limit before a byte is sent.
 */
async function uploadPdf<T>(target: Record<string, string>, file: File): Promise<UploadOutcome<T>> {
  if (file.size > documentUploadLimits.maxBytes) {
    return { ok: false, message: m.admin_documents_too_large({ megabytes: documentUploadLimits.maxBytes / 1024 / 1024 }) }
  }
  const search = new URLSearchParams({ ...target, name: file.name, lang: getLocale() })
  let response: Response
  try {
    response = await fetch(`${UPLOAD_PATH}?${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })
  } catch {
    return { ok: false, message: m.auth_error_network() }
  }
  const answer = (await response.json().catch(() => ({}))) as UploadAnswer<T>
  if (response.ok && answer.data) return { ok: true, data: answer.data }
  const message = answer.error?.fields?.file?.message ?? answer.error?.message ?? m.admin_documents_upload_failed()
  return { ok: false, message }
}

/** Sends a language's PDF of a company document. */
export const uploadDocument = (type: DocumentType, locale: Locale, file: File) =>
  uploadPdf<DocumentForEditing>({ type, locale }, file)

/** Sends a language's specification sheet of a raw material. */
export const uploadSpecSheet = (productId: number, locale: Locale, file: File) =>
  uploadPdf<MaterialSpecSheets>({ product: String(productId), locale }, file)
