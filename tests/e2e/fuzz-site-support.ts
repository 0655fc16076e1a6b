import fc from 'fast-check'
import { leakPattern } from '../leak-pattern'
import { expect } from './fixtures'

/**
 * What the fuzz specs of the site's own routes share (fuzz-site-routes.spec.ts, fuzz-site-pages.spec.ts,
 * fuzz-site-console.spec.ts): the hostile values, text and search params they generate, one request to the site, and
 * the checks every answer must pass.
 */
export const RUNS = 200

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

/** The checks every answer of this file must pass; `allowedHosts` are the other origins a redirect may name. */
export function expectSafe(answer: Answer, site: string, allowedHosts: string[] = []): void {
  expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500)
  expect(answer.body).not.toMatch(leakPattern)
  if (answer.location) {
    expect([site, ...allowedHosts], answer.location).toContain(new URL(answer.location, site).origin)
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

export function summarize(statuses: number[]): string {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${count}x${status}`).join(', ')
}
