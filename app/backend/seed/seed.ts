import { sql } from 'drizzle-orm'
import { plainTextToRichDocument } from '~/api/contract/rich-text'
import type { Tx } from '~/backend/admin/db-transaction'
import * as table from '~/backend/db/schema'
import type { DemoItemIds } from '~/backend/demo/demo-kinds'
import { categories } from './content/categories'
import { clients } from './content/clients'
import { faq } from './content/faq'
import { faqCategoryNames } from './content/faq-categories'
import { figures } from './content/figures'
import { history } from './content/history'
import { news } from './content/news'
import { openings } from './content/openings'
import { patents } from './content/patents'
import { people } from './content/people'
import { pharmacies } from './content/pharmacies'
import { press } from './content/press'
import { products } from './content/products'
import { testimonials } from './content/testimonials'
import { theses } from './content/theses'
import { loadDemoSitePages } from './seed-site-pages'

/** The shipped bodies and descriptions are plain text (paragraphs at blank lines); the editor's documents are kept. */
function richBodyOf(body: table.LocalizedText): table.LocalizedRichText {
  return Object.fromEntries(Object.entries(body).map(([locale, text]) => [locale, plainTextToRichDocument(text ?? '')]))
}

async function insertPosts(tx: Tx, categoryIds: Map<string, number>): Promise<number[]> {
  const category = (key: string) => {
    const id = categoryIds.get(key)
    if (id === undefined) throw new Error(`seed: unknown category ${key}`)
    return id
  }
  const rows: Array<typeof table.posts.$inferInsert> = [
    ...news.map((item) => ({
      postType: 'news' as const,
      categoryId: category(item.categoryKey),
      title: item.title,
      summary: item.summary,
      body: richBodyOf(item.body),
      publishedAt: item.publishedAt,
    })),
    ...press.map((item) => ({
      postType: 'press' as const,
      title: item.title,
      outlet: item.outlet,
      link: item.link,
      publishedAt: item.publishedAt,
    })),
    ...patents.map((item) => ({
      postType: 'patent' as const,
      categoryId: category(item.categoryKey),
      title: item.title,
      summary: item.summary,
      applicationNumber: item.applicationNumber,
      registrationNumber: item.registrationNumber ?? null,
      filedAt: item.filedAt,
      registeredAt: item.registeredAt ?? null,
      patentStatus: item.status,
      office: item.office,
      publishedAt: item.registeredAt ?? item.filedAt,
    })),
    ...theses.map((item) => ({
      postType: 'thesis' as const,
      categoryId: category(item.categoryKey),
      title: item.title,
      summary: item.abstract,
      authors: item.authors,
      journal: item.journal,
      year: item.year,
      volume: item.volume ?? null,
      pages: item.pages ?? null,
      doi: item.doi,
      publishedAt: `${item.year}-01-01`,
    })),
  ]
  // The shipped content is published from the moment it is seeded.
  const inserted = await tx
    .insert(table.posts)
    .values(rows.map((row) => ({ ...row, publishAt: sql`now()` })))
    .returning({ id: table.posts.id })
  return inserted.map((row) => row.id)
}

async function insertProductsAndPharmacies(tx: Tx) {
  const productRows = await tx
    .insert(table.products)
    .values(
      products.map((item, index) => ({
        key: item.key,
        productType: item.type,
        name: item.name,
        summary: item.summary,
        description: richBodyOf(item.description),
        specs: item.specs,
        active: item.active,
        sortOrder: index,
        publishAt: sql`now()`,
      })),
    )
    .returning({ id: table.products.id, key: table.products.key })
  const productIds = new Map(productRows.map((row) => [row.key, row.id]))

  const pharmacyRows = await tx
    .insert(table.pharmacies)
    .values(
      pharmacies.map((item) => ({
        name: item.name,
        address: item.address,
        phone: item.phone,
        siNm: item.siNm,
        sggNm: item.sggNm,
        subwayArea: item.subwayArea ?? null,
        subwayLine: item.subwayLine ?? null,
        subwayName: item.subwayName ?? null,
        latitude: item.latitude,
        longitude: item.longitude,
      })),
    )
    .returning({ id: table.pharmacies.id })
  const links = pharmacies.flatMap((item, index) =>
    item.productKeys.map((key) => {
      const productId = productIds.get(key)
      const pharmacyId = pharmacyRows[index]?.id
      if (productId === undefined || pharmacyId === undefined) throw new Error(`seed: unknown product ${key}`)
      return { pharmacyId, productId }
    }),
  )
  if (links.length) await tx.insert(table.pharmacyProducts).values(links)
  return { products: productRows.map((row) => row.id), pharmacies: pharmacyRows.map((row) => row.id) }
}

