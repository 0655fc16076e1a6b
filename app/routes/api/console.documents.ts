import { createFileRoute } from '@tanstack/react-router'
import { consoleDocumentUpload } from '~/features/staff-console/documents/document-upload.server'
import { ownUploadsCsrfMiddleware } from '~/server/middleware/csrf-middleware'

/**
 * POST /api/console/documents: the console's upload of a document's PDF or of a raw material's specification sheet
 * (see consoleDocumentUpload), for the signed-in editor or admin only, and only from the console's own pages: a
 * browser must say so (Sec-Fetch-Site same-origin, else Origin or Referer); a request that says nothing is refused
 * too, since it acts in the name of whoever's cookie it carries. The same rule as the media library's and the pharmacy
 * list's uploads.
 */
export const Route = createFileRoute('/api/console/documents')({
  server: {
    middleware: [ownUploadsCsrfMiddleware()],
    handlers: { POST: ({ request }) => consoleDocumentUpload(request) },
  },
})
