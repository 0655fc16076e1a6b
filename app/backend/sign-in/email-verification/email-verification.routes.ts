import type { Hono } from 'hono'
import { emailVerificationEndpoints as api } from '~/api/contract/email-verification-endpoints'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import type { Database } from '../../db/database.server'
import { implement } from '../../http/implement'
import { requireSession } from '../member-sessions'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { confirmEmailVerification, sendEmailVerification } from './email-verification'
import type { EmailVerificationOptions } from './email-verification-options'

/** The verification of a member's email (decision 48): a new link for the signed-in member, and the link's token. */
export function registerEmailVerificationRoutes(
  app: Hono,
  db: Database,
  options: SignInOptions,
  verification: EmailVerificationOptions,
): void {
  implement(app, api.sendEmailVerification, async ({ request, bindings, locale }) => {
    const { member } = await requireSession(db, request, options)
    const clientIp = clientIpOf(request, bindings as ClientBindings | undefined, options.trustProxy)
    return sendEmailVerification(db, member, clientIp, { locale, now: nowOf(options), options: verification })
  })
  implement(app, api.confirmEmailVerification, ({ body }) => confirmEmailVerification(db, body.token, nowOf(options)))
}
