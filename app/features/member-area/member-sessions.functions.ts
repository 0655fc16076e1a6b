import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { memberSessionEndpoints, reauthenticateBody } from '~/api/contract/member-session-endpoints'
import { authenticationResponseSchema, passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import type { Session } from '~/api/contract/sign-in-endpoints'
import { contractInput } from '~/api/contract-input'
import { writeSessionCookie } from '../sign-in/sign-in-cookies.server'
import { signOutCurrentVisitor } from '../sign-in/sign-in-session.server'
import { memberApi } from './member-api.server'

// Hand-written, each for a cookie it writes or clears (decision 119); the sessions' list and ending one or the others
// are dispatched (member-calls.functions.ts). Each acts for the member of the session cookie only (memberApi).

/** Signs out everywhere, here too: the other sessions end, then this one, and its cookie goes. */
export const endAllMemberSessions = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(async () => {
    await memberApi(memberSessionEndpoints.endOtherSessions, {})
    await signOutCurrentVisitor()
    return { signedOut: true as const }
  }),
)

/** A re-authentication's new session for this browser: its token replaces the old one in the cookie (the page never sees it). */
async function renewedSession(answer: Promise<{ session: Session }>) {
  writeSessionCookie((await answer).session)
  return { reauthenticated: true as const }
}

/** The member's password again, before a sensitive change the API refused with REAUTHENTICATION_REQUIRED. */
export const reauthenticate = createServerFn({ method: 'POST' })
  .validator(contractInput(reauthenticateBody))
  .handler(({ data }) => actionOutcome(() => renewedSession(memberApi(memberSessionEndpoints.reauthenticate, { body: data }))))

/** The browser's answer with one of the member's passkeys: as the password again, a new session in the cookie. */
export const reauthenticateWithPasskey = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ response: authenticationResponseSchema })))
  .handler(({ data }) => actionOutcome(() => renewedSession(memberApi(passkeyEndpoints.reauthenticate, { body: data }))))
