import type { APIRequestContext } from '@playwright/test'
import { faqCategories as shippedFaqCategories } from '~/api/contract/faq-categories'
import { expect, type Locale, locales, test } from './fixtures'
import { main } from './pages-support'
import { expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

/**
 * The FAQ in every language: its categories as the API names them, each with questions, an answer opened by click and
 * by keyboard, and the way on to the inquiry page. Expected labels come from the message files; no content is written
 * into a test.
 */

test.use({ viewport: { width: 1280, height: 900 } })

/** The FAQ's categories in a language, in their order, as the API names them (staff rename and reorder them). */
async function faqCategoriesIn(request: APIRequestContext, locale: Locale): Promise<Array<{ key: string; name: string }>> {
  const response = await request.get('/api/v1/faq', { headers: { 'accept-language': locale } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { categories: Array<{ key: string; name: string }> } }).data.categories
}

test.describe('the FAQ', () => {
  // The page in every language (its headings, each category's questions, the way on): a component test on what the site
  // ships (app/features/static-pages/components/faq-page.test.tsx). Here the API serves those categories, each with
  // questions, in every language.
  test('the API has the five categories in every language, each named and with questions', async ({ request }) => {
    for (const locale of locales) {
      const categories = await faqCategoriesIn(request, locale)
      expect(categories.map((category) => category.key)).toEqual([...shippedFaqCategories])
      for (const { key, name } of categories) {
        expect(name, `the name of ${key} in ${locale}`).toMatch(/\S/)
        const questions = await request.get(`/api/v1/faq?category=${key}`, { headers: { 'accept-language': locale } })
        const { items } = ((await questions.json()) as { data: { items: unknown[] } }).data
        expect(items.length, `questions under ${key} in ${locale}`).toBeGreaterThan(0)
      }
    }
  })

  test('opens an answer on click and with Enter or Space on the question, and leads to the inquiry page', async ({ page }) => {
    const locale = 'ko-KR'
    await gotoHydrated(page, withLang('/faq', locale))
    const entries = main(page).locator('details')
    expect(await entries.count()).toBeGreaterThanOrEqual(3)

    const [byClick, byEnter, bySpace] = [entries.nth(0), entries.nth(1), entries.nth(2)]
    for (const entry of [byClick, byEnter, bySpace]) {
      await expect(entry).not.toHaveAttribute('open')
      await expect(entry.locator('p')).toBeHidden()
    }

    await byClick.locator('summary').click()
    await expect(byClick).toHaveAttribute('open')
    await expect(byClick.locator('p')).toBeVisible()
    await expect(byClick.locator('p')).toHaveText(/\S/)
    await byClick.locator('summary').click()
    await expect(byClick).not.toHaveAttribute('open')
    await expect(byClick.locator('p')).toBeHidden()

    await byEnter.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(byEnter).toHaveAttribute('open')
    await expect(byEnter.locator('p')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(byEnter).not.toHaveAttribute('open')

    // Tab reaches the next question, and Space opens it.
    await byEnter.locator('summary').focus()
    await page.keyboard.press('Tab')
    await expect(bySpace.locator('summary')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(bySpace).toHaveAttribute('open')
    await expect(bySpace.locator('p')).toBeVisible()

    await markWindow(page)
    await main(page)
      .getByRole('link', { name: msg(locale, 'faq_more_questions'), exact: true })
      .click()
    await expect(page).toHaveURL((url) => url.pathname === '/contact')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'page_contact'))
    await expectSameDocument(page)
  })
})
