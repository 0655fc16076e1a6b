import fc from 'fast-check'
import { FUZZ_RUNS } from '../fuzz-runs'
import { leakPattern } from '../leak-pattern'
import { expect, test } from './fixtures'
import { sentInquiry } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'

/**
 * The console's downloads (/api/console/*: an inquiry's attachments, the CSV export) with hostile paths and queries,
 * with a support agent's session or none: never a 5xx, a stack or SQL text; never a file without the session; never a
 * file shown inline or kept by a cache. FUZZ_RUNS generated requests (tests/fuzz-runs.ts).
 */
const hostile = fc.constantFrom(
  '',
  '0',
  '-1',
  '99999999999999999999',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'a\u0000b',
  '\u001b[31m',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  'a'.repeat(3000),
  '2026-02-30',
  'done',
  'ko-KR',
)

test('GET /api/console/*: any path and query, signed in or not, answers safely', async ({ page, context, request }) => {
  test.setTimeout(180_000)
  const inquiry = await sentInquiry(request)
  await signedInStaff(context, await addedStaff(request, 'support'))
  await page.goto('/admin/inquiries?lang=en-US')
  const segment = fc.oneof(hostile, fc.constant(inquiry.receipt), fc.constant('1'), fc.string({ maxLength: 20 }))
  const path = fc.oneof(
    fc
      .tuple(segment, segment)
      .map(([receipt, id]) => `inquiries/${encodeURIComponent(receipt)}/attachments/${encodeURIComponent(id)}`),
    fc.constant('inquiries.csv'),
    fc.array(segment, { maxLength: 4 }).map((parts) => parts.map(encodeURIComponent).join('/')),
  )
  const query = fc.dictionary(
    fc.constantFrom('status', 'category', 'from', 'to', 'language', 'q', 'sort', 'dir', 'lang'),
    hostile,
    {
      maxKeys: 4,
    },
  )
  await fc.assert(
    fc.asyncProperty(path, query, fc.boolean(), async (target, search, signedIn) => {
      const url = `/api/console/${target}?${new URLSearchParams(search)}`
      const answer = await (signedIn ? context.request : request).get(url, { maxRedirects: 0, failOnStatusCode: false })
      const text = (await answer.body()).toString('utf8')
      expect(answer.status(), url).toBeLessThan(500)
      expect(text, url).not.toMatch(leakPattern)
      // Without a session: refused (401), or no such download at all (404), never a file.
      if (!signedIn) expect([401, 404], url).toContain(answer.status())
      if (answer.ok()) {
        expect(answer.headers()['content-disposition'], url).toMatch(/^attachment/)
        expect(answer.headers()['cache-control'], url).toBe('private, no-store')
      }
    }),
    { numRuns: FUZZ_RUNS },
  )
})
