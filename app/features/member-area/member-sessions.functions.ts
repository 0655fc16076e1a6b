import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { memberSessionEndpoints, reauthenticateBody } from '~/api/contract/member-session-endpoints'
import { contractInput } from '~/api/contract-input'
import { writeSessionCookie } from '../sign-in/sign-in-cookies.server'
import { signOutCurrentVisitor } from '../sign-in/sign-in-session.server'
import { memberApi } from './member-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally. Each acts for the member
// of the session cookie only (memberApi); the API checks that a session id is the member's own.

export const getMemberSessions = createServerFn({ method: 'GET' }).handler(() => memberApi(memberSessionEndpoints.sessions, {}))

export const endMemberSession = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ id: v.pipe(v.string(), v.uuid()) })))
  .handler(({ data }) => actionOutcome(() => memberApi(memberSessionEndpoints.endSession, { params: { id: data.id } })))

/** Signs out everywhere but here. */
export const endOtherMemberSessions = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(() => memberApi(memberSessionEndpoints.endOtherSessions, {})),
)

/** Signs out everywhere, here too: the other sessions end, then this one, and its cookie goes. */
export const endAllMemberSessions = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(async () => {
    await memberApi(memberSessionEndpoints.endOtherSessions, {})
    await signOutCurrentVisitor()
    return { signedOut: true as const }
  }),
)

/**
 * The member's password again, before a sensitive change the API refused with REAUTHENTICATION_REQUIRED: the API answers
 * a new session for this browser, whose token replaces the old one in the cookie (the page never sees it).
 */
export const reauthenticate = createServerFn({ method: 'POST' })
  .validator(contractInput(reauthenticateBody))
  .handler(({ data }) =>
    actionOutcome(async () => {
      const { session } = await memberApi(memberSessionEndpoints.reauthenticate, { body: data })
      writeSessionCookie(session)
      return { reauthenticated: true as const }
    }),
  )
