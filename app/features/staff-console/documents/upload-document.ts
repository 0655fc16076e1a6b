import { type DocumentForEditing, documentUploadLimits } from '~/api/contract/document-editing-endpoints'
import type { DocumentType } from '~/api/contract/documents'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/** Where the console posts a PDF (app/routes/api/console.documents.ts). */
const UPLOAD_PATH = '/api/console/documents'

export type DocumentUploadOutcome = { ok: true; document: DocumentForEditing } | { ok: false; message: string }

interface UploadAnswer {
  data?: DocumentForEditing
  error?: { message?: string; fields?: Record<string, { message: string }> }
}

/**
 * Sends a language's PDF of a document: a refusal comes back as the API's message in the console's language (the
 * file's own one first), a file over the size limit before a byte is sent.
 */
export async function uploadDocument(type: DocumentType, locale: Locale, file: File): Promise<DocumentUploadOutcome> {
  if (file.size > documentUploadLimits.maxBytes) {
    return { ok: false, message: m.admin_documents_too_large({ megabytes: documentUploadLimits.maxBytes / 1024 / 1024 }) }
  }
  const search = new URLSearchParams({ type, locale, name: file.name, lang: getLocale() })
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
  const answer = (await response.json().catch(() => ({}))) as UploadAnswer
  if (response.ok && answer.data) return { ok: true, document: answer.data }
  const message = answer.error?.fields?.file?.message ?? answer.error?.message ?? m.admin_documents_upload_failed()
  return { ok: false, message }
}
