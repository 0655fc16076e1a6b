import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { APIRequestContext } from '@playwright/test'
import vnuJar from 'vnu-jar'
import { consoleLocales } from '~/i18n/console-locales'
import { SESSION_COOKIE, uniqueEmail, uniqueTag } from './auth-support'
import { expect, locales, test } from './fixtures'
import { concretePath, routes, withLang } from './support'

/** The Nu HTML Checker, as npm's vnu-jar ships it; Java comes from Debian (scripts/ensure-packages.sh default-jre-headless). */
const vnuJarPath = String(vnuJar)

/** The member area's pages (a question's own page needs a question, and is the same frame as the list's). */
const memberPaths = [
  '/mypage',
  '/mypage/phone',
  '/mypage/points',
  '/mypage/qna',
  '/mypage/qna/new',
  '/mypage/security',
  '/mypage/sessions',
  '/mypage/withdraw',
  '/sample',
]

interface Checked {
  url: string
  html: string
}

interface VnuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

async function pageHtml(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<Checked> {
  const response = await request.get(url, { headers, maxRedirects: 0 })
  expect(response.status(), url).toBe(200)
  return { url, html: await response.text() }
}

async function signedUpMemberToken(request: APIRequestContext): Promise<string> {
  const member = { email: uniqueEmail('html-validity'), password: `pw-${uniqueTag()}-long`, name: `E2E ${uniqueTag()}` }
  const response = await request.post('/api/v1/signup', { data: { ...member, termsAgree: true, privacyAgree: true } })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken
}

/** Every page in one run of the checker (one JVM start): its errors, each with the page's address. */
async function htmlErrors(pages: Checked[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'html-validity-'))
  try {
    const files = pages.map((page, index) => {
      const file = join(dir, `page-${index}.html`)
      writeFileSync(file, page.html)
      return file
    })
    /** The checker names a file by its URL (`file:/tmp/…/page-3.html`): the page's address instead. */
    const pageOf = (fileUrl = '') => pages[Number(/page-(\d+)\.html$/.exec(fileUrl)?.[1])]?.url ?? fileUrl
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', vnuJarPath, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    return messages.map(
      (message) =>
        `${pageOf(message.url)} line ${message.lastLine}: ${message.type}: ${message.message}` +
        (message.extract ? `\n    ${message.extract.replaceAll('\n', ' ')}` : ''),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test('every page is valid HTML by the Nu HTML Checker: public pages, sign-in, the member area and the console’s sign-in', async ({
  request,
}) => {
  test.setTimeout(240_000)
  // A page's five languages are asked for side by side (the test waited on each of the 162 answers in turn); a page
  // at a time, not all at once, so that the server answers the other worker's tests meanwhile.
  const pages: Checked[] = []
  const inEveryLanguage = async (path: string, headers?: Record<string, string>) => {
    pages.push(...(await Promise.all(locales.map((locale) => pageHtml(request, withLang(path, locale), headers)))))
  }
  for (const route of routes) await inEveryLanguage(await concretePath(request, route))
  const cookie = `${SESSION_COOKIE}=${await signedUpMemberToken(request)}`
  for (const path of memberPaths) await inEveryLanguage(path, { cookie })
  pages.push(...(await Promise.all(consoleLocales.map((locale) => pageHtml(request, withLang('/admin/login', locale))))))

  expect(await htmlErrors(pages), `${pages.length} pages checked`).toEqual([])
})
