import { createFileRoute } from '@tanstack/react-router'
import { consoleMediaUpload } from '~/features/staff-console/media/media-upload.server'
import { ownUploadsCsrfMiddleware } from '~/server/middleware/csrf-middleware'

/**
 * POST /api/console/media: the console's image upload (see consoleMediaUpload), for the signed-in staff member only,
 * and only from the console's own pages: a browser must say so (Sec-Fetch-Site same-origin, else Origin or Referer);
 * a request that says nothing is refused too, since it acts in the name of whoever's cookie it carries.
 */
export const Route = createFileRoute('/api/console/media')({
  server: {
    middleware: [ownUploadsCsrfMiddleware()],
    handlers: { POST: ({ request }) => consoleMediaUpload(request) },
  },
})
