import { getNormalizedURL } from '@tanstack/react-router/ssr/server'
import { serverFunctionRefusal } from './server-function-refusal'

/**
 * A server-function address that names no function (`/_serverFn/`, `/_serverFn//x`) is refused with 404 before Start
 * sees it: Start throws on it before any middleware runs, and the error went to the log with its stack (answered
 * 500). The address is read as Start reads it: raw, or normalized when it has a `%` or starts with `//`, and the id
 * is its first segment after the base. Undefined for every other request.
 */
export function refuseServerFunctionWithoutId(request: Request, base = process.env.TSS_SERVER_FN_BASE): Response | undefined {
  if (!base) return undefined
  const raw = new URL(request.url).pathname
  const normalize = !raw.startsWith(base) || raw.includes('%') || raw.startsWith('//')
  const pathname = normalize ? getNormalizedURL(request.url).url.pathname : raw
  if (!pathname.startsWith(base) || pathname.slice(base.length).split('/')[0] !== '') return undefined
  return serverFunctionRefusal(request, 404)
}
