import type { Hono } from 'hono'
import { memberAreaEndpoints as api } from '~/api/contract/member-area-endpoints'
import { faq } from '~/features/static-pages/content/faq'
import { implement } from '../http/implement'
import { pick } from '../http/localize'

/**
 * Served straight from the module the FAQ page renders (plain data, no React), not from a seeded table: the two
 * cannot drift apart, and a change of the text needs no migration. An entry's id is its place in that list.
 */
const entries = faq.map((entry, index) => ({ id: index + 1, ...entry }))
const categories = [...new Set(faq.map((entry) => entry.category))]

/** GET /faq (?category): the FAQ in the request's language; an unknown category has no entries. */
export function registerFaqRoutes(app: Hono): void {
  implement(app, api.faq, ({ query, locale }) => ({
    categories,
    items: entries
      .filter((entry) => !query.category || entry.category === query.category)
      .map((entry) => ({
        id: entry.id,
        category: entry.category,
        question: pick(entry.question, locale),
        answer: pick(entry.answer, locale),
      })),
  }))
}
