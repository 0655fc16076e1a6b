import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { allEndpoints } from '~/api/contract/endpoint-groups'
import { expect, test } from './fixtures'

/**
 * Issue 8: every state-changing request the site answers (the API's, the site's own endpoints, every server
 * function) is refused when a browser marks it as coming from another site, and is not refused as forged when it
 * comes from this one. What a same-origin call answers beyond that (400, 401, 404) is its own endpoint's business.
 */

interface StateChanging {
  label: string
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
}

function apiRequests(): StateChanging[] {
  const endpoints = allEndpoints.filter((endpoint) => endpoint.method !== 'GET')
  return endpoints.map((endpoint) => ({
    label: `API ${endpoint.method} ${endpoint.path}`,
    method: endpoint.method as StateChanging['method'],
    path: `/api/v1${endpoint.path.replace(/:(\w+)/g, '1')}`,
  }))
}

/** The server functions as the browser bundle calls them (their ids are only in the build). */
function serverFunctionRequests(): StateChanging[] {
  const assets = join(process.env.E2E_OUTPUT_DIR ?? '.output', 'public', 'assets')
  const ids = new Set<string>()
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(assets, file), 'utf8').matchAll(/\.handler\(\w+\(`([0-9a-f]{64})`\)\)/g)) {
      ids.add(match[1] as string)
    }
  }
  return [...ids].map((id) => ({ label: `server function ${id.slice(0, 12)}…`, method: 'POST', path: `/_serverFn/${id}` }))
}

const siteRequests: StateChanging[] = [
  { label: 'inquiry form', method: 'POST', path: '/api/inquiries' },
  { label: 'sign-out form', method: 'POST', path: '/auth/logout' },
  { label: 'page cache purge', method: 'DELETE', path: '/api/page-cache' },
]

const csrfRefusal = (status: number, body: string) => status === 403 && body.includes('CSRF_REJECTED')

test.describe('cross-site request forgery', () => {
  const requests = [...apiRequests(), ...siteRequests, ...serverFunctionRequests()]

  test('the sweep covers the API, the site endpoints and the server functions', () => {
    expect(requests.filter((request) => request.label.startsWith('API')).length).toBeGreaterThanOrEqual(15)
    expect(requests.filter((request) => request.label.startsWith('server function')).length).toBeGreaterThanOrEqual(20)
  })

  test('every state-changing request from another site is refused, and the same request from this site is not', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const missed: string[] = []
    for (const { label, method, path } of requests) {
      const send = (headers: Record<string, string>) =>
        request.fetch(path, { method, headers: { 'content-type': 'application/json', ...headers }, data: '{}', maxRedirects: 0 })

      const foreignMarks: Record<string, string>[] = [
        { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.test' },
        { 'sec-fetch-site': 'cross-site' },
      ]
      for (const foreign of foreignMarks) {
        const response = await send(foreign)
        if (!csrfRefusal(response.status(), await response.text())) missed.push(`${label} accepted ${JSON.stringify(foreign)}`)
      }
      const own = await send({ origin: baseURL ?? '', 'sec-fetch-site': 'same-origin' })
      if (csrfRefusal(own.status(), await own.text())) missed.push(`${label} refused its own site`)
    }
    expect(missed).toEqual([])
  })
})
