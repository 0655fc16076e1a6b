import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { multipartHead, type PowChallenge, rawUpload, solvedPow, uploadInParallel } from '../upload-abuse'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopy } from './site-copy'

/**
 * Issue 8's upload abuse against the production server, as an attacker would send it: 50 uploads of 100 MB at once
 * to the form's endpoint (/api/inquiries, which relays to the API) and to the built-in API the site serves
 * (/api/v1/contacts), each with a solved captcha and from a client of its own. A copy of the production build runs
 * on its own embedded database, trusting X-Forwarded-For; its RSS is read from /proc while the uploads run.
 * (tests/contract/inquiries-upload-abuse.test.ts does the same to the backend's own HTTP server.)
 * E2E_UPLOAD_ABUSE_PORT names the copy's port.
 */
const sitePort = Number(process.env.E2E_UPLOAD_ABUSE_PORT ?? 3167)
const PARALLEL = 50
/** The site's cap on uploads read at once (app/backend/inquiries/upload-slots.ts): the others are refused unread. */
const READ_AT_ONCE = 4

const inquiry = {
  type: 'OTHER',
  company: 'Upload Abuse Ltd',
  fullName: 'Mallory Test',
  email: 'mallory@example.com',
  mobile: '010-1234-5678',
  subject: 'A very large file',
  content: 'This inquiry carries a file far over the limit.',
  privacyAgree: 'true',
}

let site: SiteCopy | undefined
let dataDir = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(60_000)
  dataDir = mkdtempSync(join(tmpdir(), 'site-upload-abuse-'))
  site = await startSiteCopy(
    sitePort,
    { PGLITE_DATA_DIR: join(dataDir, 'pglite'), UPLOAD_DIR: join(dataDir, 'uploads'), TRUST_PROXY: 'true' },
    30_000,
  )
})

test.afterAll(() => {
  site?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The copy's resident memory in bytes, as the kernel counts it. */
function siteRss(): number {
  const status = readFileSync(`/proc/${site?.process.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024
}

/** A multipart head with a freshly solved captcha, as a determined sender would have. */
async function headWithCaptcha(): Promise<Buffer> {
  const answer = await fetch(`${site?.origin}/api/v1/captcha/challenge`)
  const { data } = (await answer.json()) as { data: PowChallenge }
  return multipartHead({ ...inquiry, captcha: solvedPow(data) })
}

/** 50 uploads at once to `path`, sender i from 198.51.100.i, as a same-origin browser form would post them. */
async function uploadAll(path: string, declareLength: boolean, firstOctet = 198) {
  const heads = await Promise.all(Array.from({ length: PARALLEL }, headWithCaptcha))
  const send = heads.map(
    (head, index) => () =>
      rawUpload({
        port: sitePort,
        path,
        head,
        declareLength,
        headers: {
          origin: site?.origin ?? '',
          'sec-fetch-site': 'same-origin',
          'accept-language': 'en-US',
          'x-forwarded-for': `${firstOctet}.51.100.${index + 1}`,
        },
      }),
  )
  const outcome = await uploadInParallel(send, siteRss)
  console.info(
    `upload abuse on the production server, ${path} (${declareLength ? 'content-length' : 'chunked'}): ${outcome.summary}`,
  )
  return outcome
}

test('the form endpoint refuses 50 uploads of 100 MB that declare their length before reading them', async () => {
  test.setTimeout(120_000)
  const { statuses, riseMb } = await uploadAll('/api/inquiries', true)
  expect(
    statuses.every((status) => status === 413),
    statuses.join(','),
  ).toBe(true)
  expect(riseMb, `RSS rose by ${riseMb.toFixed(1)} MB`).toBeLessThan(50)
})

// As in the contract test, the server first reads as many bodies as its cap allows, so that the heap's one-time
// growth for bytes in flight is not charged to the measured run.
for (const path of ['/api/inquiries', '/api/v1/contacts']) {
  test(`${path} reads at most ${READ_AT_ONCE} of 50 chunked uploads of 100 MB (413 at the limit), refuses the rest unread (429), and RSS rises less than 50 MB`, async () => {
    test.setTimeout(240_000)
    const warmUp = await uploadAll(path, false, 203)
    expect(
      warmUp.statuses.every((status) => status === 413 || status === 429),
      warmUp.statuses.join(','),
    ).toBe(true)

    const { statuses, riseMb } = await uploadAll(path, false)
    expect(
      statuses.every((status) => status === 413 || status === 429),
      statuses.join(','),
    ).toBe(true)
    const read = statuses.filter((status) => status === 413).length
    expect(read).toBeGreaterThanOrEqual(1)
    expect(read).toBeLessThanOrEqual(READ_AT_ONCE)
    expect(riseMb, `RSS rose by ${riseMb.toFixed(1)} MB`).toBeLessThan(50)

    // The slots came back: an ordinary inquiry from one of those clients goes through.
    const form = new FormData()
    for (const [name, value] of Object.entries(inquiry)) form.append(name, value)
    const challenge = (await (await fetch(`${site?.origin}/api/v1/captcha/challenge`)).json()) as { data: PowChallenge }
    form.append('captcha', solvedPow(challenge.data))
    form.append('files', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'small.pdf')
    const accepted = await fetch(`${site?.origin}${path}`, {
      method: 'POST',
      headers: { origin: site?.origin ?? '', 'x-forwarded-for': '198.51.100.1' },
      body: form,
    })
    expect(accepted.status, await accepted.clone().text()).toBe(201)
  })
}
