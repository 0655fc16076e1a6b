import type { Hono } from 'hono'
import { passkeyEndpoints as api } from '~/api/contract/passkey-endpoints'
import { type ClientBindings, clientIpOf } from '~/server/http/client-address'
import type { Database } from '../../db/database.server'
import { implement } from '../../http/implement'
import { requireSession } from '../member-sessions'
import { assertRecentlyAuthenticated } from '../reauthentication'
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
export function registerPasskeyRoutes(app: Hono, db: Database, options: SignInOptions, site: PasskeySite): void {
  const clientIp = (request: Request, bindings: unknown) =>
    clientIpOf(request, bindings as ClientBindings | undefined, options.trustProxy)
  const recentlyAuthenticated = async (request: Request) => {
    const session = await requireSession(db, request, options)
    assertRecentlyAuthenticated(session, options)
    return session.member
  }
  const countAt = () => (options.clock ? nowOf(options) : undefined)

  implement(app, api.passkeys, async ({ request }) => memberPasskeys(db, (await requireSession(db, request, options)).member.id))
  implement(app, api.registrationOptions, async ({ request }) =>
    memberRegistrationOptions(db, site, await recentlyAuthenticated(request), nowOf(options), countAt()),
  )
  implement(app, api.registerPasskey, async ({ request, body }) =>
    registerMemberPasskey(db, site, await recentlyAuthenticated(request), body, nowOf(options)),
  )
  implement(app, api.renamePasskey, async ({ request, params, body }) =>
    renameMemberPasskey(db, await recentlyAuthenticated(request), params.id, body, nowOf(options)),
  )
  implement(app, api.removePasskey, async ({ request, params }) =>
    removeMemberPasskey(db, await recentlyAuthenticated(request), params.id, nowOf(options)),
  )
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
