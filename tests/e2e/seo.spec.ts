import type { APIRequestContext, Page } from '@playwright/test'
import { richTextPlainText } from '~/components/page/rich-text-plain-text'
import { expect, type Locale, locales, test } from './fixtures'
import { apiAll, apiDetail, type NewsDetail, type PatentDetail, type ThesisDetail } from './posts-support'
import { BRAND, concretePath, decodeHtml, firstId, gotoHydrated, msg, pageNameOf, routes, withLang } from './support'

/** The message of each page's own description; detail pages make theirs from the item (see itemText). */
const descriptionKeys: Record<string, string> = {
  '/': 'meta_home_description',
  '/contact': 'meta_contact_description',
  '/news': 'meta_news_description',
  '/press': 'meta_press_description',
  '/business/material': 'meta_business_material_description',
  '/business/pb': 'meta_business_pb_description',
  '/business/pharmacy': 'meta_business_pharmacy_description',
  '/business/showroom': 'meta_business_showroom_description',
  '/company/contactUS': 'meta_directions_description',
  '/company/history': 'meta_company_history_description',
  '/company/intro': 'meta_company_intro_description',
  '/company/vision': 'meta_company_vision_description',
  '/research/intro': 'meta_research_intro_description',
  '/research/patent': 'meta_research_patent_description',
  '/research/thesis': 'meta_research_thesis_description',
  '/login': 'meta_login_description',
  '/signup': 'meta_signup_description',
  '/faq': 'meta_faq_description',
  '/terms': 'meta_terms_description',
  '/privacy': 'meta_privacy_description',
}

type JsonLd = Record<string, unknown> & { '@type': string }

/** The JSON-LD blocks of a server-rendered page, each parsed. */
function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as JsonLd,
  )
}

const attribute = (tag: string, name: string) => decodeHtml(new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '')
const tagsOf = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0])