/** The shipped history newest first, in the order staff then change by hand. */
const historyNewestFirst = () =>
  history
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.year - a.item.year || b.item.month - a.item.month || b.index - a.index)
    .map(({ item }) => item)

/** History, clients, people, openings, testimonials and figures, published from the moment they are seeded. */
async function insertCompanyContent(tx: Tx) {
  const published = { publishAt: sql`now()` }
  const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id)
  const historyRows = await tx
    .insert(table.historyEntries)
    .values(
      historyNewestFirst().map((item, index) => ({
        year: item.year,
        month: item.month,
        title: item.title,
        sortOrder: index,
        ...published,
      })),
    )
    .returning({ id: table.historyEntries.id })
  const ordered = (index: number) => ({ sortOrder: index, ...published })
  return {
    history_entries: ids(historyRows),
    clients: ids(
      await tx
        .insert(table.clients)
        .values(clients.map((item, index) => ({ ...item, ...ordered(index) })))
        .returning({ id: table.clients.id }),
    ),
    people: ids(
      await tx
        .insert(table.people)
        .values(people.map((item, index) => ({ ...item, ...ordered(index) })))
        .returning({ id: table.people.id }),
    ),
    openings: ids(
      await tx
        .insert(table.openings)
        .values(openings.map((item) => ({ ...item, ...published })))
        .returning({ id: table.openings.id }),
    ),
    testimonials: ids(
      await tx
        .insert(table.testimonials)
        .values(testimonials.map((item, index) => ({ ...item, ...ordered(index) })))
        .returning({ id: table.testimonials.id }),
    ),
    figures: ids(
      await tx
        .insert(table.figures)
        .values(figures.map((item, index) => ({ ...item, ...ordered(index) })))
        .returning({ id: table.figures.id }),
    ),
  }
}

/** The FAQ's categories and questions, in the shipped order. */
async function insertFaq(tx: Tx) {
  const categoryRows = await tx
    .insert(table.faqCategories)
    .values(faqCategoryNames.map((item, index) => ({ key: item.key, name: item.name, sortOrder: index, publishAt: sql`now()` })))
    .returning({ id: table.faqCategories.id, key: table.faqCategories.key })
  const categoryIds = new Map(categoryRows.map((row) => [row.key, row.id]))
  const entryRows = await tx
    .insert(table.faqEntries)
    .values(
      faq.map((entry, index) => {
        const categoryId = categoryIds.get(entry.category)
        if (categoryId === undefined) throw new Error(`seed: unknown FAQ category ${entry.category}`)
        return { categoryId, question: entry.question, answer: entry.answer, sortOrder: index, publishAt: sql`now()` }
      }),
    )
    .returning({ id: table.faqEntries.id })
  return { faq_categories: categoryRows.map((row) => row.id), faq_entries: entryRows.map((row) => row.id) }
}

/**
 * Inserts the shipped demo content in all five languages, published (decision 123), and answers the ids it inserted per
 * kind, which the caller marks as demo (demo/demo-load.ts). The site's skeleton (languages, countries, documents, the
 * legal pages) is not here: seed/site-skeleton.ts.
 */
export async function loadDemoContent(tx: Tx): Promise<DemoItemIds> {
  const categoryRows = await tx
    .insert(table.postCategories)
    .values(categories.map((item, index) => ({ key: item.key, postType: item.postType, name: item.name, sortOrder: index })))
    .returning({ id: table.postCategories.id, key: table.postCategories.key })
  const posts = await insertPosts(tx, new Map(categoryRows.map((row) => [row.key, row.id])))
  return {
    post_categories: categoryRows.map((row) => row.id),
    posts,
    ...(await insertProductsAndPharmacies(tx)),
    ...(await insertCompanyContent(tx)),
    ...(await insertFaq(tx)),
    site_pages: await loadDemoSitePages(tx),
  }
}
