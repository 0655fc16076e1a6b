import { log } from '~/server/logging/log.server'

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

/** Google's suggested threshold for reCAPTCHA v3 scores (1.0 very likely a person, 0.0 very likely a bot). */
export const RECAPTCHA_MIN_SCORE = 0.5

export type RecaptchaVerifier = (token: string, remoteIp: string | undefined) => Promise<boolean>

export interface RecaptchaVerifierOptions {
  /** Google's siteverify endpoint; the contract tests point it at a stand-in on loopback. */
  verifyUrl?: string
  fetchImpl?: typeof fetch
  timeoutMs?: number
  minScore?: number
}

/**
 * Google reCAPTCHA's server-side check of a token (used instead of the proof of work when its keys are
 * configured). A token is single-use at Google; an unreachable Google counts as a failed check. A v3 answer must
 * also score at least `minScore`; an answer without a score (v2 keys) passes on `success` alone.
 */
export function recaptchaVerifier(
  secret: string,
  {
    verifyUrl = SITEVERIFY_URL,
    fetchImpl = fetch,
    timeoutMs = 5000,
    minScore = RECAPTCHA_MIN_SCORE,
  }: RecaptchaVerifierOptions = {},
): RecaptchaVerifier {
  return async (token, remoteIp) => {
    if (!token || token.length > 4096) return false
    const form = new URLSearchParams({ secret, response: token })
    if (remoteIp) form.set('remoteip', remoteIp)
    try {
      const response = await fetchImpl(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) return false
      const result = (await response.json()) as { success?: unknown; score?: unknown }
      if (result.success !== true) return false
      return typeof result.score !== 'number' || result.score >= minScore
    } catch (error) {
      log.warn('captcha', 'reCAPTCHA could not be verified', { error })
      return false
    }
  }
}
