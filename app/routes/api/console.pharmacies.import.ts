import { createFileRoute } from '@tanstack/react-router'
import { consolePharmacyImport } from '~/features/staff-console/pharmacies/pharmacy-import.server'
import { ownUploadsCsrfMiddleware } from '~/server/middleware/csrf-middleware'

/**
 * POST /api/console/pharmacies/import: the console's upload of a pharmacy list (see consolePharmacyImport), for the
 * signed-in editor or admin only, and only from the console's own pages: a browser must say so (Sec-Fetch-Site
 * same-origin, else Origin or Referer); a request that says nothing is refused too, since it acts in the name of
 * whoever's cookie it carries.
 */
export const Route = createFileRoute('/api/console/pharmacies/import')({
  server: {
    middleware: [ownUploadsCsrfMiddleware()],
    handlers: { POST: ({ request }) => consolePharmacyImport(request) },
  },
})
