import * as v from 'valibot'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'

const optionalHttpUrl = v.optional(
  v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://')),
)
const clientId = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(512)))
const clientSecret = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(512)))

/**
 * One provider's OAuth 2.0 settings. The client id and secret turn it on; the endpoints default to the
 * provider's own (see social-provider-defaults.ts) and are overridden in tests by a loopback OAuth server.
 */
function providerEntries<P extends string>(prefix: P) {
  return {
    [`${prefix}_CLIENT_ID`]: clientId,
    [`${prefix}_CLIENT_SECRET`]: clientSecret,
    [`${prefix}_AUTHORIZE_URL`]: optionalHttpUrl,
    [`${prefix}_TOKEN_URL`]: optionalHttpUrl,
    [`${prefix}_USERINFO_URL`]: optionalHttpUrl,
  } as Record<`${P}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZE_URL' | 'TOKEN_URL' | 'USERINFO_URL'}`, typeof optionalHttpUrl>
}

/** Minutes (fractions down to 0.05, three seconds, for tests) that a re-authentication holds, up to an hour. */
const reauthenticationMinutes = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be minutes'),
      v.transform(Number),
      v.minValue(0.05),
      v.maxValue(60),
    ),
    fallback,
  )

export const socialEnvPrefixes = {
  facebook: 'OAUTH_FACEBOOK',
  google: 'OAUTH_GOOGLE',
  naver: 'OAUTH_NAVER',
  kakao: 'OAUTH_KAKAO',
} as const satisfies Record<SocialProvider, string>

/** Sign-in settings: the session cookie and token lifetime, the sign-in limits, and the four providers. */
export const authEnvEntries = {
  /** The HttpOnly cookie that holds the member's token. */
  SESSION_COOKIE_NAME: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, _ or -')),
    'member_session',
  ),
  /** How long a token (and its cookie) lasts. */
  SESSION_TTL_HOURS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be hours'), v.transform(Number), v.minValue(1), v.maxValue(720)),
    '24',
  ),
  /** A session unused for longer ends (the idle timeout, ASVS 7.3.1); the absolute one is SESSION_TTL_HOURS. */
  SESSION_IDLE_MINUTES: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be minutes'), v.transform(Number), v.minValue(5), v.maxValue(43_200)),
    '30',
  ),
  /**
   * How old a session's last authentication may be for a sensitive change (phone, password, closing the account);
   * older, the member types the password again (ASVS 7.5.1). Fractions are for tests (0.1 is six seconds).
   */
  SESSION_REAUTH_MINUTES: reauthenticationMinutes('15'),
  /**
   * How old a staff session's last password and code may be for a sensitive action (roles, disabling staff, a new
   * second factor, invitations, the inquiries' export, replacing the pharmacy list, many reveals of members' data);
   * older, the console asks for both again (issue 37). Fractions are for tests.
   */
  STAFF_REAUTH_MINUTES: reauthenticationMinutes('5'),
  /** Failed sign-ins allowed per minute, per client IP and per account; the next attempt answers 429. */
  SIGN_IN_FAILURE_LIMIT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a number'), v.transform(Number), v.minValue(1)),
    '5',
  ),
  /** Accounts one client IP may create per hour (email or social sign-up); the next answers 429. */
  SIGN_UP_LIMIT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a number'), v.transform(Number), v.minValue(1)),
    '10',
  ),
  /** The Kakao (Daum) postcode search on the member's address forms; its hosts are allowed by the CSP only when on. */
  ADDRESS_SEARCH: v.optional(v.picklist(['on', 'off']), 'on'),
  /**
   * The demo member (member@example.com), whose password the README publishes, in the embedded database: unset, only
   * when SITE_URL is on loopback; `on` anywhere, `off` nowhere (an existing one is removed at start); never with
   * DATABASE_URL.
   */
  DEMO_MEMBER: v.optional(v.picklist(['on', 'off'])),
  ...providerEntries(socialEnvPrefixes.facebook),
  ...providerEntries(socialEnvPrefixes.google),
  ...providerEntries(socialEnvPrefixes.naver),
  ...providerEntries(socialEnvPrefixes.kakao),
}

/** Each provider's id and secret only work together. */
export const authRequiredTogether = Object.values(socialEnvPrefixes).map((prefix) => [
  `${prefix}_CLIENT_ID`,
  `${prefix}_CLIENT_SECRET`,
])

export const authSecretVariables = Object.values(socialEnvPrefixes).map((prefix) => `${prefix}_CLIENT_SECRET`)
