import type { APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { toJSONAsync } from 'seroval'
import { publicPrivateReads, publicReads } from '~/features/contract-calls/public-endpoints'
import { memberCalls } from '~/features/member-area/member-endpoints'
import { staffCalls } from '~/features/staff-console/staff-endpoints'
import { FUZZ_RUNS } from '../fuzz-runs'
import { SESSION_COOKIE } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { test as base, expect } from './fixtures'
import { assertConcurrently, expectNoLeak } from './fuzz-site-support'
import { memberSignedUpByApi } from './member-support'
import { serverFunctionsOfBuild } from './server-functions-of-build'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { STAFF_COOKIE, staffSession } from './staff-session-support'

/**
 * Issue 8: every server function of the build, called with malformed payloads (not JSON, JSON that is not the
 * framework's format, well-formed payloads of random data), signed in or not, answers without a 5xx and without a
 * stack trace. FUZZ_RUNS generated calls each (tests/fuzz-runs.ts).
 *
 * Issue 23: signed in as a member, as an admin or as a support agent of the staff console (each test's own), so that
 * the console's functions are fuzzed past their guard too. A random payload can be a valid call (`{ id: 1 }` ends
 * member 1's sessions), so the calls go to a copy of the build with data of its own, one per worker
 * (E2E_FUZZ_PORT and the ports after it): no other spec's members or records are touched.
 */
const sessionKinds = ['none', 'member', 'admin', 'support'] as const
type SessionTokens = Record<Exclude<(typeof sessionKinds)[number], 'none'>, string>

/**
 * The worker's sessions, each live when a test starts: made once per worker (a password hash each) and made again only
 * after a fuzzed call ended one, as a random payload may (a sign-out, `{ id: 1 }` to end a member's sessions).
 */
async function liveSessions(request: APIRequestContext, tokens: Partial<SessionTokens>): Promise<SessionTokens> {
  /** The token while the API still takes it at `path`, else a new one. */
  const kept = async (path: string, token: string | undefined, makeNew: () => Promise<string>) =>
    token && (await request.get(path, { headers: { authorization: `Bearer ${token}` } })).ok() ? token : makeNew()
  const [member, admin, support] = await Promise.all([
    kept('/api/v1/me', tokens.member, async () => (await memberSignedUpByApi(request, 'fuzz')).token),
    kept('/api/v1/admin/me', tokens.admin, async () => (await staffSession(request, 'admin')).token),
    kept('/api/v1/admin/me', tokens.support, async () => (await staffSession(request, 'support')).token),
  ])
  return Object.assign(tokens, { member, admin, support })
}

const test = base.extend<{ sessions: SessionTokens }, { fuzzSite: SiteCopy; workerTokens: Partial<SessionTokens> }>({
  fuzzSite: [
    // Depends on nothing; Playwright reads a fixture's dependencies from its first parameter's names.
    async ({ playwright: _playwright }, use, workerInfo) => {
      const port = Number(process.env.E2E_FUZZ_PORT ?? 3180) + workerInfo.parallelIndex
      const site = await startSiteCopyWithOwnData(`fuzz-${workerInfo.parallelIndex}`, port, { ...e2eServerEnv })
      await use(site)
      site.stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  workerTokens: [async ({ playwright: _playwright }, use) => use({}), { scope: 'worker' }],
  baseURL: async ({ fuzzSite }, use) => use(fuzzSite.origin),
  sessions: async ({ request, workerTokens }, use) => use(await liveSessions(request, workerTokens)),
})

/** What the console's functions read besides the public ones: receipt numbers, versions, reasons, roles, filters. */
const fieldNames = [
  ...['id', 'name', 'page', 'size', 'email', 'password', 'mobile', 'code', 'data', 'title', 'content'],
  ...['receiptNumber', 'version', 'status', 'q', 'reason', 'amount', 'role', 'token', 'body', 'subject', 'sort'],
  ...['category', 'from', 'to', 'locale', 'staff', 'action', 'assigneeId', 'carrier', 'trackingNumber'],
]

const junkValue = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.integer(),
  fc.constant(null),
  fc.constant(''),
  fc.constant('a'.repeat(3000)),
)

/**
 * Every endpoint the dispatching functions call (decision 119), the visitors', the members' and the staff's: a call
 * that names one reaches that endpoint's own schemas with random parts.
 */
const dispatchedEndpoints = [publicReads, publicPrivateReads, memberCalls, staffCalls].flatMap((table) => Object.keys(table))
const dispatchedCall = fc.record({
  endpoint: fc.constantFrom(...dispatchedEndpoints),
  input: fc.dictionary(fc.constantFrom('params', 'query', 'body'), fc.dictionary(fc.constantFrom(...fieldNames), junkValue)),
})

const junkData = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom(...fieldNames), junkValue), dispatchedCall)

