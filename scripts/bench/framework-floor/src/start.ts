import { createMiddleware, createStart } from '@tanstack/react-start'
import { compressedResponse } from '../../../../app/server/compression/compress-response'
import { securityHeaders } from '../../../../app/server/headers/content-security-policy'
import { createNonce } from '../../../../app/server/headers/nonce.server'

/**
 * What the site must do for any page (issue 41), with the site's own code: a fresh nonce's security headers (the
 * same policy) and gzip at the site's level, for a browser that accepts it. Nothing else of the site's middleware.
 */
const sitePageWork = createMiddleware().server(async ({ request, next }) => {
  const { response } = await next()
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(securityHeaders({ nonce: createNonce(), https: false }))) headers.set(name, value)
  const secured = new Response(response.body, { status: response.status, headers })
  return compressedResponse(request, secured)
})

export const startInstance = createStart(() => ({ requestMiddleware: [sitePageWork] }))
