import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import { contentKinds, type KindFields } from '~/api/contract/kinds/content-kinds'
import type { Tx } from '~/backend/admin/db-transaction'
import { mediaItems } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { clients, figures, historyEntries, openings, people, testimonials } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'
import { usableWhere } from '~/backend/media/media-items'
import type { ContentKind } from '../editing/content-kind'
import { offsetOf, pageResult } from '../paging'
import { publicImagesOf } from '../public-images-of'
import { visibleNow } from '../publication'
import { type ChosenOrder, ordered, type Unnamed } from './chosen-order'
import { declaredRow } from './declared-row'

const atEnd = (column: ChosenOrder['column']): ChosenOrder => ({ column, newAt: 'end' })

/** The history, newest first as shipped: a new entry goes to the top, and staff move it. */
const historyAdapter = ordered<KindFields<'history'>, typeof historyEntries.$inferSelect>({
  table: historyEntries,
  titleField: 'title',
  ...declaredRow(contentKinds.history.formFields, historyEntries),
  order: { column: historyEntries.sortOrder, newAt: 'start' },
  dateOf: (fields) => `${fields.year}-${String(fields.month).padStart(2, '0')}`,
})

/** A logo must be an image of the library that can be shown (it has its Korean alt text). */
async function checkLogo(tx: Tx, mediaId: number | null) {
  if (mediaId === null) return
  const [found] = await tx
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(and(eq(mediaItems.id, mediaId), usableWhere))
  if (!found) throw new ApiError('BAD_REQUEST', undefined, {}, 'logoMediaId')
}

const clientAdapter = ordered<KindFields<'clients'>, typeof clients.$inferSelect>({
  table: clients,
  titleField: 'name',
  ...declaredRow(contentKinds.clients.formFields, clients),
  order: atEnd(clients.sortOrder),
  prepare: async (tx, fields) => {
    await checkLogo(tx, fields.logoMediaId)
    return fields
  },
})

const personAdapter = ordered<KindFields<'people'>, typeof people.$inferSelect>({
  table: people,
  titleField: 'name',
  ...declaredRow(contentKinds.people.formFields, people),
  order: atEnd(people.sortOrder),
})

const testimonialAdapter = ordered<KindFields<'testimonials'>, typeof testimonials.$inferSelect>({
  table: testimonials,
  titleField: 'author',
  ...declaredRow(contentKinds.testimonials.formFields, testimonials),
  order: atEnd(testimonials.sortOrder),
})

/** A figure staff add gets a random `key` from the database (the shipped ones keep theirs). */
const figureAdapter = ordered<KindFields<'figures'>, typeof figures.$inferSelect>({
  table: figures,
  titleField: 'label',
  ...declaredRow(contentKinds.figures.formFields, figures),
  order: atEnd(figures.sortOrder),
})

/** Openings: listed open first, then by closing day, so no chosen order. */
const openingAdapter: Unnamed<ContentKind<KindFields<'openings'>, typeof openings.$inferSelect>> = {
  table: openings,
  scope: undefined,
  titleField: 'title',
  ...declaredRow(contentKinds.openings.formFields, openings),
}

export const companyAdapters = {
  history: historyAdapter,
  clients: clientAdapter,
  people: personAdapter,
  testimonials: testimonialAdapter,
  figures: figureAdapter,
  openings: openingAdapter,
}

/**
 * The public reads of the company's kinds (history, clients, people, openings, testimonials, figures): what is
 * published now (publication.ts), in the order staff chose (issue 24).
 */
export function registerCompanyReads(app: Hono, db: Database): void {
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

  implement(app, api.openings, async ({ locale }) => {
    const rows = await db
      .select()
      .from(openings)
      .where(visibleNow(openings))
      .orderBy(desc(openings.active), desc(openings.closesAt), asc(openings.id))
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

  implement(app, api.testimonials, async ({ locale }) => {
    const rows = await db
      .select()
      .from(testimonials)
      .where(visibleNow(testimonials))
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
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
