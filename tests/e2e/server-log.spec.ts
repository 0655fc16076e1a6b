import { leakPattern } from '../leak-pattern'
import { type PowChallenge, solvedPow } from '../upload-abuse'
import { expect, test } from './fixtures'
import { serverFunctionsOfBuild } from './server-functions-of-build'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'

/**
 * Issue 21: what an outsider sends must not write the production server's log for them. A copy of the build (no SMTP,
 * so mails go to the log), its log read as an operator would (standard output and error): a refused server-function
 * call writes one line at most and no stack (it wrote twelve), and an inquiry's line breaks stay inside its one line
 * per mail (they forged entries). E2E_LOG_PORT is the copy's port.
 */
const port = Number(process.env.E2E_LOG_PORT ?? 3179)
const origin = `http://127.0.0.1:${port}`
let site: SiteCopy | undefined

/** The kinds of line the site writes (app/server/logging/log-line.ts), and Nitro's own line when it starts listening. */
const ownLine =
  /^(?:(?:api|auth|backend|captcha|config|database|inquiries|jobs|mail|members|memory|retention|server|server-functions|sitemap|sms): |➜ Listening on)/
/** Every way a terminal or a log viewer may start a new line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks are what this looks for
const lineBreaks = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/

const newLines = (before: number) =>
  (site?.log() ?? '')
    .slice(before)
    .split(lineBreaks)
    .filter((line) => line !== '')

/** The one line a submission with its honeypot filled writes: a marker that everything logged before it has arrived. */
const markerLine = /^inquiries: honeypot filled, submission dropped/

/**
 * The lines logged from `before` until a marker this sends: what the server wrote for the requests answered before it
 * (a log line reaches this process through a pipe, after the answer it belongs to).
 */
