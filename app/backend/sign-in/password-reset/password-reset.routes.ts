import type { Hono } from 'hono'
import { passwordResetEndpoints as api } from '~/api/contract/password-reset-endpoints'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import type { Database } from '../../db/database.server'
import { implement } from '../../http/implement'
import { cleanUserAgent } from '../session-device'
import type { SignInOptions } from '../sign-in-options'
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from './password-reset'
import type { PasswordResetOptions } from './password-reset-options'

/** The reset of a forgotten password (decision 28): ask for the mail, check its token, set the new password. */
export function registerPasswordResetRoutes(app: Hono, db: Database, options: SignInOptions, reset: PasswordResetOptions): void {
  implement(app, api.requestPasswordReset, ({ body, request, bindings, locale }) =>
    requestPasswordReset(
      db,
      body.email,
      { clientIp: clientIpOf(request, bindings as ClientBindings | undefined, options.trustProxy), locale },
      options,
      reset,
    ),
  )
  implement(app, api.checkPasswordReset, ({ body }) => checkPasswordReset(db, body.token, options))
  implement(app, api.confirmPasswordReset, ({ body, request, locale }) =>
    confirmPasswordReset(db, body, options, {
      letterhead: reset,
      locale,
      userAgent: cleanUserAgent(request.headers.get('user-agent')),
    }),
  )
}
