import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Endpoint } from '~/api/contract/endpoint'
import { endpointGroups } from '~/api/contract/endpoint-groups'
import { API_BASE_PATH } from '~/backend/app'
import { createPublicReadCache } from '~/backend/http/public-read-cache'
import { leakPattern } from '../leak-pattern'
import { type ContractHarness, setUpContractHarness } from './harness'
import { setUpInquiryHarness } from './inquiry-support'
import { ADMIN_TOKEN, newMember, setUpMemberHarness } from './member-support'
import { roleRefusalLog, staffTokensOf } from './staff-support'

/**
 * Issue 8: every endpoint of the contract, fed malformed input (path segments, queries, bodies, content types,
 * credentials), answers without a 5xx and without a stack trace or SQL text. 200 generated requests per endpoint.
 * Issue 21: a body over the endpoint's limit is never taken, and only such a body is refused as too large.
 * On PostgreSQL (TEST_DATABASE_URL) 25 per endpoint: the input is checked by the same code before it reaches either
 * database, and PGlite is PostgreSQL's own code, so the full 200 on PGlite already meet every error the database can
 * raise; the run on the server proves the driver and pool answer those errors the same way.
 */
const RUNS = process.env.TEST_DATABASE_URL ? 25 : 200

const nasty = fc.constantFrom(
  '',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'null',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u0000',
  '🙂'.repeat(50),
  'a'.repeat(5000),
  '<script>alert(1)</script>',
  '{"$ne":null}',
)
const text = fc.oneof(nasty, fc.string({ maxLength: 60 }), fc.integer().map(String))

function keysOf(schema: unknown): string[] {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries
  return entries ? Object.keys(entries) : []
}

/** A request to one endpoint, its parts random but shaped like the endpoint's so that validation is what is tested. */
function requestArbitrary(endpoint: Endpoint, tokens: { member: string; admin: string; staff: string[] }) {
  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string)
  const queryKeys = [...keysOf(endpoint.query), 'page', 'size', 'x']
  const bodyKeys = [...keysOf(endpoint.body), 'extra']
  const value = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }))
  // Just past the endpoint's body limit (issue 21), or past the largest limit for those that read no body.
  const limit = endpoint.maxBodyBytes ?? 256 * 1024
  const oversized = fc.integer({ min: 1, max: 4096 }).map((extra) => `{"${bodyKeys[0]}":"${'a'.repeat(limit + extra)}"}`)
  return fc.record({
    params: fc.tuple(...paramNames.map(() => text)),
    query: fc.dictionary(fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 8 })), text, { maxKeys: 5 }),
    body: fc.oneof(
      fc.dictionary(fc.constantFrom(...bodyKeys), value, { maxKeys: 8 }).map((object) => JSON.stringify(object)),
      fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)),
      fc.string({ maxLength: 200 }),
      oversized,
    ),
    contentType: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', undefined),
    // A staff member of each role as well (issue 23): the admin calls are fuzzed past their role check, and refused before it.
    authorization: fc.constantFrom(
      undefined,
      `Bearer ${tokens.member}`,
      `Bearer ${tokens.admin}`,
      ...tokens.staff.map((token) => `Bearer ${token}`),
      'Bearer forged',
      'Basic eA==',
    ),
  })
}

function toRequest(endpoint: Endpoint, parts: ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never) {
  let index = 0
  const path = endpoint.path.replace(/:(\w+)/g, () => encodeURIComponent(parts.params[index++] ?? ''))
  const search = new URLSearchParams(parts.query).toString()
  const headers: Record<string, string> = { 'accept-language': 'en-US' }
  if (parts.contentType) headers['content-type'] = parts.contentType
  if (parts.authorization) headers.authorization = parts.authorization
  const hasBody = endpoint.method !== 'GET'
  return new Request(`http://api.test${API_BASE_PATH}${path}${search ? `?${search}` : ''}`, {
    method: endpoint.method,
    headers,
    body: hasBody ? parts.body : undefined,
  })
}

const memberHarness = setUpMemberHarness({ signInFailureLimit: 100_000, phoneCodeClientLimit: 100_000 })
const inquiryHarness = setUpInquiryHarness()
// Public reads as production serves them: through the backend's cache of public reads, small enough to evict.
const contentHarness = setUpContractHarness(() => ({
  publicReadCache: createPublicReadCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 }),
}))

type GroupName = keyof typeof endpointGroups
/** The groups that need a harness of their own; the rest by the rule of harnessOf. */
const namedHarness: Partial<Record<GroupName, ContractHarness>> = {
  content: contentHarness,
  'sign-in': memberHarness,
  'member area': memberHarness,
  'member sessions': memberHarness,
  'password reset': memberHarness,
  'second factor': memberHarness,
  'member-area admin': memberHarness,
  inquiries: inquiryHarness,
}

/**
 * A group's harness: its own if named, else the members' harness (the admin API on, staff of every role) for a group of
 * admin calls (public reads among them), and the content harness for groups of public reads only (issue 24's previews among them).
 */
function harnessOf(group: GroupName, endpoints: Record<string, Endpoint>): ContractHarness {
  const named = namedHarness[group]
  if (named) return named
  return Object.values(endpoints).some((endpoint) => endpoint.path.startsWith('/admin/')) ? memberHarness : contentHarness
}

for (const [group, endpoints] of Object.entries(endpointGroups) as [GroupName, Record<string, Endpoint>][]) {
  describe(`fuzzing the ${group} endpoints`, () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      it(`${endpoint.method} ${endpoint.path} (${name}): no 5xx, no leak`, { timeout: 120_000 }, async () => {
        const harness = harnessOf(group, endpoints)
        const member = await newMember(memberHarness, 'in-process', `fuzz-${name}`.toLowerCase())
        const staff = Object.values(await staffTokensOf(memberHarness))
        roleRefusalLog()
        const arbitrary = requestArbitrary(endpoint, { member: member.token, admin: ADMIN_TOKEN, staff })
        await fc.assert(
          fc.asyncProperty(arbitrary, async (parts) => {
            const response = await harness.app.request(toRequest(endpoint, parts))
            const body = await response.text()
            expect(response.status, body).toBeLessThan(500)
            expect(body).not.toMatch(leakPattern)
            const overLimit =
              endpoint.method !== 'GET' && Buffer.byteLength(parts.body) > (endpoint.maxBodyBytes ?? Number.POSITIVE_INFINITY)
            if (overLimit) expect(response.status, body).toBeGreaterThanOrEqual(400)
            if (response.status === 413) expect(overLimit, body).toBe(true)
          }),
          { numRuns: RUNS },
        )
      })
    }
  })
}
