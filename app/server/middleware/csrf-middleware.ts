import { createCsrfMiddleware, createServerOnlyFn } from '@tanstack/react-start'
import { refusalLocale } from '~/i18n/refusal-locale'
import { m } from '~/paraglide/messages'
import { log } from '~/server/logging/log.server'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The refusal, in the language the request names (a server function's header, the page's `lang`) or prefers.
 * Server-only: the browser bundle holds this module (start.ts registers the middleware), and without the marker its
 * message, which only some pages load, would sit in the app's chunk (scripts/vite/client-messages.ts checks that).
 */
const refusal = createServerOnlyFn(({ request }: { request: Request }): Response => {
  // ASVS 16.3.3: logged with the method and whether it was a server function, not the address as the caller sent it.
  log.info('server', 'a cross-site request was refused (CSRF_REJECTED)', {
    method: request.method,
    serverFunction: new URL(request.url).pathname.startsWith('/_serverFn/'),
  })
  return Response.json(
    { error: { status: 403, code: 'CSRF_REJECTED', message: m.api_error_forbidden({}, { locale: refusalLocale(request) }) } },
    { status: 403, headers: { 'cache-control': 'no-store', vary: 'accept-language, cookie' } },
  )
})

/** Server functions are same-origin RPC: a call must prove it comes from this site (Sec-Fetch-Site, else Origin, else Referer). */
export const serverFunctionCsrfMiddleware = createCsrfMiddleware({
  filter: ({ handlerType }) => handlerType === 'serverFn',
  failureResponse: refusal,
})

/**
 * Other state-changing requests (the /api/v1 backend, forms): refused when a browser says they are cross-site.
 * A client that is no browser sends none of those headers and authenticates with a header token, so it passes.
 */
export const stateChangingCsrfMiddleware = createCsrfMiddleware({
  filter: ({ request, handlerType }) => handlerType !== 'serverFn' && !safeMethods.has(request.method),
  allowRequestsWithoutOriginCheck: true,
  failureResponse: refusal,
})

/**
 * For a route whose reads act in the signed-in person's name (the console's downloads write an audit entry), the same
 * rule for GET: a link on another site, or on another subdomain of this one (whose request carries a SameSite=Strict
 * cookie), is refused; an address typed or bookmarked (`Sec-Fetch-Site: none`) and a client that is no browser pass.
 */
export const ownReadsCsrfMiddleware = (failureResponse: () => Response) =>
  createCsrfMiddleware({ secFetchSite: ['same-origin', 'none'], allowRequestsWithoutOriginCheck: true, failureResponse })

/**
 * For a route that takes an upload in the signed-in person's name (the console's images, documents and pharmacy lists):
 * only from this site's own pages. A browser must say so (Sec-Fetch-Site same-origin, else Origin or Referer), and a
 * request that says nothing is refused too, since it acts in the name of whoever's cookie it carries.
 */
export const ownUploadsCsrfMiddleware = () => createCsrfMiddleware({ failureResponse: refusal })
