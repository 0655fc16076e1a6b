import { createCsrfMiddleware } from '@tanstack/react-start'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

const refusal = () =>
  Response.json({ error: { status: 403, code: 'CSRF_REJECTED', message: 'Cross-site request refused.' } }, { status: 403 })

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