/** The text a detail page's description is an excerpt of, in the page's language. */
async function itemText(request: APIRequestContext, kind: 'news' | 'patent' | 'thesis', locale: Locale): Promise<string> {
  const id = await firstId(request, kind)
  if (kind === 'news') {
    const news = await apiDetail<NewsDetail>(request, 'news', id, locale)
    return news.summary || richTextPlainText(news.body.doc)
  }
  if (kind === 'patent') return (await apiDetail<PatentDetail>(request, 'patent', id, locale)).summary
  return (await apiDetail<ThesisDetail>(request, 'thesis', id, locale)).abstract
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

test.describe('every public page is findable (server HTML)', () => {
  for (const route of routes) {
    test(`${route.path}: description, canonical, hreflang alternates and BreadcrumbList in every locale`, async ({
      request,
      baseURL,
    }) => {
      const path = await concretePath(request, route)
      for (const locale of locales) {
        const url = withLang(path, locale)
        const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text()

        const descriptions = tagsOf(html, /<meta name="description"[^>]*>/g).map((tag) => attribute(tag, 'content'))
        expect(descriptions, `${url} has one description`).toHaveLength(1)
        const description = descriptions[0] ?? ''
        expect(description.trim(), `${url} description`).not.toBe('')
        expect(description, `${url} has its own description`).not.toBe(msg(locale, 'site_description'))
        if (route.detail) {
          expect(description.length).toBeLessThanOrEqual(155)
          expect(collapse(await itemText(request, route.detail, locale))).toContain(description.replace(/…$/, ''))
        } else {
          expect(description).toBe(msg(locale, descriptionKeys[route.path] ?? `no key for ${route.path}`))
        }

        const canonical = tagsOf(html, /<link rel="canonical"[^>]*>/g).map((tag) => attribute(tag, 'href'))
        expect(canonical, `${url} canonical`).toEqual([`${baseURL}${path}?lang=${locale}`])
        // The page in each language (a list page's feeds are alternates too, by their type: feeds.spec.ts).
        const alternates = tagsOf(html, /<link rel="alternate"[^>]*>/g)
          .filter((tag) => tag.includes('hrefLang='))
          .map((tag) => [attribute(tag, 'hrefLang'), attribute(tag, 'href')])
        expect(alternates, `${url} alternates`).toEqual([
          ...locales.map((other) => [other, `${baseURL}${path}?lang=${other}`]),
          ['x-default', `${baseURL}${path}?lang=ko-KR`],
        ])

        const trails = jsonLdOf(html).filter((node) => node['@type'] === 'BreadcrumbList')
        expect(trails, `${url} has one BreadcrumbList`).toHaveLength(1)
        const items = (trails[0]?.itemListElement ?? []) as Array<{ position: number; name: string; item: string }>
        expect(items.at(-1)?.name, `${url} breadcrumb ends at the page`).toBe(await pageNameOf(request, route, locale))
        expect(items.at(-1)?.item).toBe(`${baseURL}${path}?lang=${locale}`)
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
        if (route.path !== '/')
          expect(items[0]).toMatchObject({ name: msg(locale, 'nav_home'), item: `${baseURL}/?lang=${locale}` })
      }
    })
  }
})

/** Open Graph's name of each language. */
const ogLocale = (locale: Locale) => locale.replace('-', '_')

/** The content of every `<meta>` with this property (Open Graph) or name (Twitter). */
function metaContents(html: string, key: string): string[] {
  const attr = key.startsWith('og:') ? 'property' : 'name'
  return tagsOf(html, new RegExp(`<meta ${attr}="${key}"[^>]*>`, 'g')).map((tag) => attribute(tag, 'content'))
}

/** Open Graph and Twitter card tags of a server-rendered page match its title, description, address and language. */
async function expectShareTags(
  request: APIRequestContext,
  baseURL: string | undefined,
  route: (typeof routes)[number],
  locale: Locale,
): Promise<void> {
  const path = await concretePath(request, route)
  const url = withLang(path, locale)
  const response = await request.get(url, { headers: { accept: 'text/html' } })
  expect(response.status(), url).toBe(200)
  const html = await response.text()
  const title = `${await pageNameOf(request, route, locale)} | ${BRAND}`
  const description = tagsOf(html, /<meta name="description"[^>]*>/g).map((tag) => attribute(tag, 'content'))[0] ?? ''
  expect(description.trim(), `${url} description`).not.toBe('')
  const article = route.detail === 'news' || route.detail === 'thesis'

  const expected: Record<string, string[]> = {
    'og:type': [article ? 'article' : 'website'],
    'og:site_name': [BRAND],
    'og:title': [title],
    'og:description': [description],
    'og:url': [`${baseURL}${path}?lang=${locale}`],
    'og:locale': [ogLocale(locale)],
    'og:locale:alternate': locales.filter((other) => other !== locale).map(ogLocale),
    'twitter:card': ['summary'],
    'twitter:title': [title],
    'twitter:description': [description],
  }
  for (const [key, values] of Object.entries(expected)) expect(metaContents(html, key), `${url} ${key}`).toEqual(values)
}

test.describe('share cards: Open Graph and Twitter tags (server HTML)', () => {
  routes.forEach((route, index) => {
    // One language per route, each language in turn; the home in all five below.
    const locale = locales[index % locales.length] ?? 'ko-KR'
    test(`${route.path} in ${locale}`, async ({ request, baseURL }) => {
      await expectShareTags(request, baseURL, route, locale)
    })
  })

  test('the home in every locale', async ({ request, baseURL }) => {
    const home = routes.find((route) => route.path === '/')
    if (!home) throw new Error('the route list has no home')
    for (const locale of locales) await expectShareTags(request, baseURL, home, locale)
  })
})

test.describe('structured data in the browser', () => {
  /** The JSON-LD blocks of the live document (after hydration), each parsed. */
  const liveJsonLd = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')),
    ) as Promise<JsonLd[]>

  test('home carries the Organization from the site configuration, with no CSP violation', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/?lang=en-US')
    const organizations = (await liveJsonLd(page)).filter((node) => node['@type'] === 'Organization')
    expect(organizations).toHaveLength(1)
    expect(organizations[0]).toMatchObject({ name: 'Cellactis', url: `${baseURL}/`, logo: `${baseURL}/favicon.svg` })
    expect(organizations[0]?.telephone).toBeTruthy()
    expect(organizations[0]?.email).toContain('@')
    expect(organizations[0]?.address).toMatchObject({ '@type': 'PostalAddress' })
  })

  test('a news article is a NewsArticle whose headline is the h1, also after an in-app navigation', async ({ page, request }) => {
    const id = await firstId(request, 'news')
    await gotoHydrated(page, withLang(`/news/${id}`, 'ja-JP'))
    const h1 = (await page.locator('h1').textContent()) ?? ''
    const [article] = (await liveJsonLd(page)).filter((node) => node['@type'] === 'NewsArticle')
    expect(article).toMatchObject({ headline: h1, inLanguage: 'ja-JP', publisher: { '@type': 'Organization' } })
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(article?.mainEntityOfPage).toMatchObject({ '@id': page.url() })
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')

    await page.getByRole('link', { name: msg('ja-JP', 'back_to_list') }).click()
    await expect(page).toHaveURL(/\/news\?lang=ja-JP$/)
    await expect.poll(async () => (await liveJsonLd(page)).map((node) => node['@type'])).toEqual(['BreadcrumbList'])
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
  })

  test('a paper is a ScholarlyArticle with its authors, journal and DOI', async ({ page, request }) => {
    const id = await firstId(request, 'thesis')
    const thesis = await apiDetail<ThesisDetail & { doiUrl: string }>(request, 'thesis', id, 'zh-CN')
    await gotoHydrated(page, withLang(`/research/thesis/${id}`, 'zh-CN'))
    const [paper] = (await liveJsonLd(page)).filter((node) => node['@type'] === 'ScholarlyArticle')
    expect(paper).toMatchObject({
      headline: (await page.locator('h1').textContent()) ?? '',
      author: thesis.authors.map((name) => ({ '@type': 'Person', name })),
      datePublished: String(thesis.year),
      sameAs: thesis.doiUrl,
      identifier: { propertyID: 'DOI', value: thesis.doi },
    })
    expect(JSON.stringify(paper?.isPartOf)).toContain(JSON.stringify(thesis.journal))
  })
})

