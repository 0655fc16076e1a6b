/** The status nginx logs for a visitor who closed the connection before the answer; nobody receives it. */
const CLIENT_CLOSED_REQUEST = 499

/**
 * What to answer when handling a request failed: nothing, if the visitor closed the connection first (the renderer
 * then fails with the connection's `aborted` error, which is the visitor leaving, not the site failing, and must not
 * be logged as a failure); otherwise the failure is thrown again, for the framework to log and answer 500.
 */
export function answerIfVisitorLeft(request: Request, failure: unknown): Response {
  if (!request.signal.aborted) throw failure
  return new Response(null, { status: CLIENT_CLOSED_REQUEST })
}
