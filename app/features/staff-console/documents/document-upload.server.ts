import * as v from 'valibot'
import { documentEditingEndpoints, documentUploadLimits } from '~/api/contract/document-editing-endpoints'
import { specSheetEndpoints } from '~/api/contract/spec-sheet-endpoints'
import { m } from '~/paraglide/messages'
import { consoleRefusal, relayConsoleUpload } from '../console-upload.server'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

type UploadBody = { name: string; content: string }

/** The API call a PDF goes on to: a document's language (`type`), or a raw material's sheet (`product`). */
function uploadTarget(search: URLSearchParams): ((body: UploadBody) => Promise<unknown>) | undefined {
  const locale = search.get('locale')
  if (search.has('product')) {
    const sheet = v.safeParse(schemaOf(specSheetEndpoints.upload.params), { productId: search.get('product'), locale })
    return sheet.success ? (body) => staffApi(specSheetEndpoints.upload, { params: sheet.output, body }) : undefined
  }
  const document = v.safeParse(schemaOf(documentEditingEndpoints.upload.params), { type: search.get('type'), locale })
  return document.success ? (body) => staffApi(documentEditingEndpoints.upload, { params: document.output, body }) : undefined
}

/**
 * POST /api/console/documents?type=<type>&locale=<locale>&name=<file name> (or `product=<id>` for a raw material's
 * specification sheet): the console's upload of a language's PDF, relayed to the API's upload; answers `{ data }` or
 * `{ error }`.
 */
export function consoleDocumentUpload(request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams
  const send = uploadTarget(search)
  if (!send) return Promise.resolve(consoleRefusal(404, 'NOT_FOUND', m.admin_not_found()))
  const name = search.get('name')?.trim() || 'document.pdf'
  return relayConsoleUpload(request, {
    maxBytes: documentUploadLimits.maxBytes,
    tooLargeMessage: () => m.admin_documents_too_large({ megabytes: documentUploadLimits.maxBytes / 1024 / 1024 }),
    send: (content) => send({ name: name.slice(0, documentUploadLimits.maxNameLength), content }),
  })
}
