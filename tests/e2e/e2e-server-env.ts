/**
 * What the end-to-end server runs with beyond its port (playwright.config.ts passes it; a server started by hand
 * for `E2E_PORT` needs the same): an admin token so a spec can read back what arrived, and a rate limit high enough
 * for every locale's submissions from one IP, and a company film for the hero. Test values only, never a deployment's.
 */
export const e2eServerEnv = {
  /** The company film the home hero plays (home.spec.ts). */
  COMPANY_VIDEO_ID: 'Cellactis01',
  ADMIN_TOKEN: 'e2e-admin-token-for-tests-only-0123456789',
  INQUIRY_RATE_LIMIT: '1000',
  /** Every spec signs members up from 127.0.0.1; the limit itself is covered by the contract tests. */
  SIGN_UP_LIMIT: '1000',
} as const
