import type { APIRequestContext, Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { apiData, currentSearch, main, type Paged, pageLink } from './pages-support'
import { expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

/**
 * The company pages: the history's milestones, newest first, a page at a time, and the introduction with the people.
 * Expected items come from the site's own API in the page's language and expected labels from the message files; no
 * content is written into a test.
 */

test.use({ viewport: { width: 1280, height: 900 } })

const HISTORY_PAGE_SIZE = 10

interface HistoryEntry {
  id: number
  year: number
  month: number
  title: string
}

interface Member {
  id: number
  name: string
  role: string
  bio: string
}

interface Milestone {
  dateTime: string | null
  when: string
  title: string
}

function expectedMilestone(locale: Locale, entry: HistoryEntry): Milestone {
  return {
    dateTime: `${entry.year}-${String(entry.month).padStart(2, '0')}`,
    when: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
      new Date(Date.UTC(entry.year, entry.month - 1, 1)),
    ),
    title: entry.title,
  }
}

function shownMilestones(page: Page): Promise<Milestone[]> {
  return main(page)
    .locator('ol > li:has(time)')
    .evaluateAll((items) =>
      items.map((item) => {
        const time = item.querySelector('time')
        return {
          dateTime: time?.getAttribute('datetime') ?? null,
          when: (time?.textContent ?? '').trim(),
          title: (item.querySelector('p')?.textContent ?? '').trim(),
        }
      }),
    )
}

function isNewestFirst(milestones: Milestone[]): boolean {
  const keys = milestones.map((item) => item.dateTime ?? '')
  return keys.every((key, index) => index === 0 || key <= (keys[index - 1] ?? ''))
}

const historyPage = (request: APIRequestContext, locale: Locale, page: number) =>
  apiData<Paged<HistoryEntry>>(request, `/api/v1/history?page=${page}&size=${HISTORY_PAGE_SIZE}`, locale)

test.describe('company pages', () => {
  for (const locale of ['ko-KR', 'en-US'] as const) {
    test(`the history shows the API's milestones, newest first, ten a page (${locale})`, async ({ page, request }) => {
      const first = await historyPage(request, locale, 1)
      expect(first.total, 'the API has more than one page of history').toBeGreaterThan(HISTORY_PAGE_SIZE)
      const second = await historyPage(request, locale, 2)

      await gotoHydrated(page, withLang('/company/history', locale))
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_company_history'))
      await expect.poll(() => shownMilestones(page)).toEqual(first.items.map((entry) => expectedMilestone(locale, entry)))
      const shownFirst = await shownMilestones(page)
      expect(shownFirst).toHaveLength(HISTORY_PAGE_SIZE)
      expect(isNewestFirst(shownFirst), 'page 1 lists the newest first').toBe(true)
      await markWindow(page)

      await pageLink(page, locale, 2).click()
      await expect.poll(() => currentSearch(page)).toEqual({ page: '2' })
      await expect.poll(() => shownMilestones(page)).toEqual(second.items.map((entry) => expectedMilestone(locale, entry)))
      const shownSecond = await shownMilestones(page)
      expect(isNewestFirst([...shownFirst, ...shownSecond]), 'page 2 continues with older milestones').toBe(true)
      await expect(pageLink(page, locale, 2)).toHaveAttribute('aria-current', 'page')
      await expectSameDocument(page)
    })

    test(`the intro shows the lead and the API's people with their roles (${locale})`, async ({ page, request }) => {
      const people = await apiData<Member[]>(request, '/api/v1/members', locale)
      expect(people.length, 'the API has people').toBeGreaterThan(0)
      await gotoHydrated(page, withLang('/company/intro', locale))
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_company_intro'))
      await expect(main(page).getByText(msg(locale, 'company_intro_lead'), { exact: true })).toBeVisible()
      const section = main(page).getByRole('region', { name: msg(locale, 'people_heading'), exact: true })
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(msg(locale, 'people_heading'))
      const cards = section.getByRole('listitem')
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(people.map((person) => person.name))
      await expect(cards).toHaveCount(people.length)
      for (const [index, person] of people.entries()) {
        const card = cards.nth(index)
        await expect(card.locator('p')).toHaveText([person.role, person.bio])
      }
    })
  }
})
