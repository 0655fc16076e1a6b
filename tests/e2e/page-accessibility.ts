import type { Page } from '@playwright/test'
import { seriousViolations } from './axe-support'
import { expect, type Locale } from './fixtures'
import { BRAND, msg, type routes } from './support'

type Route = (typeof routes)[number]

/** The routes also checked on a phone, in Korean, with the menu closed and open. */
export const checkedOnAPhone = new Set(['/', '/business/pharmacy', '/news'])
const PHONE = { width: 390, height: 844 }

/** Heading levels as they appear; a level may go deeper by one step at a time only. */
function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.filter((heading) => (heading as HTMLElement).offsetParent !== null).map((heading) => Number(heading.tagName[1])),
    )
}

/**
 * What a visitor sees of the route in a real browser: its language, its title, its breadcrumb ending on it (none on
 * home), whose first crumb leads home in the same language. Read in one call into the page, polled until it is as
 * expected: a call per check (eight of them) took a fifth of each language's time on a busy machine.
 */
export async function expectRouteShown(page: Page, route: Route, pageName: string, locale: Locale): Promise<void> {
  expect(new URL(page.url()).searchParams.getAll('lang')).toEqual([locale])
  const breadcrumb = page.getByRole('navigation', { name: msg(locale, 'breadcrumb_label'), exact: true })
  // Whitespace counts as Playwright's text matchers count it: trimmed and collapsed on both sides (the ideographic space
  // of a Japanese title too).
  const normalized = (text: string) =>
    text
      .replace(/[\u200b\u00ad]/g, '')
      .trim()
      .replace(/\s+/g, ' ')
  const name = normalized(pageName)
  const shown = () =>
    breadcrumb.evaluateAll((trails) => {
      const text = (element: Element | null | undefined) =>
        element?.textContent
          ?.replace(/[\u200b\u00ad]/g, '')
          .trim()
          .replace(/\s+/g, ' ')
      return {
        lang: document.documentElement.getAttribute('lang'),
        title: document.title
          .replace(/[\u200b\u00ad]/g, '')
          .trim()
          .replace(/\s+/g, ' '),
        trails: trails.map((trail) => {
          const items = [...trail.querySelectorAll('li')]
          const last = items[items.length - 1]
          return {
            last: text(last),
            currentInLast: [...(last?.querySelectorAll('[aria-current="page"]') ?? [])].map(text),
            current: trail.querySelectorAll('[aria-current="page"]').length,
            homeLinks: [...(items[0]?.querySelectorAll('a[href]') ?? [])].map((link) => ({
              text: text(link),
              href: link.getAttribute('href'),
            })),
          }
        }),
      }
    })
  await expect.poll(shown).toEqual({
    lang: locale,
    title: `${name} | ${BRAND}`,
    trails:
      route.path === '/'
        ? []
        : [
            {
              last: name,
              currentInLast: [name],
              current: 1,
              homeLinks: [{ text: normalized(msg(locale, 'nav_home')), href: `/?lang=${locale}` }],
            },
          ],
  })
}

/**
 * The route as shown (expectRouteShown first), checked as a screen reader meets it: no serious or critical axe
 * violation, one h1 and headings that go deeper one level at a time.
 */
export async function expectAccessibleRoute(page: Page, route: Route, locale: Locale): Promise<void> {
  // The headings are read while axe runs, not after it: neither changes the page.
  const [violations, levels] = await Promise.all([seriousViolations(page), headingLevels(page)])
  expect(violations, `axe on ${route.path} in ${locale}`).toEqual([])
  expect(
    levels.filter((level) => level === 1),
    `one h1 on ${route.path} in ${locale}`,
  ).toHaveLength(1)
  const skipped = levels.flatMap((level, index) =>
    index > 0 && level > (levels[index - 1] ?? 1) + 1 ? [`heading ${index}: h${level} after h${levels[index - 1]}`] : [],
  )
  expect(skipped, `headings in order on ${route.path} in ${locale}`).toEqual([])
}

/**
 * The page on a phone: no serious or critical axe violation with the menu closed, then open; the menu is closed
 * again and the window given back its width.
 */
export async function expectAccessibleOnAPhone(page: Page, locale: Locale): Promise<void> {
  const before = page.viewportSize()
  await page.setViewportSize(PHONE)
  expect(await seriousViolations(page), 'axe on a phone').toEqual([])
  // Opened from the keyboard: a pointer left on the header would hover a desktop menu group open once the window is
  // wide again, the next page being reached in the same document (layout-every-width.spec.ts).
  await page.getByRole('button', { name: msg(locale, 'nav_open_menu') }).press('Enter')
  const menu = page.getByRole('dialog')
  await expect(menu).toBeVisible()
  expect(await seriousViolations(page), 'axe on a phone with the menu open').toEqual([])
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  if (before) await page.setViewportSize(before)
}