test.describe('sitemap and robots', () => {
  test('/sitemap.xml is XML listing every news article, patent and paper in all five locales, with alternates', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml', { maxRedirects: 0, headers: { accept: 'text/html,*/*' } })
    expect(response.status(), 'no lang redirect').toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    expect(response.headers()['cache-control']).toMatch(/max-age=\d+/)
    const xml = await response.text()

    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const urls = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')]
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        locs: urls.map((url) => url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent),
        alternates: urls.map((url) => url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length),
      }
    }, xml)
    expect(parsed.error, 'the sitemap parses').toBe(false)
    expect(
      parsed.alternates.every((count) => count === 6),
      'five languages and x-default per entry',
    ).toBe(true)

    const locs = new Set(parsed.locs)
    for (const [kind, detailPath] of [
      ['news', '/news'],
      ['patent', '/research/patent'],
      ['thesis', '/research/thesis'],
    ] as const) {
      const items = await apiAll<{ id: number }>(request, kind, 'ko-KR')
      expect(items.length, `the API has ${kind} items`).toBeGreaterThan(0)
      for (const { id } of items) {
        for (const locale of locales)
          expect(locs.has(`${baseURL}${detailPath}/${id}?lang=${locale}`), `${kind} ${id} in ${locale}`).toBe(true)
      }
    }
    for (const path of ['/', '/company/intro', '/research/thesis']) expect(locs.has(`${baseURL}${path}?lang=en-US`)).toBe(true)
    for (const loc of locs) expect(loc).not.toMatch(/\/(mypage|sample|login|signup)\?/)
  })

  test('/robots.txt allows crawling, keeps out the members area and the API, and points to the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt', { maxRedirects: 0, headers: { accept: 'text/html,*/*' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    for (const path of ['/mypage', '/sample', '/admin', '/api/']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })
})
