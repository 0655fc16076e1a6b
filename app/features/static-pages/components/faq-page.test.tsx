// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { LocalizedText } from '~/backend/db/schema'
import { type DemoItem, demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { staticPageQueries } from '../static-pages-queries'
import { FaqPage } from './faq-page'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

const demo = await readDemoContent()
const faqCategories = demoPart<DemoItem<{ name: LocalizedText }>>(demo, 'faq-categories')
const faq = demoPart<DemoItem<{ categoryId: string; question: LocalizedText; answer: LocalizedText }>>(demo, 'faq-entries')

/** The FAQ as the API answers it in one language, from the demo content (the seeded database holds these). */
const shippedFaq = (locale: Locale) => ({
  categories: faqCategories.map(({ key, fields }) => ({ key: key ?? '', name: fields.name[locale] ?? '' })),
  items: faq.map(({ fields: entry }, index) => ({
    id: index + 1,
    category: entry.categoryId,
    question: entry.question[locale] ?? '',
    answer: entry.answer[locale] ?? '',
  })),
})

describe.each(locales)('the FAQ (%s)', (locale) => {
  it('has the five category headings in order, each with its questions, and the way on to the inquiry page', async () => {
    overwriteGetLocale(() => locale)
    const data = shippedFaq(locale)
    page = await renderInRouter(<FaqPage />, {
      path: '/faq',
      staticData: { crumb: m.page_faq },
      queries: [[staticPageQueries.faq(locale).queryKey, data]],
    })
    expect(document.querySelector('h1')?.textContent).toBe(m.page_faq())
    expect([...document.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(
      data.categories.map((category) => category.name),
    )
    for (const { key, name } of data.categories) {
      const section = document.querySelector(`section[aria-labelledby="faq-${key}"]`)
      expect(section?.querySelector('h2')?.textContent).toBe(name)
      const questions = [...(section?.querySelectorAll('details > summary') ?? [])]
      expect(questions.length, `questions under ${key}`).toBeGreaterThan(0)
      for (const question of questions) expect(question.nextElementSibling?.textContent, 'its answer').toMatch(/\S/)
    }
    const contact = [...document.querySelectorAll('a')].find((link) => link.textContent === m.faq_more_questions())
    expect(contact?.getAttribute('href')).toBe('/contact')
  })
})
