import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { toJSONAsync } from 'seroval'
import { allEndpoints } from '~/api/contract/endpoint-groups'
import { SESSION_COOKIE } from './auth-support'
import { expect, test } from './fixtures'
import { sentInquiry } from './operations-support'
import { serverFunctionsOfBuild } from './server-functions-of-build'
import { addedStaff, waitForConsole } from './staff-console-support'
import { firstAttachmentId, STAFF_COOKIE, signInThroughConsoleForm, staffSession } from './staff-session-support'

/**
 * Issue 8: every state-changing request the site answers (the API's, the site's own endpoints, every server
 * function) is refused when a browser marks it as coming from another site, and is not refused as forged when it
 * comes from this one. What a same-origin call answers beyond that (400, 401, 404) is its own endpoint's business.
 * Issue 23: the forged requests carry a live staff session and a member's, as a victim's browser would (the staff
 * console's server functions, sign-out among them, are in the sweep with every other function of the build).
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
  // The console's download routes answer GET only (a cross-site GET carries no staff cookie, see below); any other
  // method is refused as forged before it is routed.
  { label: 'console CSV export, posted', method: 'POST', path: '/api/console/inquiries.csv' },
  { label: 'console attachment, deleted', method: 'DELETE', path: '/api/console/inquiries/C-1/attachments/1' },
  // The console's forms post to their own page when sent before the page is interactive.
  { label: 'console sign-in page, posted', method: 'POST', path: '/admin/login?lang=ko-KR' },
  { label: 'console invitation page, posted', method: 'POST', path: '/admin/invitation?lang=ko-KR' },
  { label: 'console staff page, posted', method: 'POST', path: '/admin/staff?lang=ko-KR' },
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
    const member = await request.post('/api/v1/signup', {
      data: {
        email: `csrf-${Date.now()}@example.com`,
        password: 'plum-harbour-lantern-77',
        name: 'Csrf',
        termsAgree: true,
        privacyAgree: true,
      },
    })
    const memberToken = ((await member.json()) as { data: { accessToken: string } }).data.accessToken
    const admin = await staffSession(request, 'admin')
    // What the victim's browser holds; sent with the forged requests only (the own-site ones would act on it).
    const sessions = { cookie: `${SESSION_COOKIE}=${memberToken}; ${STAFF_COOKIE}=${admin.token}` }
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
        const response = await send({ ...foreign, ...sessions })
        if (!csrfRefusal(response.status(), await response.text())) missed.push(`${label} accepted ${JSON.stringify(foreign)}`)
      }
      const own = await send({ origin: baseURL ?? '', 'sec-fetch-site': 'same-origin' })
      if (csrfRefusal(own.status(), await own.text())) missed.push(`${label} refused its own site`)
    }
    expect(missed).toEqual([])
  })
})

/** A server function's call as the browser bundle makes it: POST, the framework's encoding of `data`. */
async function serverFunctionCall(name: string, data: unknown, headers: Record<string, string>) {
  const fn = serverFunctionsOfBuild().find((candidate) => candidate.name === name)
  if (!fn) throw new Error(`the build has no server function ${name}`)
  return {
    path: `/_serverFn/${fn.id}`,
    options: {
      headers: { 'x-tsr-serverFn': 'true', 'content-type': 'application/json', accept: 'application/json', ...headers },
      data: JSON.stringify(await toJSONAsync({ data })),
      maxRedirects: 0,
    },
  }
}

