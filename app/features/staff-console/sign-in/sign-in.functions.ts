import { isNotFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { type ActionOutcome, actionOutcome, actionRefusal } from '~/api/action-outcome'
import { api } from '~/api/api-client.server'
import { authenticationResponseSchema } from '~/api/contract/passkey-endpoints'
import { type StaffMember, staffEndpoints } from '~/api/contract/staff-endpoints'
import { staffPasskeyEndpoints } from '~/api/contract/staff-passkey-endpoints'
import { contractInput } from '~/api/contract-input'
import { m } from '~/paraglide/messages'
import { log } from '~/server/logging/log.server'
import { qrCodeSvg } from '../../member-area/qr-code-svg.server'
import { requestClientIp } from '../../sign-in/request-client-ip.server'
import { requestUserAgent } from '../../sign-in/request-user-agent.server'
import { schemaOf } from '../contract-schema'
import { resolveCurrentStaff } from '../current-staff.server'
import { otpauthSecret } from '../otpauth-secret'
import {
  clearStaffCookie,
  readStaffDeviceCookie,
  readStaffToken,
  writeStaffCookie,
  writeStaffDeviceCookie,
} from '../staff-cookies.server'

// Who runs the console, and the ways in and out: sign-in, sign-out, an invitation. Each call is spelled out: Start's
// compiler recognises `createServerFn(...)` chains literally; the CSRF middleware guards them all.

/** Only bounded text here: a malformed email or a code of the wrong length is the API's 400, answered as any wrong part. */
const loginInput = v.object({
  email: v.pipe(v.string(), v.maxLength(254)),
  password: v.pipe(v.string(), v.maxLength(200)),
  code: v.optional(v.pipe(v.string(), v.maxLength(32))),
  passkey: v.optional(authenticationResponseSchema),
})
const acceptBody = schemaOf(staffEndpoints.acceptInvitation.body)
const invitationToken = schemaOf(staffEndpoints.invitation.params).entries.token

/** Who runs the console (never stored by an HTTP cache, as no server function's answer is: private-pages-middleware). */
export const getCurrentStaff = createServerFn({ method: 'GET' }).handler(() => resolveCurrentStaff())

/** A challenge for a passkey given instead of the code, at sign-in or in a proof (decision 88); it names no account. */
export const getStaffPasskeyChallenge = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(() =>
    api(staffPasskeyEndpoints.passkeyChallenge, { body: {} }, { clientIp: requestClientIp(), userAgent: requestUserAgent() }),
  ),
)

/**
 * Email, password and code (or a passkey's answer) in one step, with this browser's device token (decision 101).
 * Whichever part was wrong, the answer is the same (the API's, in the console's words); too many attempts say so. Only
 * the outcome reaches the page, never the token.
 */
export const signInStaff = createServerFn({ method: 'POST' })
  .validator(contractInput(loginInput))
  .handler(async ({ data }): Promise<ActionOutcome<StaffMember>> => {
    try {
      const session = await api(
        staffEndpoints.login,
        { body: { ...data, deviceToken: readStaffDeviceCookie() } },
        { clientIp: requestClientIp(), userAgent: requestUserAgent() },
      )
      writeStaffCookie(session)
      if (session.deviceToken) writeStaffDeviceCookie(session.deviceToken)
      const staff = await api(staffEndpoints.me, {}, { token: session.accessToken, tokenScheme: 'Bearer' })
      return { ok: true, data: staff }
    } catch (error) {
      return consoleSignInRefusal(error)
    }
  })

/** The console's words for a refused sign-in: one message for any wrong part, another for too many tries. */
function consoleSignInRefusal(error: unknown) {
  const refusal = actionRefusal(error)
  if (refusal.status === 401 || refusal.status === 400) return { ...refusal, message: m.admin_login_failed(), fields: undefined }
  if (refusal.status === 429) return { ...refusal, message: m.admin_login_rate_limited() }
  return refusal
}

/** Ends the session at the API and drops the cookie; a session already ended (401) is what was wanted. */
export const signOutStaff = createServerFn({ method: 'POST' }).handler(async () => {
  const token = readStaffToken()
  clearStaffCookie()
  if (!token) return { signedOut: true }
  try {
    await api(staffEndpoints.logout, { body: {} }, { token, tokenScheme: 'Bearer' })
  } catch (error) {
    const refusal = actionRefusal(error)
    if (refusal.status !== 401) log.error('admin', 'sign-out could not end the staff session', { error: refusal.message })
  }
  return { signedOut: true }
})

/** An open invitation with its key as a QR code (drawn here) and as text; null when unknown, used or expired. */
export const getInvitation = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object({ token: invitationToken })))
  .handler(async ({ data }) => {
    try {
      const invitation = await api(staffEndpoints.invitation, { params: data }, { clientIp: requestClientIp() })
      const { otpauthUri, ...shown } = invitation
      return { invitation: { ...shown, qrSvg: qrCodeSvg(otpauthUri), secret: otpauthSecret(otpauthUri) } }
    } catch (error) {
      if (isNotFound(error)) return { invitation: null }
      throw error
    }
  })

/**
 * Takes up an invitation: the account is made and signed in, this browser known to it (decision 101); its recovery
 * codes are answered this once.
 */
export const acceptInvitation = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ token: invitationToken, ...acceptBody.entries })))
  .handler(({ data: { token, ...body } }) =>
    actionOutcome(async () => {
      const accepted = await api(
        staffEndpoints.acceptInvitation,
        { params: { token }, body },
        { clientIp: requestClientIp(), userAgent: requestUserAgent() },
      )
      writeStaffCookie(accepted)
      if (accepted.deviceToken) writeStaffDeviceCookie(accepted.deviceToken)
      return { recoveryCodes: accepted.recoveryCodes }
    }).then((outcome) =>
      outcome.ok || outcome.status !== 404 ? outcome : { ...outcome, message: m.admin_invitation_invalid() },
    ),
  )
