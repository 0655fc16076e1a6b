import { asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import { type RedirectStatus, redirectStatuses } from '~/api/contract/redirect-addresses'
import { REDIRECT_PAGE_SIZE, type RedirectSummary, type SiteRedirect } from '~/api/contract/redirect-endpoints'
import type { Tx } from '../../admin/db-transaction'
import type { Database } from '../../db/database.server'
import { redirects } from '../../db/redirects-schema'
import { staffAccounts } from '../../db/staff-schema'
import { containsPattern, offsetOf, pageResult } from '../paging'
import { livePagesOf } from './redirect-item-pages'

type Reader = Database | Tx
type RedirectRow = typeof redirects.$inferSelect

const statusOf = (status: number): RedirectStatus => (status === 302 ? 302 : redirectStatuses[0])

export const siteRedirectOf = (row: RedirectRow): SiteRedirect => ({
  id: row.id,
  from: row.fromAddress,
  to: row.toAddress,
  status: statusOf(row.status),
})

type SummaryRow = { row: RedirectRow; updatedBy: string | null }

/** The redirects as the console lists them, each with the item page that answers instead of it (decision 116). */
async function summariesOf(db: Reader, rows: readonly SummaryRow[]): Promise<RedirectSummary[]> {
  const livePages = await livePagesOf(
    db,
    rows.map(({ row }) => ({ id: row.id, from: row.fromAddress })),
  )
  return rows.map(({ row, updatedBy }) => ({
    ...siteRedirectOf(row),
    hits: row.hits,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
    livePage: livePages.get(row.id) ?? null,
  }))
}

/** Every redirect, for the chain rule. */
export async function allRedirects(db: Reader): Promise<SiteRedirect[]> {
  return (await db.select().from(redirects).orderBy(asc(redirects.id))).map(siteRedirectOf)
}

/** The redirects the site answers: every one but those from the page of an item public (again), which answers itself. */
export async function answeredRedirects(db: Reader): Promise<SiteRedirect[]> {
  const listed = await allRedirects(db)
  const livePages = await livePagesOf(db, listed)
  return listed.filter((redirect) => !livePages.has(redirect.id))
}

/** Either address holding `q`, as typed or as the addresses keep it (Korean percent-encoded). */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const forms = [...new Set([q, encodeURI(q)])]
  return or(
    ...forms.flatMap((form) => [
      ilike(redirects.fromAddress, containsPattern(form)),
      ilike(redirects.toAddress, containsPattern(form)),
    ]),
  )
}

export async function listRedirects(db: Reader, query: { q?: string; page: number }) {
  const where = searchWhere(query.q)
  const size = REDIRECT_PAGE_SIZE
  const [rows, [totals]] = await Promise.all([
    db
      .select({ row: redirects, updatedBy: staffAccounts.name })
      .from(redirects)
      .leftJoin(staffAccounts, eq(staffAccounts.id, redirects.updatedBy))
      .where(where)
      .orderBy(asc(redirects.fromAddress))
      .limit(size)
      .offset(offsetOf(query.page, size)),
    db.select({ total: count() }).from(redirects).where(where),
  ])
  return pageResult(await summariesOf(db, rows), query.page, size, totals?.total ?? 0)
}

export async function findRedirect(db: Reader, id: number): Promise<RedirectSummary | undefined> {
  const [found] = await db
    .select({ row: redirects, updatedBy: staffAccounts.name })
    .from(redirects)
    .leftJoin(staffAccounts, eq(staffAccounts.id, redirects.updatedBy))
    .where(eq(redirects.id, id))
  if (!found) return undefined
  const [summary] = await summariesOf(db, [found])
  return summary
}
