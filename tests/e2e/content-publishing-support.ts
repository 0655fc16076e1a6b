import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { adminApiHeaders } from './staff-api-support'
import { waitForConsole } from './staff-console-support'
import { msg } from './support'

/**
 * What the publishing specs share (content-publishing.spec.ts, content-publishing-previews.spec.ts): a copy of the
 * build on a database of its own for the file, its console's and its public pages, a photo to upload, the minute to
 * schedule for.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
/** Schedules are minutes in the console: the next whole minute at least this far ahead. */
const SCHEDULE_LEAD_MS = 15_000
/** How far ahead a schedule is brought forward (scheduleBroughtForward): the checks made before its moment fit in it. */
const BROUGHT_FORWARD_MS = 10_000
const KST_OFFSET_MS = 9 * 3600_000

/**
 * A copy of the build on 127.0.0.1:`port` with a database of its own, started before the file's tests with an API
 * context on it (handed to `started`), and stopped after them. One copy for the file: its tests run one after the
 * other in one worker.
 */
export function siteCopyForTheFile(label: string, port: number, started: (api: APIRequestContext) => void): void {
  let site: SiteCopy | undefined
  let api: APIRequestContext | undefined

  test.describe.configure({ mode: 'default' })

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    site = await startSiteCopyWithOwnData(label, port, { ...e2eServerEnv })
    api = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` })
    started(api)
  })

  test.afterAll(async () => {
    await api?.dispose()
    site?.stop()
  })
}

/** A console page of the copy at `origin`, once React owns it and nothing is loading. */
export const consolePageAt = (origin: string) => async (page: Page, path: string) => {
  const response = await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)
  expect(response?.status(), path).toBe(200)
  await waitForConsole(page)
  await expect(page.getByText(t('admin_loading'), { exact: true })).toHaveCount(0)
}

/** A public page of the copy at `origin` as an anonymous visitor's browser gets it (no cookie): its status, headers and HTML. */
export const visitorOf = (origin: string) => async (path: string) => {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/** Fails the test on a console error or uncaught exception of a page the fixture does not watch (a tab, a second editor). */
export function watchErrors(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`))
}

/** A photo-sized PNG (a gradient, so its AVIF, WebP and JPEG files are real images). */
export async function photo(): Promise<Buffer> {
  const width = 1200
  const height = 675
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = (x * 255) / width
      pixels[at + 1] = 121
      pixels[at + 2] = (y * 255) / height
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/** The next whole minute at least SCHEDULE_LEAD_MS ahead, as the console's Korea-time field takes it. */
export function nextMinute(): { at: number; koreaLocal: string } {
  const at = Math.ceil((Date.now() + SCHEDULE_LEAD_MS) / 60_000) * 60_000
  return { at, koreaLocal: new Date(at + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') }
}

/**
 * The console schedules whole minutes, so its moment is 15 to 75 s away (nextMinute): the same text's schedule brought
 * forward through the admin API to BROUGHT_FORWARD_MS from now, for a test to wait seconds for its moment rather than
 * up to a minute. A new schedule is a publish of what the item holds, kept as a revision of its own. Answers the moment.
 */
export async function scheduleBroughtForward(api: APIRequestContext, origin: string, path: string): Promise<number> {
  const at = Date.now() + BROUGHT_FORWARD_MS
  const answer = await api.post(`/api/v1/admin/content/posts/${path}/publish`, {
    headers: await adminApiHeaders(api, origin),
    data: { publishAt: new Date(at).toISOString() },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return at
}
