import type { Hono } from 'hono'
import { memberSessionEndpoints as api } from '~/api/contract/member-session-endpoints'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import type { AuthOptions } from '../members/auth-options'
import { requireSession } from '../members/member-sessions'
import { endOtherSessions, endSession, listSessions } from './member-session-list'
import { reauthenticate } from './reauthentication'

/** The member's own sessions (list, end one, end the others) and re-authentication; each resolves the member itself. */
export function registerMemberSessionRoutes(app: Hono, db: Database, options: AuthOptions): void {
  const signedIn = (request: Request) => requireSession(db, request, options)

  implement(app, api.sessions, async ({ request }) => listSessions(db, await signedIn(request), options))
  implement(app, api.endOtherSessions, async ({ request }) => endOtherSessions(db, await signedIn(request), options))
  implement(app, api.endSession, async ({ request, params }) => endSession(db, await signedIn(request), params.id, options))
  implement(app, api.reauthenticate, async ({ request, body }) =>
    reauthenticate(db, await signedIn(request), body.password, options),
  )
}
