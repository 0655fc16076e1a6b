import { and, asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { memberAreaEndpoints as api } from '~/api/contract/member-area-endpoints'
import type { Database } from '../db/database.server'
import { faqCategories, faqEntries } from '../db/schema'
import { implement } from '../http/implement'
import { pick } from '../http/localize'
import { visibleNow } from './publication'

/**
 * GET /faq (?category): the FAQ in the request's language, as staff edit it (issue 24): the categories published now
 * in their order, and their questions published now, in their categories' order and then their own. An unknown
 * category has no questions.
 */
export function registerFaqRoutes(app: Hono, db: Database): void {
  implement(app, api.faq, async ({ query, locale }) => {
    const categories = await db
      .select({ id: faqCategories.id, key: faqCategories.key, name: faqCategories.name })
      .from(faqCategories)
      .where(visibleNow(faqCategories))
      .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id))
    const entries = await db
      .select({ id: faqEntries.id, key: faqCategories.key, question: faqEntries.question, answer: faqEntries.answer })
      .from(faqEntries)
      .innerJoin(faqCategories, eq(faqCategories.id, faqEntries.categoryId))
      .where(
        and(
          visibleNow(faqEntries),
          visibleNow(faqCategories),
          query.category === undefined ? undefined : eq(faqCategories.key, query.category),
        ),
      )
      .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id), asc(faqEntries.sortOrder), asc(faqEntries.id))
    return {
      categories: categories.map((category) => ({ key: category.key, name: pick(category.name, locale) })),
      items: entries.map((entry) => ({
        id: entry.id,
        category: entry.key,
        question: pick(entry.question, locale),
        answer: pick(entry.answer, locale),
      })),
    }
  })
}
