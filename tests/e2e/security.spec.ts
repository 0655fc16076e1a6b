import { createHash } from 'node:crypto'
import type { APIResponse } from '@playwright/test'
import { expect, notFoundConsoleError, test } from './fixtures'
import { clientNavigate, gotoHydrated, rawGet, waitForHydration, withLang } from './support'

/** The directives of a Content-Security-Policy header, by name. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values)
  }
  return directives
}

function nonceOf(response: APIResponse): string {
  const scriptSrc = parseCsp(response.headers()['content-security-policy']).get('script-src') ?? []
  const nonces = scriptSrc.filter((value) => /^'nonce-.+'$/.test(value)).map((value) => value.slice(7, -1))
  expect(nonces, 'exactly one nonce in script-src').toHaveLength(1)
  return nonces[0] ?? ''
}

/** The hashes a policy allows scripts by, and those of the inline scripts a page runs (JSON data blocks aside). */
function hashesOf(policy: string | undefined, html: string) {
  const allowed = (parseCsp(policy).get('script-src') ?? []).filter((value) => value.startsWith("'sha256-"))
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, attributes = '', text = '']) => ({
      attributes,
      hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    }))
  return { allowed, scripts }
}

const htmlPages = [
  { url: withLang('/', 'ko-KR'), status: 200 },
  { url: withLang('/research/thesis', 'en-US'), status: 200 },
  { url: withLang('/contact', 'ja-JP'), status: 200 },
  // An address no route answers is rendered afresh every time, as a visitor's own page is (decision 112): no cache
  // keeps it, so a stream of probed addresses fills none.
  { url: withLang('/no/such/page', 'zh-CN'), status: 404, afresh: true },
  { url: withLang('/news/abc', 'zh-TW'), status: 404 },
]

