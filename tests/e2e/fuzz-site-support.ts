import fc from 'fast-check'
import { FUZZ_RUNS } from '../fuzz-runs'
import { leakPattern } from '../leak-pattern'
import { expect } from './fixtures'

/**
 * What the fuzz specs of the site's own routes share (fuzz-site-routes.spec.ts, fuzz-site-pages.spec.ts,
 * fuzz-site-console.spec.ts): the hostile values, text and search params they generate, one request to the site, and
 * the checks every answer must pass (the server functions' fuzzing, fuzz-server-functions.spec.ts, shares the last and
 * the batches of concurrent requests).
 */
const hostile = fc.constantFrom(
  '',
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  // Control characters, which the API refuses in text: a page that took them answered 500 (issue 21).
  '\u0001',
  '\u007f',
  'a\u0000b',
  '\u001b[31m',
  '%E0%A4%A',
  '//evil.test',
  '/\\evil.test',
  'https://evil.test/',
  '<script>alert(1)</script>',
  '🙂'.repeat(40),
  'a'.repeat(3000),
  '{"$ne":null}',
)
export const text = fc.oneof(hostile, fc.string({ maxLength: 60 }), fc.integer().map(String))
/** Header values must be visible ASCII; anything else is percent-encoded as a browser would. */
export const headerText = text.map((value) => encodeURIComponent(value))
export const query = (keys: string[]) =>
  fc
    .dictionary(fc.oneof({ weight: 3, arbitrary: fc.constantFrom('utm_source', ...keys) }, fc.string({ maxLength: 8 })), text, {
      maxKeys: 6,
    })
    .map((entries) => new URLSearchParams(entries).toString())

export function withQuery(path: string, search: string): string {
  return search ? `${path}?${search}` : path
}

/** A base64url cookie value, sometimes a well-formed sign-in flow whose state the callback's query repeats. */
export function flowCookie(state: string, provider: string, returnTo: string): string {
  return Buffer.from(JSON.stringify({ state, provider, mode: 'redirect', returnTo, locale: 'en-US' })).toString('base64url')
}

export interface Answer {
  status: number
  body: string
  location: string | undefined
}

export async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.text(), location: response.headers.get('location') ?? undefined }
}

/**
 * No 5xx and nothing leaked in the body, whatever was called (a page, a route, a server function). Checked in plain
 * code first and asserted only when a check fails, with the same message: each Playwright `expect` is a step reported
 * to the runner, about 1 to 2 ms a call, a third of a fuzzed server function's call on a busy machine.
 */
export function expectNoLeak(status: number, body: string): void {
  if (status < 500 && !leakPattern.test(body)) return
  expect(status, body.slice(0, 300)).toBeLessThan(500)
  expect(body).not.toMatch(leakPattern)
}

/** The checks every answer of this file must pass; `allowedHosts` are the other origins a redirect may name. */
export function expectSafe(answer: Answer, site: string, allowedHosts: string[] = []): void {
  expectNoLeak(answer.status, answer.body)
  if (answer.location) {
    const origin = new URL(answer.location, site).origin
    if (origin !== site && !allowedHosts.includes(origin)) expect([site, ...allowedHosts], answer.location).toContain(origin)
  }
}

/**
 * One request to the site (`site`: the test's base URL), its redirect not followed. Node's own fetch: a third of the
 * time of Playwright's request client per call, over the same loopback HTTP, and no cookie jar: a request carries
 * the cookies its headers name, nothing an earlier answer set.
 */
export async function send(
  site: string | undefined,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; data?: string | Buffer } = {},
): Promise<Answer> {
  return answerOf(
    await fetch(new URL(url, site), {
      method,
      redirect: 'manual',
      headers: options.headers,
      body: options.data as BodyInit | undefined,
    }),
  )
}

/**
 * How many generated inputs a fuzz test checks at once (assertConcurrently). One at a time, the site waited on the test
 * and the test on the site, each idle half of the time.
 */
export const IN_FLIGHT = 4

/**
 * fc.assert over `runs` generated inputs, IN_FLIGHT of them at a time: each run of the property is a batch of IN_FLIGHT
 * inputs, checked concurrently and all settled before the next batch (or the shrinking of a failed one) starts. Only for
 * requests that change nothing another request of the batch could meet (pages, a server function that reads).
 */
export async function assertConcurrently<T>(
  input: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  runs = FUZZ_RUNS,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(input, { minLength: IN_FLIGHT, maxLength: IN_FLIGHT }), async (batch) => {
      const failed = (await Promise.allSettled(batch.map(check))).find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    }),
    { numRuns: Math.ceil(runs / IN_FLIGHT) },
  )
}

export function summarize(statuses: number[]): string {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${count}x${status}`).join(', ')
}
