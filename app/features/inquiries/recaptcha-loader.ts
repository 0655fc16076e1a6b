/**
 * Google reCAPTCHA v3 (invisible), loaded once on demand: api.js with `render=<site key>` defines `grecaptcha.ready`
 * and fetches the rest from www.gstatic.com; `execute` then gives a token for one action. A token is single use and
 * expires after two minutes, so one is asked for at each submission. Either step can stall without an error event
 * (a blocked body script, an unreachable Google), so both have a time limit.
 */

/** The part of `window.grecaptcha` the form uses. */
export interface RecaptchaApi {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

/** What the loader needs from the browser; tests pass a fake. */
export interface RecaptchaHost {
  /** Adds an async script with the page's CSP nonce; settles on its load or error event. */
  addScript(src: string, nonce: string | undefined): Promise<void>
  /** `window.grecaptcha`, once api.js has run. */
  grecaptcha(): Partial<RecaptchaApi> | undefined
  setTimer(callback: () => void, ms: number): () => void
}

/** The action name the tokens carry (shown in the reCAPTCHA admin console). */
export const RECAPTCHA_ACTION = 'inquiry'
export const RECAPTCHA_TIMEOUT_MS = 10_000

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
}

export class RecaptchaUnavailableError extends Error {
  constructor(reason: string) {
    super(`reCAPTCHA is unavailable: ${reason}`)
    this.name = 'RecaptchaUnavailableError'
  }
}

function isComplete(api: Partial<RecaptchaApi> | undefined): api is RecaptchaApi {
  return typeof api?.ready === 'function' && typeof api.execute === 'function'
}

function withTimeout<T>(host: RecaptchaHost, work: PromiseLike<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancelTimer = host.setTimer(() => reject(new RecaptchaUnavailableError('timed out')), ms)
    Promise.resolve(work).then(resolve, reject).finally(cancelTimer)
  })
}

async function loadApi(host: RecaptchaHost, siteKey: string, nonce: string | undefined): Promise<RecaptchaApi> {
  if (typeof host.grecaptcha()?.ready !== 'function') {
    try {
      await host.addScript(recaptchaScriptUrl(siteKey), nonce)
    } catch {
      throw new RecaptchaUnavailableError('api.js did not load')
    }
  }
  const api = host.grecaptcha()
  if (typeof api?.ready !== 'function') throw new RecaptchaUnavailableError('api.js defined no grecaptcha.ready')
  const ready = api.ready.bind(api)
  await new Promise<void>((resolve) => ready(resolve))
  const loaded = host.grecaptcha()
  if (!isComplete(loaded)) throw new RecaptchaUnavailableError('grecaptcha has no execute')
  return loaded
}

/**
 * `load`: one load per page, shared by every caller; a failed or timed-out load is forgotten, so the next call
 * (the next submission) tries again. `token`: a fresh token for one submission.
 */
export function createRecaptchaLoader(host: RecaptchaHost, timeoutMs = RECAPTCHA_TIMEOUT_MS) {
  let pending: Promise<RecaptchaApi> | undefined

  const load = (siteKey: string, nonce: string | undefined): Promise<RecaptchaApi> => {
    // Always through ready(): api.js may define execute before the library behind it has arrived.
    if (!pending) {
      const attempt = withTimeout(host, loadApi(host, siteKey, nonce), timeoutMs)
      pending = attempt
      attempt.catch(() => {
        if (pending === attempt) pending = undefined
      })
    }
    return pending
  }

  const token = async (siteKey: string, nonce: string | undefined): Promise<string> => {
    const api = await load(siteKey, nonce)
    const value = await withTimeout(host, api.execute(siteKey, { action: RECAPTCHA_ACTION }), timeoutMs)
    if (typeof value !== 'string' || value === '') throw new RecaptchaUnavailableError('no token')
    return value
  }

  return { load, token }
}

export type RecaptchaLoader = ReturnType<typeof createRecaptchaLoader>

const browserHost: RecaptchaHost = {
  addScript: (src, nonce) =>
    new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      if (nonce) script.nonce = nonce
      script.addEventListener('load', () => resolve(), { once: true })
      script.addEventListener(
        'error',
        () => {
          script.remove()
          reject(new Error(`could not load ${src}`))
        },
        { once: true },
      )
      document.head.append(script)
    }),
  grecaptcha: () => (window as { grecaptcha?: Partial<RecaptchaApi> }).grecaptcha,
  setTimer: (callback, ms) => {
    const id = window.setTimeout(callback, ms)
    return () => window.clearTimeout(id)
  },
}

/** The page's loader; call it in the browser only. */
export const recaptchaLoader = createRecaptchaLoader(browserHost)