test.describe('security headers on HTML responses', () => {
  for (const { url, status, afresh } of htmlPages) {
    test(`${url} (${status})`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0, headers: { accept: 'text/html' } })
      expect(response.status()).toBe(status)
      const headers = response.headers()
      expect(headers['content-type']).toContain('text/html')

      const csp = parseCsp(headers['content-security-policy'])
      expect(csp.size, 'a Content-Security-Policy').toBeGreaterThan(0)
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? []
      expect(scriptSrc.length).toBeGreaterThan(0)
      for (const directive of ['script-src', 'script-src-elem', 'default-src']) {
        const values = csp.get(directive) ?? []
        expect(values, `${directive} allows no inline script`).not.toContain("'unsafe-inline'")
        expect(values, `${directive} allows no eval`).not.toContain("'unsafe-eval'")
        expect(values, `${directive} allows no wildcard`).not.toContain('*')
      }
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('object-src')).toEqual(["'none'"])

      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
        headers['referrer-policy'],
      )
      expect(['same-origin', 'same-origin-allow-popups']).toContain(headers['cross-origin-opener-policy'])

      const html = await response.text()
      if (afresh) {
        nonceOf(response)
        expect(headers['cache-control'] ?? '').not.toMatch(/\bpublic\b/)
        return
      }
      // An anonymous page, the same for everyone, allows exactly its inline scripts by their hashes (and what they
      // load, 'strict-dynamic'); it has no script the parser loads by address, which no hash could allow.
      expect(scriptSrc).toContain("'strict-dynamic'")
      expect(
        scriptSrc.some((value) => value.startsWith("'nonce-")),
        'no nonce',
      ).toBe(false)
      const { allowed, scripts } = hashesOf(headers['content-security-policy'], html)
      expect(scripts.length, 'the page has scripts').toBeGreaterThan(0)
      for (const { attributes, hash } of scripts) {
        expect(attributes, `<script${attributes}>`).not.toMatch(/\ssrc=/)
        expect(allowed, `<script${attributes}>`).toContain(hash)
      }
      expect(allowed.length).toBe(new Set(scripts.map(({ hash }) => hash)).size)
      // The secret nonce the page was rendered with (to tell the site's scripts from any other) is gone from it.
      expect(html).not.toMatch(/\snonce="/)
      // And no inline event handler sneaks past the policy's intent.
      expect(html).not.toMatch(/<[a-z]+\b[^>]*\son[a-z]+="/i)
    })
  }

  test("a visitor's own page (with a cookie) carries a nonce, fresh for every response, on every script", async ({ request }) => {
    const seen = new Set<string>()
    for (let i = 0; i < 4; i++) {
      const response = await request.get(withLang('/press', 'en-US'), { maxRedirects: 0, headers: { cookie: 'seen=1' } })
      const nonce = nonceOf(response)
      expect(seen.has(nonce), `nonce ${nonce} was already used`).toBe(false)
      seen.add(nonce)
      expect(nonce.length, 'a nonce long enough to be unguessable').toBeGreaterThanOrEqual(16)
      const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '')
      expect(scripts.length).toBeGreaterThan(0)
      for (const attributes of scripts) expect(attributes, `<script${attributes}>`).toContain(`nonce="${nonce}"`)
    }
    expect(seen.size).toBe(4)
  })

  test('no answer lets another site read it: no CORS header, not even to a preflight (ASVS 3.4.2)', async ({ request }) => {
    const elsewhere = { origin: 'https://elsewhere.example' }
    const answers = [
      await request.get('/?lang=en-US', { headers: { ...elsewhere, accept: 'text/html' } }),
      await request.get('/api/v1/post/news?page=1&size=3', { headers: elsewhere }),
      await request.get('/api/v1/me', { headers: { ...elsewhere, authorization: 'Bearer not-a-token' } }),
      await request.fetch('/api/v1/login', {
        method: 'OPTIONS',
        headers: { ...elsewhere, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      }),
    ]
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 401, expect.any(Number)])
    for (const answer of answers) {
      expect(
        Object.keys(answer.headers()).filter((name) => name.startsWith('access-control-')),
        answer.url(),
      ).toEqual([])
    }
  })

  test('redirects carry the headers too', async ({ request }) => {
    const response = await request.get('/press', { maxRedirects: 0, headers: { accept: 'text/html' } })
    expect(response.status()).toBe(302)
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(parseCsp(response.headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"])
  })

  test('static files are served with nosniff and HSTS; those that are not PDFs with a policy that allows nothing', async ({
    request,
    page,
  }) => {
    const response = await page.goto('/?lang=en-US')
    const html = (await response?.text()) ?? ''
    const asset = html.match(/\/assets\/[\w-]+\.(?:js|css)/)?.[0]
    const font = '/fonts/pretendard.css'
    const image = html.match(/\/images\/[\w./-]+\.(?:avif|webp|jpg)/)?.[0]
    const files = ['/favicon.svg', asset, font, image]
    expect(files.every(Boolean), `files found: ${files.join(', ')}`).toBe(true)
    for (const path of files as string[]) {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8,}; includeSubDomains/)
      const policy = parseCsp(headers['content-security-policy'])
      expect(policy.get('default-src'), path).toEqual(["'none'"])
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
      expect(policy.get('base-uri'), path).toEqual(["'none'"])
    }
    const deck = await request.get('/documents/cellactis-ad-tech.pdf')
    expect(deck.status()).toBe(200)
    expect(deck.headers()['strict-transport-security']).toMatch(/max-age=\d{8,}/)
    expect(deck.headers()['content-security-policy']).toBeUndefined()
  })
})

