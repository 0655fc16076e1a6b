import { createFileRoute } from '@tanstack/react-router'
import { consoleDownload } from '~/features/staff-console/inquiries/inquiry-downloads.server'

/**
 * GET /api/console/*: the staff console's downloads (an inquiry's attachments, the CSV export), streamed from the API
 * for the signed-in staff member only; see consoleDownload.
 */
export const Route = createFileRoute('/api/console/$')({
  server: { handlers: { GET: ({ request, params }) => consoleDownload(request, params._splat ?? '') } },
})
