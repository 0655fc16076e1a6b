import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { Database } from '~/backend/db/database.server'
import { clients, figures, historyEntries, people, quotes, recruits } from '~/backend/db/schema'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'
import { offsetOf, pageResult } from './paging'
import { publicImagesOf } from './public-images-of'
import { visibleNow } from './publication'

/**
 * History, clients, the company's people, openings, testimonials and the marketing figures: what is published now
 * (publication.ts), in the order staff chose (issue 24).
 */
export function registerCompanyRoutes(app: Hono, db: Database): void {
  implement(app, api.history, async ({ query, locale }) => {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(historyEntries)
        .where(visibleNow(historyEntries))
        .orderBy(asc(historyEntries.sortOrder), desc(historyEntries.id))
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      db.select({ total: count() }).from(historyEntries).where(visibleNow(historyEntries)),
    ])
    const items = rows.map((row) => ({ id: row.id, year: row.year, month: row.month, title: pick(row.title, locale) }))
    return pageResult(items, query.page, query.size, totals?.total ?? 0)
  })

  implement(app, api.clients, async ({ query, locale }) => {
    const rows = await db
      .select()
      .from(clients)
      .where(and(visibleNow(clients), query.isMain === undefined ? undefined : eq(clients.isMain, query.isMain)))
      .orderBy(asc(clients.sortOrder), asc(clients.id))
    const logos = await publicImagesOf(
      db,
      rows.flatMap((row) => (row.logoMediaId === null ? [] : [row.logoMediaId])),
      locale,
    )
    return rows.map((row) => ({
      id: row.id,
      name: pick(row.name, locale),
      sector: pick(row.sector, locale),
      isMain: row.isMain,
      logo: (row.logoMediaId !== null && logos.get(row.logoMediaId)) || null,
    }))
  })

  implement(app, api.people, async ({ locale }) => {
    const rows = await db.select().from(people).where(visibleNow(people)).orderBy(asc(people.sortOrder), asc(people.id))
    return rows.map((row) => ({
      id: row.id,
      name: pick(row.name, locale),
      role: pick(row.role, locale),
      bio: pick(row.bio, locale),
    }))
  })

  implement(app, api.recruits, async ({ locale }) => {
    const rows = await db
      .select()
      .from(recruits)
      .where(visibleNow(recruits))
      .orderBy(desc(recruits.active), desc(recruits.closesAt), asc(recruits.id))
    return rows.map((row) => ({
      id: row.id,
      title: pick(row.title, locale),
      department: pick(row.department, locale),
      employmentType: row.employmentType,
      location: pick(row.location, locale),
      description: pick(row.description, locale),
      closesAt: row.closesAt,
      active: row.active,
    }))
  })

  implement(app, api.quotes, async ({ locale }) => {
    const rows = await db.select().from(quotes).where(visibleNow(quotes)).orderBy(asc(quotes.sortOrder), asc(quotes.id))
    return rows.map((row) => ({
      id: row.id,
      author: pick(row.author, locale),
      affiliation: pick(row.affiliation, locale),
      quote: pick(row.quote, locale),
    }))
  })

  implement(app, api.figures, async ({ locale }) => {
    const rows = await db.select().from(figures).where(visibleNow(figures)).orderBy(asc(figures.sortOrder), asc(figures.key))
    return rows.map((row) => ({ key: row.key, value: row.value, unit: pick(row.unit, locale), label: pick(row.label, locale) }))
  })
}