test.describe('the policy holds in the browser', () => {
  test('no script or style is blocked while loading, hydrating and navigating', async ({ page }) => {
    await page.addInitScript(() => {
      const store = window as unknown as { __cspViolations: string[] }
      store.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => {
        store.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await gotoHydrated(page, withLang('/', 'zh-CN'))
    await clientNavigate(page, withLang('/company/intro', 'zh-CN'))
    await expect(page).toHaveURL(/\/company\/intro\?lang=zh-CN$/)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
  })
})

test.describe('framing', () => {
  const frameAncestorsError = /violates the following Content Security Policy directive: "frame-ancestors 'none'"/
  test.use({ allowedConsoleErrors: [frameAncestorsError] })

  test('the site cannot be framed, not even by itself', async ({ page, baseURL }) => {
    await gotoHydrated(page, withLang('/', 'en-US'))
    const refusals: string[] = []
    page.on('console', (message) => {
      if (frameAncestorsError.test(message.text())) refusals.push(message.text())
    })
    const framedLang = await page.evaluate(async (src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
      document.body.append(frame)
      // A refused frame still loads (the browser's error page in it).
      await loaded
      try {
        return frame.contentDocument?.documentElement?.lang ?? null
      } catch {
        return 'cross-origin'
      }
    }, `${baseURL}/faq?lang=en-US`)
    // The framed page never rendered, and the browser said why.
    expect(framedLang).not.toBe('en-US')
    await expect.poll(() => refusals.length).toBeGreaterThan(0)
  })
})

test.describe('open redirects are impossible', () => {
  /** Request targets sent byte for byte as written. */
  const attacks = [
    '//evil.test',
    '//evil.test/',
    '//evil.test/news?lang=en-US',
    '///evil.test',
    '////evil.test/x',
    '/\\evil.test',
    '/\\\\evil.test',
    '/\\/evil.test',
    '//\\evil.test',
    '/%0d/evil.test',
    '/%0a/evil.test',
    '/%0d%0a/evil.test',
    '/%09/evil.test',
    '/%2F%2Fevil.test',
    '/%2f/evil.test',
    '/%5Cevil.test',
    '/%5C%5Cevil.test',
    '/%5C/evil.test',
    '//evil.test%2F..',
    '//evil.test?lang=ko-KR',
    '/\\evil.test?lang=xx',
    '/%0d/evil.test?lang=en-US',
    '//evil.test/mypage?lang=en-US',
    '/mypage//evil.test',
  ]

  for (const target of attacks) {
    test(`${target} never leaves the site`, async ({ baseURL }) => {
      const base = baseURL ?? ''
      const origin = new URL(base).origin
      let current = target
      for (let hop = 0; hop < 6; hop++) {
        const response = await rawGet(base, current, { 'accept-language': 'en' })
        expect(response.status, `${current} does not fail`).toBeLessThan(500)
        if (response.status < 300 || response.status >= 400) return
        const location = response.headers.location
        expect(typeof location, `${current}: one Location`).toBe('string')
        const raw = String(location)
        // A Location starting with two slashes (or slash-backslash) is a link to another host for a browser.
        expect(raw, `${current} → Location ${raw}`).not.toMatch(/^\s*[/\\]{2}/)
        expect(raw).not.toMatch(/[\r\n]/)
        // Resolved the way a browser does, against the address it asked for.
        const next = new URL(raw, new URL(`${origin}${current}`))
        expect(next.origin, `${current} → Location ${raw}`).toBe(origin)
        current = next.pathname + next.search
      }
      throw new Error(`${target}: more than 5 redirects`)
    })
  }

  test('through the Playwright request API too (raw Location headers)', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    for (const path of ['//evil.test', '/%0d/evil.test', '//evil.test?lang=en-US', '/%5Cevil.test']) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0, headers: { accept: 'text/html' } })
      expect(response.status(), path).toBeLessThan(500)
      const location = response.headers().location
      if (location === undefined) continue
      expect(location, `${path} → ${location}`).not.toMatch(/^\s*[/\\]{2}/)
      expect(new URL(location, `${origin}/`).origin, `${path} → ${location}`).toBe(origin)
    }
  })

  test.describe('in the browser', () => {
    test.use({ allowedConsoleErrors: [notFoundConsoleError] })

    test('//evil.test and /%0d/evil.test end on this site', async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin
      for (const path of ['//evil.test', '/%0d/evil.test', '//evil.test/news']) {
        await page.goto(`${origin}${path}`)
        expect(new URL(page.url()).origin, path).toBe(origin)
        await waitForHydration(page)
      }
    })
  })
})
