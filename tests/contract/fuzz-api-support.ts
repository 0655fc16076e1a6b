import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Endpoint } from '~/api/contract/endpoint'
import { endpointGroups } from '~/api/contract/endpoint-groups'
import { textFaults } from '~/api/contract/text-faults'
import { API_BASE_PATH } from '~/backend/app'
import { createPublicReadCache } from '~/backend/http/public-read-cache'
import { FUZZ_RUNS } from '../fuzz-runs'
import { leakPattern } from '../leak-pattern'
import { type ContractHarness, setUpContractHarness } from './harness'
import { setUpInquiryHarness } from './inquiry-support'
import { ADMIN_TOKEN, type MemberHarness, newMember, setUpMemberHarness } from './member-support'
import { roleRefusalLog, staffTokensOf } from './staff-support'

/**
 * The API fuzzing (fuzz-api-*.test.ts, the endpoint groups split in three files so that both Vitest workers share it).
 * Issue 8: every endpoint of the contract, fed malformed input (path segments, queries, bodies, content types,
 * credentials), answers without a 5xx and without a stack trace or SQL text. FUZZ_RUNS generated requests per endpoint
 * (tests/fuzz-runs.ts). Issue 21: a body over the endpoint's limit is never taken, and only such a body is refused as
 * too large. On PostgreSQL (TEST_DATABASE_URL) 25 per endpoint: the input is checked by the same code before it reaches
 * either database, and PGlite is PostgreSQL's own code, so the larger run on PGlite already meets every error the
 * database can raise; the run on the server proves the driver and pool answer those errors the same way.
 */
const RUNS = process.env.TEST_DATABASE_URL ? 25 : FUZZ_RUNS

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
  // What no text of the contract may hold (decision 105): half a surrogate pair, noncharacters, controls, in a line.
  'a\ud800',
  '\udc00b',
  'title\uffff',
  '\ufffe',
  '\ufdd0',
  'a\u0001b',
  '\u001b[31m',
  'one\ntwo',
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

/**
 * How often each kind of body is drawn. A body just past the limit is a quarter of them, except past a limit over 1 MiB
 * (the uploads': 28 to 42 MB of base64), where it is one in 25 (about 4 of 100 runs): each is the same refusal of the same
 * shape (only its last 1 to 4,096 bytes differ), and fifty of them took about 4 s of the endpoint's 4.5.
 */
const BODY_WEIGHT = 8
const LARGE_BODY_LIMIT = 1024 * 1024

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
      {
        weight: BODY_WEIGHT,
        arbitrary: fc.dictionary(fc.constantFrom(...bodyKeys), value, { maxKeys: 8 }).map((object) => JSON.stringify(object)),
      },
      { weight: BODY_WEIGHT, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)) },
      { weight: BODY_WEIGHT, arbitrary: fc.string({ maxLength: 200 }) },
      { weight: limit > LARGE_BODY_LIMIT ? 1 : BODY_WEIGHT, arbitrary: oversized },
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

type RequestParts = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never

/** A path segment as a URL can carry it: half a surrogate pair has no UTF-8 and becomes U+FFFD, as a browser sends it. */
const pathSegment = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'))

function toRequest(endpoint: Endpoint, parts: RequestParts) {
  let index = 0
  const path = endpoint.path.replace(/:(\w+)/g, () => pathSegment(parts.params[index++] ?? ''))
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

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Whether a request's query or JSON body holds a text no field may hold, whatever its lines (a password aside, which
 * is never kept as text): such a request is never taken (decision 105), by any endpoint, new ones included.
 */
function carriesUnkeepableText(endpoint: Endpoint, parts: RequestParts): boolean {
  const unkeepable = (schema: Endpoint['body'], value: unknown) =>
    schema !== undefined && textFaults(schema, value).some(({ fault }) => fault === 'unkeepable')
  // As the server reads it: the address carries half a surrogate pair as U+FFFD.
  const query = Object.fromEntries(new URLSearchParams(new URLSearchParams(parts.query).toString()))
  return unkeepable(endpoint.query, query) || (endpoint.method !== 'GET' && unkeepable(endpoint.body, parsedJson(parts.body)))
}

type GroupName = keyof typeof endpointGroups

/** How many files share the fuzzing: fuzz-api-1.test.ts to fuzz-api-3.test.ts. */
export const FUZZ_FILES = 3

/**
 * The endpoint groups each file fuzzes: every group in exactly one file, the largest first into the file with the
 * fewest endpoints so far.
 */
export function fuzzedGroupsOfFile(file: number): GroupName[] {
  const files = Array.from({ length: FUZZ_FILES }, () => ({ groups: [] as GroupName[], endpoints: 0 }))
  const groups = (Object.entries(endpointGroups) as [GroupName, Record<string, Endpoint>][])
    .map(([group, endpoints]) => ({ group, size: Object.keys(endpoints).length }))
    .sort((a, b) => b.size - a.size || a.group.localeCompare(b.group))
  for (const { group, size } of groups) {
    const lightest = files.reduce((least, next) => (next.endpoints < least.endpoints ? next : least))
    lightest.groups.push(group)
    lightest.endpoints += size
  }
  return files[file - 1]?.groups ?? []
}

/** Fuzzes the endpoints of the groups of one file (`file`: 1 to FUZZ_FILES), on harnesses of its own. */
export function fuzzEndpointsOfFile(file: number): void {
  const memberHarness = setUpMemberHarness({ signInFailureLimit: 100_000, phoneCodeClientLimit: 100_000 })
  const inquiryHarness = setUpInquiryHarness()
  // Public reads as production serves them: through the backend's cache of public reads, small enough to evict.
  const contentHarness = setUpContractHarness(() => ({
    publicReadCache: createPublicReadCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 }),
  }))

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
   * A group's harness: its own if named, else the members' harness (the admin API on, staff of every role) for a group
   * of admin calls (public reads among them), and the content harness for groups of public reads only (issue 24's
   * previews among them).
   */
  function harnessOf(group: GroupName, endpoints: Record<string, Endpoint>): ContractHarness {
    const named = namedHarness[group]
    if (named) return named
    return Object.values(endpoints).some((endpoint) => endpoint.path.startsWith('/admin/')) ? memberHarness : contentHarness
  }

  for (const group of fuzzedGroupsOfFile(file)) {
    fuzzGroup(group, endpointGroups[group], harnessOf(group, endpointGroups[group]), memberHarness)
  }
}

function fuzzGroup(
  group: GroupName,
  endpoints: Record<string, Endpoint>,
  harness: ContractHarness,
  memberHarness: MemberHarness,
) {
  describe(`fuzzing the ${group} endpoints`, () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      it(`${endpoint.method} ${endpoint.path} (${name}): no 5xx, no leak`, { timeout: 120_000 }, async () => {
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
            if (carriesUnkeepableText(endpoint, parts)) expect(response.status, body).toBeGreaterThanOrEqual(400)
          }),
          { numRuns: RUNS },
        )
      })
    }
  })
}
