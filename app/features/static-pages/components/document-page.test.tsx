// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { SitePage, SitePageName } from '~/api/contract/site-page-endpoints'
import type { LocalizedRichText, LocalizedText } from '~/backend/db/schema'
import { type DemoItem, demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { legalPages } from '~/backend/seed/legal-pages/legal-pages'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { staticPageQueries } from '../static-pages-queries'
import { DocumentPage } from './document-page'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

/** The long-form pages, each named as its route names it (the breadcrumb and the h1). */
const documents: Array<{ name: SitePageName; crumb: () => string; dated: boolean }> = [
  { name: 'vision', crumb: m.nav_company_vision, dated: false },
  { name: 'research-intro', crumb: m.nav_research_intro, dated: false },
  { name: 'showroom', crumb: m.nav_business_showroom, dated: false },
  { name: 'terms', crumb: m.page_terms, dated: true },
  { name: 'privacy', crumb: m.page_privacy, dated: true },
]

type DemoPage = DemoItem<{ lead: LocalizedText; body: LocalizedRichText; effectiveDate: string | null }>

/** The pages the site ships: the legal pages' templates and the demo content's (the seeded database holds these). */
const shippedPages = [
  ...legalPages(),
  ...demoPart<DemoPage>(await readDemoContent(), 'pages').map(({ key, fields }) => ({ name: key, ...fields })),
]

/** A page as the API answers it in one language, from the pages the site ships. */
function shippedPage(name: SitePageName, locale: Locale): SitePage {
  const shipped = shippedPages.find((each) => each.name === name)
  if (!shipped) throw new Error(`no shipped page ${name}`)
  return {
    name,
    lead: shipped.lead[locale] ?? '',
    body: { doc: shipped.body[locale] ?? { type: 'doc', content: [] }, images: [] },
    effectiveDate: shipped.effectiveDate,
    noindex: false,
  } as SitePage
}

async function openPage(name: SitePageName, locale: Locale, crumb: () => string) {
  page?.unmount()
  overwriteGetLocale(() => locale)
  page = await renderInRouter(<DocumentPage name={name} />, {
    staticData: { crumb },
    queries: [[staticPageQueries.page(locale, name).queryKey, shippedPage(name, locale)]],
  })
}

/** Each h2 with the text after it, up to the next one. */
function sections() {
  return [...document.querySelectorAll('article h2')].map((heading) => {
    let text = ''
    for (let next = heading.nextElementSibling; next && next.tagName !== 'H2'; next = next.nextElementSibling)
      text += (next.textContent ?? '').trim()
    return { heading: (heading.textContent ?? '').trim(), text }
  })
}

/** The effective-date line, and the date in it. */
function effectiveDate(locale: Locale): string[] {
  const [before = '', after = ''] = m.effective_date({ date: '{date}' }, { locale }).split('{date}')
  return [...document.querySelectorAll('article p')]
    .map((paragraph) => paragraph.textContent ?? '')
    .filter((text) => text.startsWith(before) && text.endsWith(after) && /\d{4}/.test(text))
    .map((text) => text.slice(before.length, text.length - after.length).trim())
}

describe.each(locales)('the long-form pages in %s', (locale) => {
  it('have the page name as heading and at least three sections, each with text; terms and privacy are dated', async () => {
    for (const { name, crumb, dated } of documents) {
      await openPage(name, locale, crumb)
      expect(document.querySelector('h1')?.textContent, name).toBe(crumb())
      const found = sections()
      expect(found.length, `sections of ${name}`).toBeGreaterThanOrEqual(3)
      for (const section of found) {
        expect(section.heading, `a section heading of ${name}`).not.toBe('')
        expect(section.text, `text under "${section.heading}"`).not.toBe('')
      }
      expect(effectiveDate(locale), `the effective date of ${name}`).toHaveLength(dated ? 1 : 0)
    }
  })

  it('terms and privacy show the same effective date, written the language’s way', async () => {
    const shown: string[] = []
    for (const { name, crumb } of documents.filter((each) => each.dated)) {
      await openPage(name, locale, crumb)
      shown.push(...effectiveDate(locale))
    }
    expect(shown).toHaveLength(2)
    expect(shown[0]).toBe(shown[1])
    // A formatted date, not the raw ISO value.
    expect(shown[0]).not.toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

it('the privacy policy states how long data is kept (ko-KR)', async () => {
  await openPage('privacy', 'ko-KR', m.page_privacy)
  const text = document.querySelector('article')?.textContent ?? ''
  expect(text).toContain('3개월')
  expect(text).toContain('6개월')
})
