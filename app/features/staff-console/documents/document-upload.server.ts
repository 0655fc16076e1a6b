import * as v from 'valibot'
import { documentEditingEndpoints, documentUploadLimits } from '~/api/contract/document-editing-endpoints'
import { m } from '~/paraglide/messages'
import { consoleRefusal, relayConsoleUpload } from '../console-upload.server'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

/**
 * POST /api/console/documents?type=<type>&locale=<locale>&name=<file name>: the console's upload of a language's PDF,
 * relayed to the API's upload; answers `{ data }` or `{ error }`.
 */
export function consoleDocumentUpload(request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams
  const target = v.safeParse(schemaOf(documentEditingEndpoints.upload.params), {
    type: search.get('type'),
    locale: search.get('locale'),
  })
  if (!target.success) return Promise.resolve(consoleRefusal(404, 'NOT_FOUND', m.admin_not_found()))
  const name = search.get('name')?.trim() || 'document.pdf'
  return relayConsoleUpload(request, {
    maxBytes: documentUploadLimits.maxBytes,
    tooLargeMessage: () => m.admin_documents_too_large({ megabytes: documentUploadLimits.maxBytes / 1024 / 1024 }),
    send: (content) =>
      staffApi(documentEditingEndpoints.upload, {
        params: target.output,
        body: { name: name.slice(0, documentUploadLimits.maxNameLength), content },
      }),
  })
}
