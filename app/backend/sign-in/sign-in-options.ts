import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import { siteDefaults } from '~/config/site-defaults'
import type { SocialProviderConfig } from '~/config/social-providers.server'
import { siteContextWords } from './password-context-words'
import type { SessionDevice } from './session-device'

export interface SignInOptions {
  /** How long a session token works from its sign-in (the absolute timeout). */
  sessionTtlHours: number
  /** A session unused for longer ends (the idle timeout). */
  sessionIdleMinutes: number
  /** How old a session's last authentication may be for a sensitive change (phone, password, closing). */
  reauthenticationMinutes: number
  /** Failed sign-ins allowed per minute, per client IP and per account; the next attempt answers 429. */
  signInFailureLimit: number
  /** Accounts one client IP may create per hour; the next sign-up answers 429. */
  signUpLimit: number
  /** Verification codes one client IP may ask for in 10 minutes (each number: 5); the next answers 429. */
  phoneCodeClientLimit: number
  /** Read the client's address from X-Forwarded-For (TRUST_PROXY) when the server did not say it. */
  trustProxy: boolean
  /** The configured social providers; the others answer 404. */
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>
  /** Time limit of each call to a provider (token, userinfo). */
  providerTimeoutMs: number
  /** Words no new password may hold: the site's names and subject (password-context-words.ts). */
  passwordContextWords: readonly string[]
  /** The browser and address a sign-in comes from, recorded on its session: set per request by the sign-in routes. */
  device?: SessionDevice
  /** The clock of sessions, tickets, bars and sign-in windows; tests move it instead of sleeping. */
  clock?: () => Date
}

/** The shipped brand's words, for a backend built without the site's configuration (tests, scripts). */
const defaultContextWords = siteContextWords({
  names: [siteDefaults.brandName, ...Object.values(siteDefaults.company.name)],
  siteUrl: 'http://localhost',
})

/** What a caller may leave out takes these defaults. */
export type SignInOptionsInput = Partial<SignInOptions>

export function signInOptions(input: SignInOptionsInput): SignInOptions {
  return {
    sessionTtlHours: input.sessionTtlHours ?? 24,
    sessionIdleMinutes: input.sessionIdleMinutes ?? 30,
    reauthenticationMinutes: input.reauthenticationMinutes ?? 15,
    signInFailureLimit: input.signInFailureLimit ?? 5,
    signUpLimit: input.signUpLimit ?? 10,
    phoneCodeClientLimit: input.phoneCodeClientLimit ?? 5,
    trustProxy: input.trustProxy ?? false,
    providers: input.providers ?? {},
    providerTimeoutMs: input.providerTimeoutMs ?? 10_000,
    passwordContextWords: input.passwordContextWords ?? defaultContextWords,
    device: input.device,
    clock: input.clock,
  }
}

export const nowOf = (options: Pick<SignInOptions, 'clock'>): Date => options.clock?.() ?? new Date()
