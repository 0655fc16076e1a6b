import type { IncomingMessage } from 'node:http'
import {
  Events,
  type MutableRedirectUri,
  type MutableResponse,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server'
import { type SocialProvider, socialProviders } from '~/api/contract/sign-in-endpoints'
import type { SocialProviderConfig } from '~/config/social-providers.server'

/** A person as a provider knows them; each provider answers it in its own shape. */
export interface Person {
  /** The provider's account id (digits, so Kakao's numeric id fits too). */
  id: string
  email?: string
  name: string
  /** Whether the provider says it verified the email (Google, Kakao; Facebook and Naver do not say). */
  verified: boolean
}

/** The userinfo answer of each provider for a person, as the real APIs shape it. */
export const userinfoOf: Record<SocialProvider, (person: Person) => Record<string, unknown>> = {
  google: (p) => ({ sub: p.id, email: p.email, email_verified: p.verified, name: p.name }),
  facebook: (p) => ({ id: p.id, name: p.name, ...(p.email ? { email: p.email } : {}) }),
  naver: (p) => ({ resultcode: '00', message: 'success', response: { id: p.id, email: p.email, nickname: p.name } }),
  kakao: (p) => ({
    id: Number(p.id),
    kakao_account: { email: p.email, is_email_valid: p.verified, is_email_verified: p.verified, profile: { nickname: p.name } },
  }),
}

export interface MockProvider {
  server: OAuth2Server
  config: SocialProviderConfig
  /** Whom the provider signs in next (what its userinfo endpoint answers). */
  person: Person
}

/** How each provider takes the client's secret at its token endpoint: Google by HTTP Basic, the others as form fields. */
function clientOf(provider: SocialProvider, request: TokenRequestIncomingMessage): { id?: string; secret?: string } {
  if (provider === 'google') {
    const [id, secret] = Buffer.from(request.headers.authorization?.replace(/^Basic /, '') ?? '', 'base64')
      .toString()
      .split(':')
    return { id, secret }
  }
  const body = request.body as unknown as Record<string, string | undefined>
  return { id: body.client_id, secret: body.client_secret }
}

/**
 * A real OAuth 2.0 server on loopback playing one provider, stricter than the mock alone: a code must come
 * from its authorize endpoint, be used once, with the same redirect URI and the client's id and secret.
 */
async function startMockProvider(provider: SocialProvider): Promise<MockProvider> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const base = `http://127.0.0.1:${server.address().port}`
  const config: SocialProviderConfig = {
    provider,
    clientId: `${provider}-client-id`,
    clientSecret: `${provider}-client-secret`,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/userinfo`,
    scopes: [],
  }
  const mock: MockProvider = { server, config, person: { id: '1', name: '', verified: false } }
  const issued = new Map<string, string>()

  server.service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, request: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code')
    const redirectUri = new URL(request.url ?? '/', base).searchParams.get('redirect_uri')
    if (code && redirectUri) issued.set(code, redirectUri)
  })
  server.service.on(Events.BeforeResponse, (response: MutableResponse, request: TokenRequestIncomingMessage) => {
    const client = clientOf(provider, request)
    const body = request.body as unknown as Record<string, string | undefined>
    const redirectUri = issued.get(body.code ?? '')
    issued.delete(body.code ?? '')
    if (client.id !== config.clientId || client.secret !== config.clientSecret) {
      Object.assign(response, { statusCode: 401, body: { error: 'invalid_client' } })
    } else if (!redirectUri || redirectUri !== body.redirect_uri) {
      Object.assign(response, { statusCode: 400, body: { error: 'invalid_grant', error_description: 'secret provider detail' } })
    }
  })
  server.service.on(Events.BeforeUserinfo, (response: MutableResponse, request: IncomingMessage) => {
    const bearer = /^Bearer \S+$/.test(request.headers.authorization ?? '')
    Object.assign(
      response,
      bearer ? { body: userinfoOf[provider](mock.person) } : { statusCode: 401, body: { error: 'invalid_token' } },
    )
  })
  return mock
}

export async function startMockProviders(): Promise<Record<SocialProvider, MockProvider>> {
  const started = await Promise.all(socialProviders.map(startMockProvider))
  return Object.fromEntries(started.map((mock) => [mock.config.provider, mock])) as Record<SocialProvider, MockProvider>
}

export function providerConfigs(mocks: Record<SocialProvider, MockProvider>): Record<SocialProvider, SocialProviderConfig> {
  return Object.fromEntries(Object.values(mocks).map((mock) => [mock.config.provider, mock.config])) as Record<
    SocialProvider,
    SocialProviderConfig
  >
}

/** What the browser does: opens the authorize URL and comes back to the callback with a code. */
export async function authorize(mock: MockProvider, redirectUri: string, state: string): Promise<string> {
  const url = new URL(mock.config.authorizeUrl)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: mock.config.clientId,
    redirect_uri: redirectUri,
    state,
  }).toString()
  const response = await fetch(url, { redirect: 'manual' })
  const code = new URL(response.headers.get('location') ?? '', redirectUri).searchParams.get('code')
  if (!code) throw new Error(`${mock.config.provider} gave no code`)
  return code
}
