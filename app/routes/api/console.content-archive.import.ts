import { createFileRoute } from '@tanstack/react-router'
import { consoleContentArchiveImport } from '~/features/staff-console/content-archive/content-archive-import.server'
import { ownUploadsCsrfMiddleware } from '~/server/middleware/csrf-middleware'

/**
 * POST /api/console/content-archive/import: the console's upload of a content archive (see
 * consoleContentArchiveImport), for the signed-in admin only, and only from the console's own pages, as the pharmacy
 * list's upload.
 */
export const Route = createFileRoute('/api/console/content-archive/import')({
  server: {
    middleware: [ownUploadsCsrfMiddleware()],
    handlers: { POST: ({ request }) => consoleContentArchiveImport(request) },
  },
})
