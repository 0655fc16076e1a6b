import type { Page, Request } from '@playwright/test'
import { contactForm, fillInquiry, sampleInquiry } from './contact-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { msg, waitForHydration, withLang } from './support'

/**
 * A second copy of the production server with the reCAPTCHA keys set (test values; Google is never reached: the
 * browser's requests to it are answered here, and the inquiry POST is answered before it leaves the browser).
 * E2E_OUTPUT_DIR names the build (default .output), E2E_RECAPTCHA_PORT its port.
 */
const port = Number(process.env.E2E_RECAPTCHA_PORT ?? 3161)
const origin = `http://127.0.0.1:${port}`
const SITE_KEY = '6LcE2eSiteKeyForPlaywrightTestsOnly00000'
const TOKEN = 'e2e-recaptcha-token-0123456789'
let server: SiteCopy | undefined

/** Google's api.js, faked: ready() at once, execute() records its call and gives the known token. */
const fakeApiJs = `window.grecaptcha = {
  ready: function (callback) { setTimeout(callback, 0) },
  execute: function (siteKey, options) {
    (window.__recaptchaCalls = window.__recaptchaCalls || []).push({ siteKey: siteKey, action: options.action })
    return Promise.resolve(${JSON.stringify(TOKEN)})
  },
}`

const isGoogle = (url: string) => /(^|\.)(google\.com|gstatic\.com|recaptcha\.net)$/.test(new URL(url).hostname)

/** Every multipart field of a captured POST, as the server would read it. */
async function formFields(request: Request): Promise<FormData> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0)
  const contentType = (await request.allHeaders())['content-type'] ?? ''
  return new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
}

async function fillAndConsent(page: Page) {
  await fillInquiry(page, 'en-US', sampleInquiry('en-US'))
  await contactForm(page, 'en-US').consent.check()
}

// One worker runs this file, so the second server is started once (a worker per test would start one each).
test.describe.configure({ mode: 'default' })

test.describe('the inquiry form with reCAPTCHA configured', () => {
  // The seeded database's copy, and the backend answering before the first test: a fresh database would be migrated
  // and seeded by the first page's request, which on a busy machine outlasted that test's 30 seconds.
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    server = await startSiteCopyWithOwnData('recaptcha', port, {
      ...e2eServerEnv,
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SECRET_KEY: '6LcE2eSecretKeyForPlaywrightTestsOnly000',
    })
  })

  test.afterAll(() => {
    server?.stop()
  })

  test('loads Google reCAPTCHA under the page policy and sends its token as the captcha field', async ({ page }) => {
    const scripts: string[] = []
    await page.route('https://www.google.com/recaptcha/**', (route) => {
      scripts.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: fakeApiJs })
    })
    let sent: Request | undefined
    await page.route('**/api/inquiries', (route) => {
      sent = route.request()
      return route.fulfill({ status: 201, json: { data: { receiptNumber: 'Q-20261121-RECAP0' } } })
    })
    const response = await page.goto(withLang(`${origin}/contact`, 'en-US'))
    expect(response?.status()).toBe(200)
    await waitForHydration(page)

    // The policy names exactly Google's reCAPTCHA sources (for browsers without 'strict-dynamic'); the anonymous page
    // allows its scripts by their hashes and what they add (decision 54), so the app's script needs no nonce.
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? ''
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//)
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/recaptcha\.google\.com\/recaptcha\//)
    const notice = page.getByTestId('contact-recaptcha-notice')
    await expect(notice.getByRole('link', { name: msg('en-US', 'contact_recaptcha_privacy') })).toHaveAttribute(
      'href',
      /^https:\/\/policies\.google\.com\/privacy/,
    )
    await expect(notice.getByRole('link', { name: msg('en-US', 'contact_recaptcha_terms') })).toBeVisible()
    expect(scripts, 'nothing asked of Google before the form is used').toEqual([])

    await fillAndConsent(page)
    const status = page.getByTestId('contact-captcha-status')
    await expect(status).toHaveAttribute('data-kind', 'recaptcha')
    await expect(status).toHaveAttribute('data-status', 'verified')
    await expect(status).toHaveText(msg('en-US', 'contact_recaptcha_verified'))
    expect(scripts).toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`])
    expect(policy).toMatch(/script-src [^;]*'strict-dynamic'/)
    expect(policy).not.toContain("'nonce-")

    await contactForm(page, 'en-US').submit.click()
    await expect(page.getByRole('heading', { name: msg('en-US', 'inquiry_success') })).toBeVisible()
    expect(sent, 'the form was posted').toBeDefined()
    const fields = await formFields(sent as Request)
    expect(fields.get('captcha')).toBe(TOKEN)
    expect(fields.get('company')).toBe(sampleInquiry('en-US').company)
    expect(await page.evaluate(() => (window as unknown as { __recaptchaCalls: unknown }).__recaptchaCalls)).toEqual([
      { siteKey: SITE_KEY, action: 'inquiry' },
    ])
  })

  test('serves no proof-of-work challenge', async ({ request }) => {
    expect((await request.get(`${origin}/api/v1/captcha/challenge`)).status()).toBe(404)
  })
})

test.describe('the inquiry form without reCAPTCHA keys', () => {
  test.describe.configure({ timeout: 60_000 })

  test('uses the proof of work and never asks Google for anything', async ({ page }) => {
    const google: string[] = []
    page.on('request', (request) => {
      if (isGoogle(request.url())) google.push(request.url())
    })
    const response = await page.goto(withLang('/contact', 'en-US'))
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? ''
    expect(policy).not.toMatch(/google|gstatic|recaptcha/)
    await fillAndConsent(page)
    const status = page.getByTestId('contact-captcha-status')
    await expect(status).toHaveAttribute('data-kind', 'proof-of-work')
    await expect(status).toHaveAttribute('data-status', 'verified', { timeout: 30_000 })
    await expect(page.getByTestId('contact-recaptcha-notice')).toHaveCount(0)
    expect(await page.locator('script[src*="recaptcha"]').count()).toBe(0)
    expect(google).toEqual([])
  })
})
