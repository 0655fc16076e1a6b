import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { SocialProviderConfig } from '~/config/social-providers.server'
import { requestAccessToken } from './token-request'

interface Seen {
  authorization: string | undefined
  body: URLSearchParams
}

/** A token endpoint on loopback that answers what the test sets, and remembers what it was sent. */
let answer: { status: number; body: string } = { status: 200, body: '{}' }
let seen: Seen | undefined
let server: Server
let tokenUrl = ''

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen = { authorization: request.headers.authorization, body: new URLSearchParams(await bodyOf(request)) }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const configOf = (provider: SocialProvider, clientSecret = 'secret'): SocialProviderConfig => ({
  provider,
  clientId: `${provider}-id`,
  clientSecret,
  authorizeUrl: 'http://127.0.0.1/authorize',
  tokenUrl,
  userinfoUrl: 'http://127.0.0.1/userinfo',
  scopes: [],
})

const exchange = (provider: SocialProvider, clientSecret?: string) =>
  requestAccessToken(configOf(provider, clientSecret), 'the-code', 'https://site.example/auth/callback/x', 2000)

describe('exchanging a sign-in code for an access token', () => {
  it("sends Google's client secret by HTTP Basic, form-encoded first (RFC 6749 §2.3.1), and returns the token", async () => {
    answer = { status: 200, body: JSON.stringify({ access_token: 'token-1', token_type: 'Bearer' }) }
    await expect(exchange('google', 'a:b+c/=')).resolves.toBe('token-1')
    const decoded = Buffer.from(seen?.authorization?.replace(/^Basic /, '') ?? '', 'base64').toString()
    expect(decoded).toBe('google-id:a%3Ab%2Bc%2F%3D')
    expect(seen?.body.get('client_secret')).toBeNull()
    expect(seen?.body.get('grant_type')).toBe('authorization_code')
    expect(seen?.body.get('code')).toBe('the-code')
  })

  it('sends the secret as form fields to Kakao, Naver and Facebook', async () => {
    answer = { status: 200, body: JSON.stringify({ access_token: 'token-2' }) }
    await expect(exchange('kakao')).resolves.toBe('token-2')
    expect(seen?.authorization).toBeUndefined()
    expect(seen?.body.get('client_id')).toBe('kakao-id')
    expect(seen?.body.get('client_secret')).toBe('secret')
  })

  it("names the provider's refusal, whether it comes with 400 or, as Naver answers, with 200", async () => {
    answer = { status: 400, body: JSON.stringify({ error: 'invalid_grant', error_description: 'detail' }) }
    await expect(exchange('google')).rejects.toThrow('token endpoint refused the code (invalid_grant)')
    answer = { status: 200, body: JSON.stringify({ error: 'invalid_request', error_description: 'no such code' }) }
    await expect(exchange('naver')).rejects.toThrow('token endpoint refused the code (invalid_request)')
  })

  it('fails on any other status, or an answer without a token', async () => {
    answer = { status: 502, body: 'Bad gateway' }
    await expect(exchange('facebook')).rejects.toThrow('token endpoint answered 502')
    answer = { status: 200, body: '<html>' }
    await expect(exchange('facebook')).rejects.toThrow('token endpoint answered 200 without a token')
    answer = { status: 200, body: JSON.stringify({ access_token: '' }) }
    await expect(exchange('facebook')).rejects.toThrow('token endpoint answered 200 without a token')
  })
})
