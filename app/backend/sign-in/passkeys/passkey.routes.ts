import type { Hono } from 'hono'
import { passkeyEndpoints as api } from '~/api/contract/passkey-endpoints'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import type { Database } from '../../db/database.server'
import { implement } from '../../http/implement'
import { requireSession } from '../member-sessions'
import { assertRecentlyAuthenticated } from '../reauthentication'
import { changeBySession, type NoticeLetterhead } from '../security-history/member-security-change'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { memberReauthenticationOptions, reauthenticateWithPasskey } from './member-passkey-reauthentication'
import { memberSignInOptions, signInWithPasskey } from './member-passkey-sign-in'
import {
  memberPasskeys,
  memberRegistrationOptions,
  registerMemberPasskey,
  removeMemberPasskey,
  renameMemberPasskey,
} from './member-passkeys'
import type { PasskeySite } from './passkey-site'

/**
 * The members' passkeys (decision 88): listing them, adding, renaming and removing one (a recent authentication, as every
 * security change), signing in with one, and authenticating again with one when a session is stale.
 */
export function registerPasskeyRoutes(
  app: Hono,
  db: Database,
  options: SignInOptions,
  site: PasskeySite,
  letterhead: NoticeLetterhead,
): void {
  const clientIp = (request: Request, bindings: unknown) =>
    clientIpOf(request, bindings as ClientBindings | undefined, options.trustProxy)
  const recentlyAuthenticated = async (request: Request) => {
    const session = await requireSession(db, request, options)
    assertRecentlyAuthenticated(session, options)
    return session
  }
  // Limits count at the injected clock's moment, else the database's (see rateLimit).
  const moment = () => ({ now: nowOf(options), countAt: options.clock ? nowOf(options) : undefined })

  implement(app, api.passkeys, async ({ request }) => memberPasskeys(db, (await requireSession(db, request, options)).member.id))
  implement(app, api.registrationOptions, async ({ request }) =>
    memberRegistrationOptions(db, site, (await recentlyAuthenticated(request)).member, moment()),
  )
  implement(app, api.registerPasskey, async ({ request, body, locale }) => {
    const signedIn = await recentlyAuthenticated(request)
    return registerMemberPasskey(db, site, signedIn.member, body, changeBySession(signedIn, letterhead, locale, options))
  })
  implement(app, api.renamePasskey, async ({ request, params, body, locale }) => {
    const signedIn = await recentlyAuthenticated(request)
    return renameMemberPasskey(db, signedIn.member, params.id, body, changeBySession(signedIn, letterhead, locale, options))
  })
  implement(app, api.removePasskey, async ({ request, params, locale }) => {
    const signedIn = await recentlyAuthenticated(request)
    return removeMemberPasskey(db, signedIn.member, params.id, changeBySession(signedIn, letterhead, locale, options))
  })
  implement(app, api.reauthenticationOptions, async ({ request }) =>
    memberReauthenticationOptions(db, site, await requireSession(db, request, options), options),
  )
  implement(app, api.reauthenticate, async ({ request, body }) =>
    reauthenticateWithPasskey(db, site, await requireSession(db, request, options), body.response, options),
  )
  implement(app, api.signInOptions, ({ request, bindings }) =>
    memberSignInOptions(db, site, clientIp(request, bindings), options),
  )
  implement(app, api.signIn, ({ request, bindings, body }) =>
    signInWithPasskey(db, site, body, clientIp(request, bindings), options),
  )
}