async function linesBeforeMarker(before: number): Promise<string[]> {
  const challenge = (await (await fetch(`${origin}/api/v1/captcha/challenge`)).json()) as { data: PowChallenge }
  const marked = site?.log().length ?? 0
  const answer = await fetch(`${origin}/api/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      type: 'OTHER',
      fullName: 'Marker',
      email: 'marker@example.com',
      subject: 'Marker',
      content: 'Marker',
      privacyAgree: true,
      captcha: solvedPow(challenge.data),
      website: 'https://spam.example',
    }),
  })
  expect(answer.status, 'the marker submission is answered as if taken').toBe(201)
  await expect.poll(() => newLines(marked).some((line) => markerLine.test(line))).toBe(true)
  const lines = newLines(before)
  return lines.slice(
    0,
    lines.findIndex((line) => markerLine.test(line)),
  )
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  // The copy is up once its backend answers; it logs its start, and the tests read the log from a marker after that.
  site = await startSiteCopyWithOwnData('server-log', port, { LOG_LEVEL: 'info', INQUIRY_RATE_LIMIT: '1000' })
  await linesBeforeMarker(0)
})

test.afterAll(() => {
  site?.stop()
})

test('a server-function call that cannot be decoded or names no function is refused with one log line at most, no stack', async () => {
  const functions = serverFunctionsOfBuild()
  const post = functions.find((fn) => fn.method === 'POST')
  const get = functions.find((fn) => fn.method === 'GET')
  expect(post && get, 'the build has a POST and a GET server function').toBeTruthy()
  const headers = { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin', accept: 'application/json' }
  const json = { ...headers, 'content-type': 'application/json', 'x-locale': 'en-US' }
  const postTo = (body: string, contentType = 'application/json'): RequestInit => ({
    method: 'POST',
    headers: { ...json, 'content-type': contentType },
    body,
  })
  const postFn = `/_serverFn/${post?.id}`
  const getFn = `/_serverFn/${get?.id}`
  // [what is sent, path, request, the status it answers]
  const calls: [string, string, RequestInit, number][] = [
    ['JSON that is not the serialization', postFn, postTo('{"not":"seroval"}'), 400],
    ['text that is not JSON', postFn, postTo('hello'), 400],
    ['JSON null', postFn, postTo('null'), 400],
    ['an unknown node type', postFn, postTo('{"t":{"t":99},"f":63,"m":[]}'), 400],
    ['a broken multipart form', postFn, postTo('garbage', 'multipart/form-data; boundary=x'), 400],
    [
      'a GET payload that is not the serialization',
      `${getFn}?payload=${encodeURIComponent('{"not":1}')}`,
      { headers: json },
      400,
    ],
    ['a GET payload that is not JSON', `${getFn}?payload=zz`, { headers: json }, 400],
    ['a function that does not exist', `/_serverFn/${'0'.repeat(64)}`, postTo('{}'), 404],
    ['a GET of a function that does not exist', '/_serverFn/abc', { headers: json }, 404],
    ['no function at all', '/_serverFn/', postTo('{}'), 404],
    ['an empty function id', '/_serverFn//abc', { headers: json }, 404],
  ]
  for (const [label, path, init, status] of calls) {
    const before = site?.log().length ?? 0
    const response = await fetch(`${origin}${path}`, init).catch((failure: unknown) => {
      throw new Error(`${label}: ${String(failure)}`, { cause: failure })
    })
    const body = await response.text()
    expect(response.status, `${label}: ${body.slice(0, 200)}`).toBe(status)
    expect(body, label).not.toMatch(leakPattern)
    const lines = await linesBeforeMarker(before)
    expect(lines.length, `${label} logged:\n${lines.join('\n')}`).toBeLessThanOrEqual(1)
    expect(lines.join('\n'), label).not.toMatch(leakPattern)
  }
})

test('a request refused by a control is one line naming the control, with nothing the caller sent (ASVS 16.3.3)', async () => {
  const marker = 'caller-typed-3b9e'
  const post = serverFunctionsOfBuild().find((fn) => fn.method === 'POST')
  const refusals: [string, string, RequestInit, number, RegExp][] = [
    [
      'a server function called from another site',
      `/_serverFn/${post?.id}?${marker}`,
      { method: 'POST', headers: { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'cross-site' }, body: marker },
      403,
      /^server: a cross-site request was refused \(CSRF_REJECTED\) method="POST" serverFunction=true$/,
    ],
    [
      'an inquiry that fails validation',
      `/api/v1/contacts?${marker}`,
      { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ type: marker }) },
      400,
      /^api: a control refused the request code="validation_failed" method="POST" route="\/api\/v1\/contacts" clientIp="127\.0\.0\.1"$/,
    ],
  ]
  for (const [label, path, init, status, line] of refusals) {
    const before = site?.log().length ?? 0
    expect((await fetch(`${origin}${path}`, init)).status, label).toBe(status)
    const lines = await linesBeforeMarker(before)
    expect(lines, label).toEqual([expect.stringMatching(line)])
    expect(lines.join('\n'), label).not.toContain(marker)
  }
})

test('an inquiry whose fields forge log entries is logged as one line per mail, each an entry of its own kind', async () => {
  test.setTimeout(60_000)
  const challenge = (await (await fetch(`${origin}/api/v1/captcha/challenge`)).json()) as { data: PowChallenge }
  // Line breaks in the message, the only field of several lines; the Unicode separators anywhere (no control
  // character is taken, decision 105).
  const forged =
    '\r\nsms (no provider configured, logged instead of sent)\nto: 01012345678\n\n[Cellactis] verification code 123456' +
    '\u2028mail (SMTP_URL unset, logged instead of sent)\u2029to: all@cellactis.test\u2028sms: code 654321\u2029auth: ok'
  const forgedInLine = '\u2028sms: [Cellactis] 000000\u2029auth: ok'
  const before = site?.log().length ?? 0
  const answer = await fetch(`${origin}/api/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'accept-language': 'en-US' },
    body: JSON.stringify({
      type: 'OTHER',
      company: `Forged Ltd${forgedInLine}`,
      fullName: 'Mallory',
      email: 'mallory@example.com',
      subject: `Sample${forgedInLine}`,
      content: `Please call me.${forged}`,
      privacyAgree: true,
      captcha: solvedPow(challenge.data),
      website: '',
    }),
  })
  expect(answer.status, await answer.clone().text()).toBe(201)

  // The outbox worker sends (here: logs) the staff notice and the confirmation within seconds, then says so.
  await expect
    .poll(() => newLines(before).some((line) => line.startsWith('mail: sent 2 mail(s)')), { timeout: 30_000 })
    .toBe(true)
  const lines = newLines(before)
  expect(lines.filter((line) => !ownLine.test(line))).toEqual([])
  expect(lines.filter((line) => /^(?:sms|auth)\b|^mail \(/.test(line))).toEqual([])
  expect(lines.filter((line) => line.startsWith('mail: logged instead of sent'))).toHaveLength(2)
  // The staff still read the mail whole: its text is a JSON string on its line.
  const texts = lines.map((line) => /text=("(?:[^"\\]|\\.)*")$/.exec(line)?.[1]).filter((text) => text !== undefined)
  expect(texts.map((text) => JSON.parse(text) as string).some((text) => text.includes(`Please call me.${forged}`))).toBe(true)
})
