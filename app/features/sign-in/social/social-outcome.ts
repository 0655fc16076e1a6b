/** Why a social sign-in did not sign the visitor in; the sign-in page shows the matching message (`?error=`). */
export const socialFailures = [
  'state',
  'cancelled',
  'failed',
  'withdrawn',
  'barred',
  'email_taken',
  'rate_limited',
  'unconfigured',
  'unavailable',
] as const
export type SocialFailure = (typeof socialFailures)[number]

/** 'second_factor': the member's second factor is on, and the code step waits (decision 29). */
export type SocialOutcome = 'signed_in' | 'consent' | 'second_factor' | SocialFailure

/** What the callback page posts to the window that opened it; checked for origin and source by the opener. */
export interface SocialSignInMessage {
  type: 'social-sign-in'
  outcome: SocialOutcome
  /** Where the site goes next: the page the sign-in started from, the consent page, or the sign-in page. */
  destination: string
}

export const SOCIAL_SIGN_IN_MESSAGE_TYPE = 'social-sign-in'

/** The failure named by an API error code (the rest are plain failures). */
export function socialFailureOfCode(status: number, code: string): SocialFailure {
  const byCode: Record<string, SocialFailure> = {
    ACCOUNT_WITHDRAWN: 'withdrawn',
    REREGISTRATION_BARRED: 'barred',
    EMAIL_TAKEN: 'email_taken',
    RATE_LIMITED: 'rate_limited',
  }
  return byCode[code] ?? (status >= 500 ? 'unavailable' : 'failed')
}

export function isSocialFailure(value: unknown): value is SocialFailure {
  return typeof value === 'string' && (socialFailures as readonly string[]).includes(value)
}
