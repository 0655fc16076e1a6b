import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { socialProviders } from './sign-in-endpoints'

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())

/**
 * The providers a member signs in with (Kakao, Naver, Google, Facebook), on their security page: linked at sign-up or
 * by a provider's verified email (decision 95). Unlinking one wants a recent authentication
 * (REAUTHENTICATION_REQUIRED, 403), and is refused while it is the account's only way in: no password and no other
 * provider (LAST_SIGN_IN_METHOD, 409).
 */
export const socialAccountSchema = v.object({
  provider: v.picklist(socialProviders),
  /** When the first of the provider's accounts was linked to the member. */
  linkedAt: isoTimestamp,
  /** Whether it may be unlinked now: the account keeps a password or another provider without it. */
  canUnlink: v.boolean(),
})
export type SocialAccount = v.InferOutput<typeof socialAccountSchema>

export const socialAccountParams = v.object({ provider: v.picklist(socialProviders) })

export const socialAccountEndpoints = {
  /** GET /me/social-accounts: the providers linked to the member, oldest first. */
  socialAccounts: defineEndpoint({
    method: 'GET',
    path: '/me/social-accounts',
    data: v.object({ items: v.array(socialAccountSchema) }),
  }),
  /** DELETE /me/social-accounts/{provider}: unlinks the provider's accounts from the member; none linked answers 404. */
  unlinkSocialAccount: defineEndpoint({
    method: 'DELETE',
    path: '/me/social-accounts/:provider',
    params: socialAccountParams,
    data: v.object({ unlinked: v.literal(true) }),
  }),
}
