import type { Context } from 'hono'
import { type ErrorCode, errorCodes } from '~/api/contract/error-response'
import type { IntakeErrorCode } from '~/api/contract/intake-error'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import { log } from '~/server/logging/log.server'
import { siteMetrics } from '~/server/metrics/site-metrics.server'

/**
 * The API's refusals by a control that are logged (ASVS 5.0 16.3.3: attempts past input validation, the size limits,
 * the rate limits, re-authentication). Every refusal of the inquiry form is one (its codes, lower-case, are its
 * validation, size, file, captcha and rate checks). Refusals by role and failed sign-ins are logged where they are
 * decided, with more to say.
 */
const loggedApiRefusals: ReadonlySet<string> = new Set<ErrorCode>([
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'REAUTHENTICATION_REQUIRED',
])

const isApiErrorCode = (code: string): code is ErrorCode => code in errorCodes

/**
 * One line for a refused request, with nothing the caller sent: the code, the method, the route's pattern (never the
 * address as typed) and the caller's address. Info, not a warning: a mistyped form is refused by the same control.
 */
export function logControlRefusal(context: Context, code: ErrorCode | IntakeErrorCode, trustProxy: boolean): void {
  if (isApiErrorCode(code) && !loggedApiRefusals.has(code)) return
  siteMetrics().refusals.inc({ code })
  log.info('api', 'a control refused the request', {
    code,
    method: context.req.method,
    route: context.req.routePath,
    clientIp: context.get('clientIp') ?? clientIpOf(context.req.raw, context.env as ClientBindings | undefined, trustProxy),
  })
}
