import {
  browserScriptHost,
  createScriptLoader,
  type ScriptHost,
  ScriptUnavailableError,
  type ThirdPartyScript,
  withTimeLimit,
} from '~/components/browser/third-party-script'

/**
 * Google reCAPTCHA v3 (invisible), loaded once on demand (components/browser/third-party-script.ts): api.js with
 * `render=<site key>` defines `grecaptcha.ready` and fetches the rest from www.gstatic.com; `execute` then gives a
 * token for one action. A token is single use and expires after two minutes, so one is asked for at each submission.
 * Either step can stall without an error event (a blocked body script, an unreachable Google), so both have a time
 * limit.
 */

/** The part of `window.grecaptcha` the form uses. */
export interface RecaptchaApi {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

/** The action name the tokens carry (shown in the reCAPTCHA admin console). */
export const RECAPTCHA_ACTION = 'inquiry'
export const RECAPTCHA_TIMEOUT_MS = 10_000

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
}

const recaptchaScript: ThirdPartyScript<RecaptchaApi> = {
  name: 'reCAPTCHA',
  globalName: 'grecaptcha',
  src: recaptchaScriptUrl,
  readyStep: 'ready',
  isComplete: (api): api is RecaptchaApi => typeof api?.ready === 'function' && typeof api.execute === 'function',
}

/**
 * `load`: one load per page, shared by every caller; a failed or timed-out load is forgotten, so the next call
 * (the next submission) tries again. `token`: a fresh token for one submission.
 */
export function createRecaptchaLoader(host: ScriptHost<RecaptchaApi>, timeoutMs = RECAPTCHA_TIMEOUT_MS) {
  // Always through ready(): api.js may define execute before the library behind it has arrived.
  const load = createScriptLoader(recaptchaScript, host, timeoutMs)

  const token = async (siteKey: string, nonce: string | undefined): Promise<string> => {
    const api = await load(siteKey, nonce)
    const value = await withTimeLimit(host, api.execute(siteKey, { action: RECAPTCHA_ACTION }), timeoutMs, recaptchaScript.name)
    if (typeof value !== 'string' || value === '') throw new ScriptUnavailableError(recaptchaScript.name, 'no token')
    return value
  }

  return { load, token }
}

export type RecaptchaLoader = ReturnType<typeof createRecaptchaLoader>

/** The page's loader; call it in the browser only. */
export const recaptchaLoader = createRecaptchaLoader(
  browserScriptHost(() => (window as { grecaptcha?: Partial<RecaptchaApi> }).grecaptcha),
)
