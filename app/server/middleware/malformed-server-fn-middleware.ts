import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { serverFunctionRefusal } from '~/server/http/server-function-refusal'
import { log } from '~/server/logging/log.server'

/** The server-function calls whose payload the framework decoded: their function middleware ran. */
const decoded = new WeakSet<Request>()

/** First of the function middleware: notes that the call's payload was decoded and its handler is next. */
export const payloadDecodedMiddleware = createMiddleware({ type: 'function' }).server(({ next }) => {
  decoded.add(getRequest())
  return next()
})

/**
 * A server-function call whose payload the framework could not decode (not JSON, not its serialization format)
 * fails before any of our code runs: it is the caller's mistake, 400 (a patch in scripts/dependency-rewrites/ makes
 * the framework answer 400 without logging it; it logged each with its stack and answered 500). A call naming no
 * function the browser may call (an unknown id) makes the framework throw before decoding: 404, with one debug line
 * instead of its stack. A 5xx from a call that was decoded is a real failure and stays one.
 */
export const malformedServerFnMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  try {
    const result = await next()
    const status = result.response.status
    if (decoded.has(request) || (status !== 400 && status < 500)) return result
    return serverFunctionRefusal(request, 400)
  } catch (failure) {
    if (decoded.has(request) || request.signal.aborted || failure instanceof Response) throw failure
    log.debug('server-functions', 'a call named no function this site serves; answered 404', {
      path: new URL(request.url).pathname,
      error: failure,
    })
    return serverFunctionRefusal(request, 404)
  }
})
