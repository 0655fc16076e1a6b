import type * as v from 'valibot'
import { type changePasswordBody, memberAreaEndpoints, type setPasswordBody } from '~/api/contract/member-area-endpoints'
import { writeSessionCookie } from '../sign-in/sign-in-cookies.server'
import { memberApi } from './member-api.server'

/**
 * Changes the password and keeps the member signed in on this device: the API ends every session, this one too, and
 * answers a new one, whose token replaces the old in the HttpOnly cookie. The page learns only that it changed.
 */
export async function changePasswordAndRenewSession(body: v.InferOutput<typeof changePasswordBody>): Promise<{ changed: true }> {
  const { session } = await memberApi(memberAreaEndpoints.changePassword, { body })
  writeSessionCookie(session)
  return { changed: true }
}

/** A first password, for a member who signed up through a provider: this device stays signed in, as after a change. */
export async function setPasswordAndRenewSession(body: v.InferOutput<typeof setPasswordBody>): Promise<{ changed: true }> {
  const { session } = await memberApi(memberAreaEndpoints.setPassword, { body })
  writeSessionCookie(session)
  return { changed: true }
}
