import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { redirectAnswer } from '~/features/redirects/redirect-answer.server'
import { withSecurityHeaders } from '~/server/headers/entry-security-headers'
import { closedGently } from '~/server/http/gentle-close'
import { refuseFragmentInTarget } from '~/server/http/request-target'
import { handleWithServerFunctionBodyLimit } from '~/server/http/server-function-body-limit'
import { refuseServerFunctionWithoutId } from '~/server/http/server-function-without-id'
import { answerIfVisitorLeft } from '~/server/http/visitor-left'

const startHandler = createStartHandler(defaultStreamHandler)

/**
 * Start's own entry, but a visitor who closes the connection while the page renders ends the request quietly: Start
 * gives up on an aborted request by throwing the connection's error, and would log it with a stack trace as if the
 * site had failed (hundreds of lines a minute under load). Every other failure goes on to Start's handling. A request
 * target with a fragment is refused before anything reads the address (request-target.ts), and a server-function
 * address without a function's id before Start throws on it (server-function-without-id.ts). A server-function call's
 * body is limited before Start reads it (server-function-body-limit.ts). A refusal that closes the connection before
 * the body was read (those, and the upload endpoints') is held open a moment, so that a client still sending reads it
 * (gentle-close.ts). An old address an editor redirected is answered before Start (redirect-answer.server.ts). An
 * answer made here gets the security headers the app's middleware gives the others. A kept page was answered before
 * this entry, on Node's request (app/server-worker.ts), unless a redirect might answer it first.
 */
async function answer(request: Request, options: Parameters<typeof startHandler>[1]): Promise<Response> {
  const refusal = refuseFragmentInTarget(request) ?? refuseServerFunctionWithoutId(request)
  if (refusal) return refusal
  try {
    return await handleWithServerFunctionBodyLimit(request, (limited) => startHandler(limited, options))
  } catch (failure) {
    return answerIfVisitorLeft(request, failure)
  }
}

export default createServerEntry({
  fetch: async (request, options) => {
    const redirect = await redirectAnswer(request)
    if (redirect) return withSecurityHeaders(redirect)
    return closedGently(request, withSecurityHeaders(await answer(request, options)))
  },
})
