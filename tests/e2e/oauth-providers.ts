/**
 * The four sign-in providers for the end-to-end tests: one real OAuth 2.0 server (oauth2-mock-server) per provider
 * on 127.0.0.1, from E2E_OAUTH_PORT (default 3170) on, in the order of `e2eProviders`. Run by playwright.config.ts
 * (`node tests/e2e/oauth-providers.ts`; Node strips the types), or by hand next to a server started for E2E_PORT.
 *
 * Like a real provider, each knows who is signed in at it by its own cookie: `e2e_<provider>_person`, base64url
 * JSON of `{ id, email, name }` (or `{ error }`: the person refuses, and the authorize step answers that error).
 * A test sets it on 127.0.0.1 before it clicks the provider's button (see auth-support.ts); without it the person
 * is a fixed one, for trying the buttons by hand. The authorize endpoint asks nothing: it goes straight back to
 * the site with a code. The code works once, only for the client and redirect URI it was issued to, and only with
 * the client's secret; the access token it gives reads that person's profile from /userinfo, in the shape the real
 * provider answers it.
 */
import type { IncomingMessage } from 'node:http'
import {
  Events,
  type MutableRedirectUri,
  type MutableResponse,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server'
import { type E2eProvider, e2eProviders, oauthBasePort, oauthClientOf } from './e2e-server-env.ts'

interface Person {
  /** The provider's account id (Kakao's is a number: give digits). */
  id: string
  email: string | null
  name: string
}

type Scenario = Person | { error: string }

interface IssuedCode {
  person: Person
  redirectUri: string
}

/** What each provider's profile endpoint answers. */
const profileOf: Record<E2eProvider, (person: Person) => Record<string, unknown>> = {
  google: (person) => ({
    sub: person.id,
    email: person.email,
    email_verified: person.email !== null,
    name: person.name,
    picture: 'https://lh3.googleusercontent.com/a/default-user',
  }),
  facebook: (person) => ({ id: person.id, name: person.name, ...(person.email ? { email: person.email } : {}) }),
  naver: (person) => ({
    resultcode: '00',
    message: 'success',
    response: { id: person.id, email: person.email, name: person.name, nickname: person.name },
  }),
  kakao: (person) => ({
    id: Number(person.id),
    connected_at: new Date().toISOString(),
    kakao_account: {
      profile_nickname_needs_agreement: false,
      profile: { nickname: person.name, is_default_nickname: false },
      email_needs_agreement: false,
      is_email_valid: person.email !== null,
      is_email_verified: person.email !== null,
      ...(person.email ? { email: person.email } : {}),
    },
  }),
}

const defaultPerson = (provider: E2eProvider, index: number): Person => ({
  id: String(9_000_001 + index),
  email: `${provider}.user@example.com`,
  name: `${provider} user`,
})

function scenarioOf(provider: E2eProvider, req: IncomingMessage, index: number): Scenario {
  const name = `e2e_${provider}_person=`
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
  if (!cookie) return defaultPerson(provider, index)
  return JSON.parse(Buffer.from(cookie.slice(name.length), 'base64url').toString('utf8')) as Scenario
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The client's credentials as sent: HTTP Basic (RFC 6749's default) or form fields (what Kakao, Naver, Facebook take). */
function credentialsOf(req: TokenRequestIncomingMessage): { id?: string; secret?: string } {
  const form: Record<string, unknown> = { ...req.body }
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
    return { id, secret }
  }
  return { id: text(form.client_id), secret: text(form.client_secret) }
}

function refuse(response: MutableResponse, statusCode: number, error: string): void {
  response.statusCode = statusCode
  response.body = { error }
}

async function startProvider(provider: E2eProvider, index: number): Promise<OAuth2Server> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  const client = oauthClientOf(provider)
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, Person>()

  server.service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', 'http://provider.invalid').searchParams
    // A real provider shows its own error page for an unknown client or a redirect URI it was not given.
    if (query.get('client_id') !== client.id) throw new Error(`unknown client_id ${query.get('client_id')}`)
    const redirectUri = query.get('redirect_uri') ?? ''
    if (new URL(redirectUri).pathname !== `/auth/callback/${provider}`)
      throw new Error(`unregistered redirect_uri ${redirectUri}`)
    const code = redirect.url.searchParams.get('code')
    const scenario = scenarioOf(provider, req, index)
    if ('error' in scenario) {
      redirect.url.searchParams.delete('code')
      redirect.url.searchParams.set('error', scenario.error)
      redirect.url.searchParams.set('error_description', 'The user denied the request.')
      return
    }
    if (code) codes.set(code, { person: scenario, redirectUri })
  })

  server.service.on(Events.BeforeResponse, (response: MutableResponse, req: TokenRequestIncomingMessage) => {
    if (req.body.grant_type !== 'authorization_code') return refuse(response, 400, 'unsupported_grant_type')
    const credentials = credentialsOf(req)
    if (credentials.id !== client.id || credentials.secret !== client.secret) return refuse(response, 401, 'invalid_client')
    const form: Record<string, unknown> = { ...req.body }
    const code = text(form.code) ?? ''
    const issued = codes.get(code)
    codes.delete(code) // once only, whatever happens next
    if (!issued || issued.redirectUri !== text(form.redirect_uri)) return refuse(response, 400, 'invalid_grant')
    const body = response.body as Record<string, unknown>
    tokens.set(String(body.access_token), issued.person)
  })

  server.service.on(Events.BeforeUserinfo, (response: MutableResponse, req: IncomingMessage) => {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const person = tokens.get(token)
    if (!person) return refuse(response, 401, 'invalid_token')
    response.body = profileOf[provider](person)
  })

  await server.start(oauthBasePort + index, '127.0.0.1')
  return server
}

const servers: OAuth2Server[] = []
for (const [index, provider] of e2eProviders.entries()) {
  servers.push(await startProvider(provider, index))
  console.log(`oauth provider ${provider}: ${servers[index]?.issuer.url}`)
}

async function stop() {
  await Promise.allSettled(servers.map((server) => server.stop()))
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
