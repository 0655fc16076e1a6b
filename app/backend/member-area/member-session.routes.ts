import type { Hono } from 'hono'
import { memberSessionEndpoints as api } from '~/api/contract/member-session-endpoints'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import { requireSession } from '../sign-in/member-sessions'
import { assertRecentlyAuthenticated, reauthenticate } from '../sign-in/reauthentication'
import type { SignInOptions } from '../sign-in/sign-in-options'
import { endOtherSessions, endSession, listSessions } from './member-session-list'

/** The member's own sessions (list, end one, end the others) and re-authentication; each resolves the member itself. */
export function registerMemberSessionRoutes(app: Hono, db: Database, options: SignInOptions): void {
  const signedIn = (request: Request) => requireSession(db, request, options)

  implement(app, api.sessions, async ({ request }) => listSessions(db, await signedIn(request), options))
  // Ending sessions wants a recent authentication (ASVS 7.5.2): a stolen token alone cannot sign the member out elsewhere.
  implement(app, api.endOtherSessions, async ({ request }) => {
    const session = await signedIn(request)
    assertRecentlyAuthenticated(session, options)
    return endOtherSessions(db, session, options)
  })
  implement(app, api.endSession, async ({ request, params }) => {
    const session = await signedIn(request)
    assertRecentlyAuthenticated(session, options)
    return endSession(db, session, params.id, options)
  })
  implement(app, api.reauthenticate, async ({ request, body }) =>
    reauthenticate(db, await signedIn(request), body.password, options),
  )
}
