import { describe, expect, it, vi } from 'vitest'
import { buildContentSecurityPolicy, recaptchaSources } from '~/server/headers/content-security-policy'
import {
  createRecaptchaLoader,
  RECAPTCHA_ACTION,
  type RecaptchaApi,
  type RecaptchaHost,
  RecaptchaUnavailableError,
  recaptchaScriptUrl,
} from './recaptcha-loader'

type ScriptOutcome = 'loads' | 'fails' | 'never-ready' | 'no-token'

/** A browser stand-in: `outcome` decides what happens once api.js is added. */
function fakeHost(outcome: ScriptOutcome) {
  let grecaptcha: Partial<RecaptchaApi> | undefined
  let issued = 0
  const timers: Array<() => void> = []
  const host: RecaptchaHost & {
    fireTimers(): void
    scripts: Array<{ src: string; nonce: string | undefined }>
    execute: ReturnType<typeof vi.fn>
  } = {
    scripts: [],
    execute: vi.fn(async (_siteKey: string, _options: { action: string }) => {
      issued += 1
      return outcome === 'no-token' ? '' : `token-${issued}`
    }),
    addScript: vi.fn(async (src: string, nonce: string | undefined) => {
      host.scripts.push({ src, nonce })
      if (outcome === 'fails') throw new Error('network')
      // api.js defines ready() first; execute arrives with the library it fetches from gstatic.
      grecaptcha = {
        ready: (callback) => {
          if (outcome === 'never-ready') return
          Object.assign(grecaptcha ?? {}, { execute: host.execute })
          callback()
        },
      }
    }),
    grecaptcha: () => grecaptcha,
    setTimer: (callback) => {
      timers.push(callback)
      return () => timers.splice(timers.indexOf(callback), 1)
    },
    fireTimers: () => {
      for (const timer of [...timers]) timer()
    },
  }
  return host
}

describe('recaptchaScriptUrl', () => {
  it('asks for the v3 api.js rendered with the site key, encoded', () => {
    const url = new URL(recaptchaScriptUrl('6Lc-key_1'))
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/recaptcha/api.js')
    expect(Object.fromEntries(url.searchParams)).toEqual({ render: '6Lc-key_1' })
    expect(new URL(recaptchaScriptUrl('a&onload=x')).searchParams.get('render')).toBe('a&onload=x')
  })

  it('points at a source the CSP allows once the keys are configured, and only then', () => {
    const url = recaptchaScriptUrl('k')
    expect(recaptchaSources.script.some((source) => url.startsWith(source))).toBe(true)
    expect(buildContentSecurityPolicy({ nonce: 'n', https: true })).not.toContain('www.google.com')
  })
})

describe('createRecaptchaLoader', () => {
  it('adds api.js once, with the nonce, and waits for ready', async () => {
    const host = fakeHost('loads')
    const loader = createRecaptchaLoader(host)
    const [first, second] = await Promise.all([loader.load('site', 'nonce-1'), loader.load('site', 'nonce-1')])
    expect(first).toBe(second)
    expect(typeof first.execute).toBe('function')
    expect(host.scripts).toEqual([{ src: recaptchaScriptUrl('site'), nonce: 'nonce-1' }])
  })

  it("gives a fresh token per call, for the form's action, without loading again", async () => {
    const host = fakeHost('loads')
    const loader = createRecaptchaLoader(host)
    await expect(loader.token('site', 'n')).resolves.toBe('token-1')
    await expect(loader.token('site', 'n')).resolves.toBe('token-2')
    expect(host.execute).toHaveBeenCalledWith('site', { action: RECAPTCHA_ACTION })
    expect(RECAPTCHA_ACTION).toBe('inquiry')
    expect(host.addScript).toHaveBeenCalledTimes(1)
  })

  it('fails when api.js cannot be fetched, and tries again on the next call', async () => {
    const host = fakeHost('fails')
    const loader = createRecaptchaLoader(host)
    await expect(loader.token('site', undefined)).rejects.toBeInstanceOf(RecaptchaUnavailableError)
    await expect(loader.load('site', undefined)).rejects.toThrow(/did not load/)
    expect(host.addScript).toHaveBeenCalledTimes(2)
  })

  it('gives up after the time limit when ready never comes (the library blocked), then tries again', async () => {
    const host = fakeHost('never-ready')
    const loader = createRecaptchaLoader(host, 5_000)
    const result = loader.load('site', 'n')
    await vi.waitFor(() => expect(host.scripts).toHaveLength(1))
    host.fireTimers()
    await expect(result).rejects.toThrow(/timed out/)
    const retry = loader.load('site', 'n')
    expect(retry).not.toBe(result)
    retry.catch(() => {})
    host.fireTimers()
  })

  it('refuses an empty token', async () => {
    await expect(createRecaptchaLoader(fakeHost('no-token')).token('site', 'n')).rejects.toThrow(/no token/)
  })

  it('times out a token that never comes', async () => {
    const host = fakeHost('loads')
    const loader = createRecaptchaLoader(host, 5_000)
    await loader.load('site', 'n')
    host.execute.mockImplementationOnce(() => new Promise<string>(() => {}))
    const token = loader.token('site', 'n')
    await vi.waitFor(() => expect(host.execute).toHaveBeenCalled())
    host.fireTimers()
    await expect(token).rejects.toThrow(/timed out/)
  })

  it('uses a grecaptcha already on the page without adding a script', async () => {
    const api: RecaptchaApi = { ready: (callback) => callback(), execute: async () => 'present' }
    const addScript = vi.fn(async () => {})
    const loader = createRecaptchaLoader({ addScript, grecaptcha: () => api, setTimer: () => () => {} })
    await expect(loader.token('site', 'n')).resolves.toBe('present')
    expect(addScript).not.toHaveBeenCalled()
  })

  it('fails when api.js loads but defines no grecaptcha', async () => {
    const host: RecaptchaHost = { addScript: async () => {}, grecaptcha: () => undefined, setTimer: () => () => {} }
    await expect(createRecaptchaLoader(host).load('site', 'n')).rejects.toThrow(/no grecaptcha.ready/)
  })
})
