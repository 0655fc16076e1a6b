import { describe, expect, it } from 'vitest'
import { buildApiRequest } from './client.server'
import { contentEndpoints } from './contract/content-endpoints'
import { signInEndpoints } from './contract/sign-in-endpoints'
import { staffEndpoints } from './contract/staff-endpoints'

const context = {
  transport: async () => new Response(),
  baseUrl: 'https://api.test/api/v1',
  locale: 'ja-JP',
  unavailableMessage: 'unavailable',
}

describe('buildApiRequest', () => {
  it('sends a JSON body with its method, the language and the bare token', async () => {
    const request = buildApiRequest(
      signInEndpoints.login,
      { body: { email: 'member@example.com', password: 'secret' } },
      { ...context, token: 'tok_123' },
    )
    expect(request.method).toBe('POST')
    expect(request.url).toBe('https://api.test/api/v1/login')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.headers.get('accept-language')).toBe('ja-JP')
    expect(request.headers.get('authorization')).toBe('tok_123')
    expect(await request.json()).toEqual({ email: 'member@example.com', password: 'secret' })
  })

  it("sends a staff member's token after its Bearer scheme", () => {
    const request = buildApiRequest(staffEndpoints.me, {}, { ...context, token: 'staff_tok', tokenScheme: 'Bearer' })
    expect(request.headers.get('authorization')).toBe('Bearer staff_tok')
  })

  it('fills and encodes path parameters and builds a URL-encoded query', () => {
    const social = buildApiRequest(
      signInEndpoints.socialLogin,
      {
        params: { provider: 'kakao' },
        body: { code: 'c', clientId: 'id', redirectUri: 'https://site.test/cb', state: 's'.repeat(16) },
      },
      context,
    )
    expect(social.url).toBe('https://api.test/api/v1/auth/kakao')
    const search = buildApiRequest(contentEndpoints.pharmacyPage, { query: { query: '온누리 & 약국', page: 2 } }, context)
    expect(search.url).toBe(`https://api.test/api/v1/pharmacy/page?query=${encodeURLComponentForm('온누리 & 약국')}&page=2`)
    expect(search.method).toBe('GET')
    expect(search.headers.get('authorization')).toBeNull()
  })
})

function encodeURLComponentForm(text: string) {
  return new URLSearchParams({ q: text }).toString().slice(2)
}
