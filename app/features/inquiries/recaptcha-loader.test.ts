import { describe, expect, it, vi } from 'vitest'
import type { ScriptHost } from '~/components/browser/third-party-script'
import { buildContentSecurityPolicy, recaptchaSources } from '~/server/headers/content-security-policy'
import {
  createRecaptchaLoader,
  RECAPTCHA_ACTION,
  RECAPTCHA_TIMEOUT_MS,
  type RecaptchaApi,
  recaptchaScriptUrl,
} from './recaptcha-loader'

/** A browser where api.js defines grecaptcha.ready, which brings execute; `tokens` decides what execute gives. */
function fakeHost(tokens: 'issued' | 'empty') {
  let grecaptcha: Partial<RecaptchaApi> | undefined
  let issued = 0
  const timers: Array<() => void> = []
  const execute = vi.fn(async (_siteKey: string, _options: { action: string }) => {
    issued += 1
    return tokens === 'empty' ? '' : `token-${issued}`
  })
  const host: ScriptHost<RecaptchaApi> & { execute: typeof execute; fireTimers(): void } = {
    execute,
    addScript: vi.fn(async () => {
      grecaptcha = {
        ready: (callback) => {
          Object.assign(grecaptcha ?? {}, { execute })
          callback()
        },
      }
    }),
    global: () => grecaptcha,
    setTimer: vi.fn((callback: () => void, _ms: number) => {
      timers.push(callback)
      return () => timers.splice(timers.indexOf(callback), 1)
    }),
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

// The loading itself (once per page, nonce, time limit, retry) is third-party-script.test.ts's.
describe('createRecaptchaLoader', () => {
  it('adds api.js for the site key, with the nonce, and waits for ready', async () => {
    const host = fakeHost('issued')
    const api = await createRecaptchaLoader(host).load('site', 'nonce-1')
    expect(typeof api.execute).toBe('function')
    expect(host.addScript).toHaveBeenCalledWith(recaptchaScriptUrl('site'), 'nonce-1')
    expect(host.setTimer).toHaveBeenCalledWith(expect.any(Function), RECAPTCHA_TIMEOUT_MS)
    expect(RECAPTCHA_TIMEOUT_MS).toBe(10_000)
  })

  it("gives a fresh token per call, for the form's action, without loading again", async () => {
    const host = fakeHost('issued')
    const loader = createRecaptchaLoader(host)
    await expect(loader.token('site', 'n')).resolves.toBe('token-1')
    await expect(loader.token('site', 'n')).resolves.toBe('token-2')
    expect(host.execute).toHaveBeenCalledWith('site', { action: RECAPTCHA_ACTION })
    expect(RECAPTCHA_ACTION).toBe('inquiry')
    expect(host.addScript).toHaveBeenCalledTimes(1)
  })

  it('refuses an empty token', async () => {
    await expect(createRecaptchaLoader(fakeHost('empty')).token('site', 'n')).rejects.toThrow(/no token/)
  })

  it('times out a token that never comes', async () => {
    const host = fakeHost('issued')
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
    const loader = createRecaptchaLoader({ addScript, global: () => api, setTimer: () => () => {} })
    await expect(loader.token('site', 'n')).resolves.toBe('present')
    expect(addScript).not.toHaveBeenCalled()
  })
})
