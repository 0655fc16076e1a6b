import { createServer, type Server, type Socket } from 'node:net'
import { Events, type MutableResponse } from 'oauth2-mock-server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { API_BASE_PATH, createBackendApp } from '~/backend/app'
import { m } from '~/paraglide/messages'
import { nextMinute, uniqueEmail } from './auth-support'
import { callbackOf, newPerson, newState, setUpSocialHarness, socialSignIn } from './social-support'

const harness = setUpSocialHarness()

/** Provider failures are logged as warnings; a test that provokes one expects its log line. */
function expectWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {})
}

const oauthFailed = { status: 400, code: 'OAUTH_FAILED', message: m.api_error_oauth_failed({}, { locale: 'en-US' }) }

describe('social sign-in refusals', () => {
  it('refuses a replayed state, even with a fresh code', async () => {
    const warn = expectWarnings()
    const person = newPerson(uniqueEmail('replay'), true)
    const state = newState()
    expect((await socialSignIn(harness, 'http', 'google', person, { state })).status).toBe(200)
    const replay = await socialSignIn(harness, 'http', 'google', person, { state }, { locale: 'en-US' })
    expect(replay.json.error).toEqual(oauthFailed)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/google sign-in failed reason="state already used/))
  })

  it('refuses a client id other than the configured one, and a redirect URI that is not the callback', async () => {
    const person = newPerson(uniqueEmail('client'), true)
    expect((await socialSignIn(harness, 'http', 'naver', person, { clientId: 'someone-elses-app' })).json.error?.code).toBe(
      'BAD_REQUEST',
    )
    const redirectUri = 'https://site.example/evil/callback'
    expect((await socialSignIn(harness, 'http', 'naver', person, { redirectUri })).status).toBe(400)
    expect((await socialSignIn(harness, 'http', 'naver', person, { redirectUri: callbackOf('kakao') })).status).toBe(400)
  })

  it('answers OAUTH_FAILED, without the provider detail, when the provider refuses the code', async () => {
    const warn = expectWarnings()
    const answer = await socialSignIn(
      harness,
      'http',
      'kakao',
      newPerson(undefined, false),
      { code: 'made-up' },
      { locale: 'en-US' },
    )
    expect(answer.json.error).toEqual(oauthFailed)
    expect(JSON.stringify(answer.json)).not.toContain('secret provider detail')
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/kakao sign-in failed reason="token endpoint refused the code \(invalid_grant\)/),
    )
  })

  it('answers OAUTH_FAILED when the token or userinfo endpoint fails', async () => {
    const warn = expectWarnings()
    const { google, facebook, naver } = harness.providers
    google.server.service.once(Events.BeforeResponse, (response: MutableResponse) => {
      Object.assign(response, { statusCode: 500, body: { error: 'server_error' } })
    })
    expect((await socialSignIn(harness, 'http', 'google', newPerson(uniqueEmail('t'), true))).json.error?.code).toBe(
      'OAUTH_FAILED',
    )
    const failingUserinfo = newPerson(uniqueEmail('u'), false)
    facebook.server.service.once(Events.BeforeUserinfo, (response: MutableResponse) => {
      Object.assign(response, { statusCode: 503, body: { error: 'down' } })
    })
    expect((await socialSignIn(harness, 'http', 'facebook', failingUserinfo)).json.error?.code).toBe('OAUTH_FAILED')
    naver.server.service.once(Events.BeforeUserinfo, (response: MutableResponse) => {
      Object.assign(response, { body: { resultcode: '024', message: 'Authentication failed' } })
    })
    expect((await socialSignIn(harness, 'http', 'naver', newPerson(uniqueEmail('n'), false))).json.error?.code).toBe(
      'OAUTH_FAILED',
    )
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/google sign-in failed reason="token endpoint answered 500/),
      expect.stringMatching(/facebook sign-in failed reason="userinfo endpoint answered 503/),
      expect.stringMatching(/naver sign-in failed reason="userinfo answer is not the expected profile/),
    ])
  })

  it('counts failed social sign-ins against the client address', async () => {
    expectWarnings()
    nextMinute(harness)
    const clientIp = '192.0.2.77'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await socialSignIn(
        harness,
        'in-process',
        'google',
        newPerson(undefined, false),
        { code: 'bad' },
        { clientIp },
      )
      expect(refused.json.error?.code).toBe('OAUTH_FAILED')
    }
    const limited = await socialSignIn(harness, 'in-process', 'google', newPerson(uniqueEmail('ok'), true), {}, { clientIp })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('providers that are not configured or do not answer', () => {
  let silent: Server | undefined
  const sockets = new Set<Socket>()
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()))
  })

  const post = (app: ReturnType<typeof createBackendApp>, provider: string) =>
    app.fetch(
      new Request(`http://in-process${API_BASE_PATH}/auth/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          code: 'c',
          clientId: `${provider}-client-id`,
          redirectUri: callbackOf('google'),
          state: newState(),
        }),
      }),
      { clientIp: '192.0.2.99' },
    )

  it('answers 404 for a provider without configuration, and for one not in the contract', async () => {
    const app = createBackendApp({ db: harness.database.db, auth: { providers: { kakao: harness.providers.kakao.config } } })
    expect((await post(app, 'google')).status).toBe(404)
    expect((await post(app, 'github')).status).toBe(400)
    expect(signInEndpoints.socialLogin.path).toBe('/auth/:provider')
  })

  it('gives up on a provider that does not answer within the time limit', async () => {
    const warn = expectWarnings()
    // Accepts connections and never answers.
    silent = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve))
    const address = silent.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const google = { ...harness.providers.google.config, tokenUrl: `http://127.0.0.1:${port}/token` }
    const app = createBackendApp({ db: harness.database.db, auth: { providers: { google }, providerTimeoutMs: 300 } })
    const started = Date.now()
    const response = await post(app, 'google')
    expect(Date.now() - started).toBeLessThan(5000)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('OAUTH_FAILED')
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/google sign-in failed reason="no answer within 300 ms/))
  })
})
