/**
 * What the end-to-end server runs with beyond its port (playwright.config.ts passes it; a server started by hand
 * for `E2E_PORT` needs the same): an admin token so a spec can read back what arrived, and a rate limit high enough
 * for every locale's submissions from one IP, and a company film for the hero, and the four sign-in providers, each
 * played by a loopback OAuth 2.0 server (tests/e2e/oauth-providers.ts). Test values only, never a deployment's.
 */

/** The providers in the order of their loopback servers' ports (E2E_OAUTH_PORT, E2E_OAUTH_PORT + 1, …). */
export const e2eProviders = ['kakao', 'naver', 'google', 'facebook'] as const
export type E2eProvider = (typeof e2eProviders)[number]

/** The first loopback provider's port; the others follow it. */
export const oauthBasePort = Number(process.env.E2E_OAUTH_PORT ?? 3170)

export function oauthOrigin(provider: E2eProvider): string {
  return `http://127.0.0.1:${oauthBasePort + e2eProviders.indexOf(provider)}`
}

/** The client a provider's loopback server knows the site by (it refuses any other id or secret). */
export function oauthClientOf(provider: E2eProvider): { id: string; secret: string } {
  return { id: `e2e-${provider}-client`, secret: `e2e-${provider}-secret-for-tests-only` }
}

function providerEnv(provider: E2eProvider): Record<string, string> {
  const prefix = `OAUTH_${provider.toUpperCase()}`
  const origin = oauthOrigin(provider)
  const client = oauthClientOf(provider)
  return {
    [`${prefix}_CLIENT_ID`]: client.id,
    [`${prefix}_CLIENT_SECRET`]: client.secret,
    [`${prefix}_AUTHORIZE_URL`]: `${origin}/authorize`,
    [`${prefix}_TOKEN_URL`]: `${origin}/token`,
    [`${prefix}_USERINFO_URL`]: `${origin}/userinfo`,
  }
}

export const e2eServerEnv = {
  /** The company film the home hero plays (home.spec.ts). */
  COMPANY_VIDEO_ID: 'Cellactis01',
  ADMIN_TOKEN: 'e2e-admin-token-for-tests-only-0123456789',
  /** The partners' dashboard is configured; the online shop is not (its links show 'coming soon'). */
  DASHBOARD_LOGIN_URL: 'https://dashboard.example.com/login',
  INQUIRY_RATE_LIMIT: '1000',
  /**
   * The proof of work at its smallest: the specs send some thirty inquiries through the form, and solving each at the
   * default size took seconds of the machine's two cores; the work's checks (size, signature, single use) are the
   * contract tests'.
   */
  CAPTCHA_MAX_NUMBER: '1000',
  /** Stopped at once: the drain after SIGTERM is server-lifecycle.spec.ts's to test (with its own). */
  SHUTDOWN_DRAIN_SECONDS: '0',
  /** Every spec signs members up from 127.0.0.1; the limit itself is covered by the contract tests. */
  SIGN_UP_LIMIT: '1000',
  /** Every spec signs in (and fails to, on purpose) from 127.0.0.1; the limit is covered by the contract tests. */
  SIGN_IN_FAILURE_LIMIT: '1000',
  /** Every spec asks for verification codes from 127.0.0.1; the limit is covered by the contract tests. */
  SMS_CODE_LIMIT: '1000',
  ...Object.assign({}, ...e2eProviders.map(providerEnv)),
} as Readonly<Record<string, string>> & {
  readonly COMPANY_VIDEO_ID: string
  readonly ADMIN_TOKEN: string
  readonly DASHBOARD_LOGIN_URL: string
  readonly CAPTCHA_MAX_NUMBER: string
}
