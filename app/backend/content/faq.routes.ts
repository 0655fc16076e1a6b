import type { Hono } from 'hono'
import { memberAreaEndpoints as api } from '~/api/contract/member-area-endpoints'
import { implement } from '../http/implement'
import { pick } from '../http/localize'
import { faq } from '../seed/content/faq'

/**
 * Served straight from the shipped content module (plain data), not from a seeded table: a change of the text needs
 * no migration. An entry's id is its place in that list.
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
