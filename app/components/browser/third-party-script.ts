/**
 * A third-party library that arrives in two steps, loaded once per page on demand: the script added to the page
 * (async, with the page's CSP nonce) defines a global, and the global's ready step (`kakao.maps.load`,
 * `grecaptcha.ready`) fetches the rest of the library. Either step can fail without an error event reaching us (a
 * blocked body script, a refused key, an unreachable host), so the whole load has a time limit.
 */

/** What loading needs from the browser; tests pass a fake. */
export interface ScriptHost<Api> {
  /** Adds an async script with the page's CSP nonce; settles on its load or error event. */
  addScript(src: string, nonce: string | undefined): Promise<void>
  /** The library's global (`window.kakao.maps`, `window.grecaptcha`), once its script has run. */
  global(): Partial<Api> | undefined
  setTimer(callback: () => void, ms: number): () => void
}

/** What a feature says about its library. */
export interface ThirdPartyScript<Api> {
  /** Names the library in errors ('reCAPTCHA'). */
  name: string
  /** Names the global in errors ('grecaptcha'). */
  globalName: string
  /** The script's address for a key (an app key, a site key). */
  src(key: string): string
  /** The global's method that calls back once the rest of the library has arrived. */
  readyStep: keyof Api & string
  /** Whether the global has everything the feature uses. */
  isComplete(global: Partial<Api> | undefined): global is Api
}

export class ScriptUnavailableError extends Error {
  constructor(library: string, reason: string) {
    super(`${library} is unavailable: ${reason}`)
    this.name = 'ScriptUnavailableError'
  }
}

/** `work`, or a ScriptUnavailableError when it has not settled after `ms`. */
export function withTimeLimit<T>(
  host: Pick<ScriptHost<unknown>, 'setTimer'>,
  work: PromiseLike<T>,
  ms: number,
  library: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancelTimer = host.setTimer(() => reject(new ScriptUnavailableError(library, 'timed out')), ms)
    Promise.resolve(work).then(resolve, reject).finally(cancelTimer)
  })
}

async function loadLibrary<Api>(
  script: ThirdPartyScript<Api>,
  host: ScriptHost<Api>,
  key: string,
  nonce: string | undefined,
): Promise<Api> {
  const readyStepOf = (global: Partial<Api> | undefined) => global?.[script.readyStep]
  if (typeof readyStepOf(host.global()) !== 'function') {
    try {
      await host.addScript(script.src(key), nonce)
    } catch {
      throw new ScriptUnavailableError(script.name, 'the script did not load')
    }
  }
  const global = host.global()
  const ready = readyStepOf(global)
  if (typeof ready !== 'function') {
    throw new ScriptUnavailableError(script.name, `the script defined no ${script.globalName}.${script.readyStep}`)
  }
  await new Promise<void>((resolve) => ready.call(global, resolve))
  const loaded = host.global()
  if (!script.isComplete(loaded)) throw new ScriptUnavailableError(script.name, 'the library is incomplete')
  return loaded
}

/**
 * One load per page, shared by every caller, always through the ready step; a failed or timed-out load is
 * forgotten, so the next call tries again.
 */
export function createScriptLoader<Api>(script: ThirdPartyScript<Api>, host: ScriptHost<Api>, timeoutMs: number) {
  let pending: Promise<Api> | undefined
  return function load(key: string, nonce: string | undefined): Promise<Api> {
    if (!pending) {
      const attempt = withTimeLimit(host, loadLibrary(script, host, key, nonce), timeoutMs, script.name)
      pending = attempt
      attempt.catch(() => {
        if (pending === attempt) pending = undefined
      })
    }
    return pending
  }
}

/** The browser's side of a loader, reading the library's global with `global`; call it in the browser only. */
export function browserScriptHost<Api>(global: () => Partial<Api> | undefined): ScriptHost<Api> {
  return {
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
    global,
    setTimer: (callback, ms) => {
      const id = window.setTimeout(callback, ms)
      return () => window.clearTimeout(id)
    },
  }
}