test.describe('cross-site request forgery against the staff console', () => {
  test("a forged call with an admin's session disables no one; the same call from the console does", async ({
    request,
    baseURL,
  }) => {
    const [admin, agent] = await Promise.all([staffSession(request, 'admin'), staffSession(request, 'support')])
    const me = await request.get('/api/v1/admin/me', { headers: { authorization: `Bearer ${agent.token}` } })
    const { data: target } = (await me.json()) as { data: { id: string; version: number } }
    // The staff console's changes' dispatcher (decision 119), asked to disable the agent.
    const disable = {
      endpoint: 'updateStaff',
      input: { params: { id: target.id }, body: { status: 'disabled', version: target.version } },
    }
    const agentSignedIn = async () =>
      (await request.get('/api/v1/admin/me', { headers: { authorization: `Bearer ${agent.token}` } })).status()

    const cookie = `${STAFF_COOKIE}=${admin.token}`
    const foreignMarks: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.test' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const foreign of foreignMarks) {
      const forged = await serverFunctionCall('changeStaffEndpoint', disable, { cookie, ...foreign })
      const response = await request.post(forged.path, forged.options)
      expect(response.status(), JSON.stringify(foreign)).toBe(403)
      expect(await response.text()).toContain('CSRF_REJECTED')
    }
    expect(await agentSignedIn(), 'the agent is still active and signed in').toBe(200)

    const own = await serverFunctionCall('changeStaffEndpoint', disable, {
      cookie,
      origin: baseURL ?? '',
      'sec-fetch-site': 'same-origin',
    })
    const response = await request.post(own.path, own.options)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('disabled')
    expect(await agentSignedIn(), "disabling ends the agent's sessions").toBe(401)
  })

  test.describe('in a browser', () => {
    test.use({ allowedConsoleErrors: [/status of 403/] })

    test("a page on another site gets no file from the console and cannot sign its staff member out; the console's own links work", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const site = new URL(baseURL ?? '').origin
      const inquiry = await sentInquiry(request)
      const attachmentId = await firstAttachmentId(request, inquiry.receipt)
      const agent = await addedStaff(request, 'support')

      await page.goto('/admin/login?lang=en-US')
      await waitForConsole(page)
      await signInThroughConsoleForm(page, agent, 'en-US')
      await expect(page).toHaveURL(/\/admin\?lang=en-US$/)
      // The session the sign-in gave: HttpOnly (no script reads it), never sent by another site (Strict), the whole site.
      const cookie = (await context.cookies()).find((candidate) => candidate.name === STAFF_COOKIE)
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: false, domain: '127.0.0.1' })
      expect(await page.evaluate(() => document.cookie)).not.toContain(STAFF_COOKIE)

      const csv = `${site}/api/console/inquiries.csv?q=${encodeURIComponent(inquiry.receipt)}&lang=en-US`
      const file = `${site}/api/console/inquiries/${encodeURIComponent(inquiry.receipt)}/attachments/${attachmentId}?lang=en-US`
      const signOut = serverFunctionsOfBuild().find((fn) => fn.name === 'signOutStaff')
      await page.route('https://evil.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>Prize</title>
            <a id="csv" href="${csv}">csv</a> <a id="file" href="${file}">file</a>
            <form id="out" method="post" action="${site}/_serverFn/${signOut?.id}"><button>go</button></form>`,
        }),
      )
      for (const [link, target] of [
        ['#csv', '/api/console/inquiries.csv'],
        ['#file', '/attachments/'],
      ] as const) {
        await page.goto('https://evil.test/')
        const [answer] = await Promise.all([
          page.waitForResponse((response) => response.url().includes(target)),
          page.locator(link).click(),
        ])
        // Refused for coming from another site (Sec-Fetch-Site), before the session is looked at; the browser left the
        // staff cookie home anyway (SameSite=Strict).
        expect(answer.status(), link).toBe(403)
        expect(answer.headers()['content-disposition'], link).toBeUndefined()
        expect(await answer.text(), link).not.toContain(inquiry.company)
      }
      await page.goto('https://evil.test/')
      const [forgedSignOut] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/_serverFn/')),
        page.locator('#out button').click(),
      ])
      expect(forgedSignOut.status()).toBe(403)
      expect(await forgedSignOut.text()).toContain('CSRF_REJECTED')

      // Back in the console: still signed in, and the same links download from here.
      await page.goto('/admin/inquiries?lang=en-US')
      await expect(page).toHaveURL(/\/admin\/inquiries\?lang=en-US$/)
      for (const url of [csv, file]) {
        const own = await context.request.get(url, { headers: { 'sec-fetch-site': 'same-origin' } })
        expect(own.status(), url).toBe(200)
        expect(own.headers()['content-disposition'], url).toMatch(/^attachment/)
      }
    })
  })
})