/** A payload as text: sometimes the framework's own encoding of random data, sometimes anything at all. */
const payloadText = fc.oneof(
  junkData.map(async (data) => JSON.stringify(await toJSONAsync({ data }))),
  fc.jsonValue({ maxDepth: 3 }).map(async (json) => JSON.stringify(json)),
  fc.string({ maxLength: 200 }).map(async (text) => text),
)

test.describe('fuzzing the server functions', () => {
  const functions = serverFunctionsOfBuild()

  test('the build has the server functions this test expects to find', () => {
    expect(functions.length).toBeGreaterThanOrEqual(20)
    expect(functions.filter((fn) => fn.name.endsWith('…')).map((fn) => fn.id)).toEqual([])
    // The console's, among them.
    expect(functions.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['signInStaff', 'signOutStaff', 'readStaffEndpoint', 'changeStaffEndpoint', 'readAuditLog']),
    )
  })

  test("the staff cookies the fuzz sends open the console's functions, each as far as its role goes", async ({ request }) => {
    const [admin, support] = await Promise.all([staffSession(request, 'admin'), staffSession(request, 'support')])
    // The list of staff accounts, through the console's reads' dispatcher (decision 119).
    const readStaff = functions.find((fn) => fn.name === 'readStaffEndpoint')
    const payload = JSON.stringify(await toJSONAsync({ data: { endpoint: 'staffList', input: {} } }))
    const call = (token: string) =>
      request.get(`/_serverFn/${readStaff?.id}?payload=${encodeURIComponent(payload)}`, {
        headers: { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin', cookie: `${STAFF_COOKIE}=${token}` },
      })
    // The list of staff accounts: an admin reads it (their own email is in it); a support agent is refused (403).
    expect(await (await call(admin.token)).text()).toContain(admin.staff.email)
    const refused = await (await call(support.token)).text()
    expect(refused).toContain('FORBIDDEN')
    expect(refused).not.toContain(admin.staff.email)
  })

  for (const fn of functions) {
    test(`${fn.method} ${fn.name}: no 5xx, no stack trace`, async ({ fuzzSite, sessions }) => {
      test.setTimeout(120_000)
      const cookies: Record<(typeof sessionKinds)[number], string | undefined> = {
        none: undefined,
        member: `${SESSION_COOKIE}=${sessions.member}`,
        admin: `${STAFF_COOKIE}=${sessions.admin}`,
        support: `${STAFF_COOKIE}=${sessions.support}`,
      }
      const call = fc.tuple(payloadText, fc.constantFrom(...sessionKinds))
      const check = async ([payload, session]: [Promise<string>, (typeof sessionKinds)[number]]) => {
        const text = await payload
        const cookie = cookies[session]
        const headers: Record<string, string> = {
          'x-tsr-serverFn': 'true',
          'sec-fetch-site': 'same-origin',
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
        }
        // Node's own fetch: a third of the time of Playwright's request client per call, over the same loopback HTTP.
        const url = `${fuzzSite.origin}/_serverFn/${fn.id}`
        const response =
          fn.method === 'GET'
            ? await fetch(`${url}?payload=${encodeURIComponent(text)}`, { headers })
            : await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: text })
        expectNoLeak(response.status, await response.text())
      }
      // A GET function reads: its calls go a few at a time. A POST may change what the next call meets (a sign-out, a
      // record made or ended), and two at once could meet each other half-way, which the fuzz does not set out to test:
      // one at a time, as before.
      if (fn.method === 'GET') await assertConcurrently(call, check)
      else await fc.assert(fc.asyncProperty(call, check), { numRuns: FUZZ_RUNS })
    })
  }
})
