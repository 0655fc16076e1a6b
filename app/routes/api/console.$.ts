import { createFileRoute } from '@tanstack/react-router'
import { consoleDownload, downloadFromElsewhere } from '~/features/staff-console/inquiries/inquiry-downloads.server'
import { ownReadsCsrfMiddleware } from '~/server/middleware/csrf-middleware'

/**
 * GET /api/console/*: the staff console's downloads (an inquiry's attachments, the CSV export), streamed from the API
 * for the signed-in staff member only, and only when asked from the console itself or a typed address (never by a link
 * elsewhere: a download is audited in their name); see consoleDownload.
 */
export const Route = createFileRoute('/api/console/$')({
  server: {
    middleware: [ownReadsCsrfMiddleware(downloadFromElsewhere)],
    handlers: { GET: ({ request, params }) => consoleDownload(request, params._splat ?? '') },
  },
})
