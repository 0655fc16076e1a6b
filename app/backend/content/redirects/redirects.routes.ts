import { and, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { redirectEndpoints as api, type SiteRedirect } from '~/api/contract/redirect-endpoints'
import { chainedRedirects, fromKeyOf, type RedirectLetterCase } from '~/api/contract/redirect-matching'
import { countStaffAction, type StaffHourlyLimit } from '~/backend/staff/staff-hourly-limit'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import type { ClientBindings } from '~/server/http/client-address'
import { actorStaffId } from '../../admin/actor-names'
import type { Tx } from '../../admin/db-transaction'
import { recordAudit } from '../../audit/audit-log'
import type { Database } from '../../db/database.server'
import { redirects } from '../../db/redirects-schema'
import { ApiError } from '../../http/api-error'
import { implement } from '../../http/implement'
import { implementStaff } from '../../staff/implement-staff'
import { announceContentChange } from '../content-changes.server'
import { type Fields, fieldsOf, keptFields } from './redirect-fields'
import { recordRedirectHits } from './redirect-hits'
import { importRedirects } from './redirect-import-run'
import { itemPageIsLive, itemPageOfAddress } from './redirect-item-pages'
import { allRedirects, answeredRedirects, findRedirect, listRedirects } from './redirect-records'

const change = (row: { id: number; version: number; updatedAt: Date }) => ({
  id: row.id,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

/** Why a redirect may not be saved: which field is at fault, and the message the console shows under it. */
function chainRefusal(fields: Fields, listed: readonly SiteRedirect[], id?: number): ApiError | undefined {
  const saved = { id: 0, ...fields }
  const chained = chainedRedirects([...listed.filter((redirect) => redirect.id !== id), saved])
  if (chained.length === 0) return undefined
  const refuse = (field: 'from' | 'to', message: (locale: Locale) => string) => new ApiError('BAD_REQUEST', message, {}, field)
  // Its to-address is redirected by itself (a loop), or by another; or another redirect now leads to its from-address.
  if (chainedRedirects([saved]).length > 0) return refuse('to', (locale) => m.admin_redirect_loop({}, { locale }))
  if (chained.includes(saved)) return refuse('to', (locale) => m.admin_redirect_chain_to({}, { locale }))
  return refuse('from', (locale) => m.admin_redirect_chain_from({}, { locale }))
}

/**
 * Refuses the page of an item that is public, naming it, and one whose item is no longer public unless the editor chose
 * to redirect it (decision 116): the console asks first, but staff may call the API directly.
 */
async function requireRetiredPage(tx: Tx, fields: Fields): Promise<void> {
  const itemPage = itemPageOfAddress(fields.from)
  if (!itemPage) return
  const { page } = itemPage
  if (await itemPageIsLive(tx, itemPage)) {
    throw new ApiError('BAD_REQUEST', (locale) => m.admin_redirect_from_live_page({ page }, { locale }), {}, 'from')
  }
  if (!fields.retiredPage) {
    throw new ApiError('BAD_REQUEST', (locale) => m.admin_redirect_from_retired_unchosen({ page }, { locale }), {}, 'from')
  }
}

/**
 * Refuses a redirect that would take another's from-address (as the site matches them: `letterCase`, decision 116), an
 * item's page it may not take, or whose list would then hold a chain or a loop.
 */
async function requireAcceptable(tx: Tx, fields: Fields, letterCase: RedirectLetterCase, id?: number): Promise<void> {
  const listed = await allRedirects(tx)
  const key = fromKeyOf(fields.from, letterCase)
  if (listed.some((redirect) => redirect.id !== id && fromKeyOf(redirect.from, letterCase) === key)) {
    throw new ApiError('BAD_REQUEST', (locale) => m.admin_redirect_from_taken({}, { locale }), {}, 'from')
  }
  await requireRetiredPage(tx, fields)
  const refusal = chainRefusal(fields, listed, id)
  if (refusal) throw refusal
}

/** The imports a staff member may run in an hour (a check is one): each reads a whole file. */
export const redirectImportLimit: StaffHourlyLimit = {
  bucket: 'redirect-import',
  perHour: 30,
  refusal: (limit, locale) => m.admin_redirect_import_too_many({ limit }, { locale }),
}

/**
 * Refuses a call that is not the site's own (the in-process transport marks them with a binding no HTTP request can
 * carry): the list of every redirect and the hit reports are the site's business (decision 111).
 */
function requireTheSiteItself(bindings: unknown): void {
  if ((bindings as ClientBindings | undefined)?.siteItself !== true) throw new ApiError('FORBIDDEN')
}

/**
 * The redirects (decision 90): the site's read and its hit reports, and the editors' calls. Each change, its audit
 * entry and the word that content changed (which empties every process's pages and the shared cache) are one
 * transaction.
 */
export function registerRedirectRoutes(app: Hono, db: Database): void {
  implement(app, api.siteRedirects, ({ bindings }) => {
    requireTheSiteItself(bindings)
    return answeredRedirects(db)
  })

  implement(app, api.reportHits, async ({ body, bindings }) => {
    requireTheSiteItself(bindings)
    return { counted: await recordRedirectHits(db, body.hits) }
  })
}

/** How the editors' calls read addresses: the site's public origin (SITE_URL), and how it matches old addresses. */
export interface RedirectEditingOptions {
  siteUrl: string
  letterCase: RedirectLetterCase
}

/** The editors' calls, registered after the staff middleware. */
export function registerRedirectEditingRoutes(app: Hono, db: Database, { siteUrl, letterCase }: RedirectEditingOptions): void {
  implementStaff(app, api.redirectList, ({ query }) => listRedirects(db, query))

  // Before `/:id`, which would take `from-page` for an id.
  implementStaff(app, api.redirectFromPage, async ({ query }) => {
    const itemPage = itemPageOfAddress(query.from)
    return { itemPage: itemPage ? { page: itemPage.page, live: await itemPageIsLive(db, itemPage) } : null }
  })

  implementStaff(app, api.redirectDetail, async ({ params }) => {
    const found = await findRedirect(db, params.id)
    if (!found) throw new ApiError('NOT_FOUND')
    return found
  })

  implementStaff(app, api.createRedirect, ({ body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const fields = keptFields(body, siteUrl)
      await requireAcceptable(tx, fields, letterCase)
      const [row] = await tx
        .insert(redirects)
        .values({ fromAddress: fields.from, toAddress: fields.to, status: fields.status, updatedBy: actorStaffId(actor) })
        .returning()
      if (!row) throw new Error('the redirect was not inserted')
      await recordAudit(tx, actor, clientIp, {
        action: 'redirect.create',
        targetType: 'redirect',
        targetId: row.id,
        after: fields,
      })
      await announceContentChange(tx, 'redirects')
      return change(row)
    }),
  )

  implementStaff(app, api.updateRedirect, ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const before = await findRedirect(tx, params.id)
      if (!before) throw new ApiError('NOT_FOUND')
      const fields = keptFields(body.fields, siteUrl)
      await requireAcceptable(tx, fields, letterCase, params.id)
      const [row] = await tx
        .update(redirects)
        .set({
          fromAddress: fields.from,
          toAddress: fields.to,
          status: fields.status,
          version: sql`${redirects.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: actorStaffId(actor),
        })
        .where(and(eq(redirects.id, params.id), eq(redirects.version, body.version)))
        .returning()
      if (!row) throw new ApiError('STALE_RECORD')
      await recordAudit(tx, actor, clientIp, {
        action: 'redirect.update',
        targetType: 'redirect',
        targetId: row.id,
        before: fieldsOf(before),
        after: fields,
      })
      await announceContentChange(tx, 'redirects')
      return change(row)
    }),
  )

  implementStaff(app, api.deleteRedirect, ({ params, query, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const before = await findRedirect(tx, params.id)
      if (!before) throw new ApiError('NOT_FOUND')
      const version = query.version === undefined ? undefined : eq(redirects.version, query.version)
      const [row] = await tx
        .delete(redirects)
        .where(and(eq(redirects.id, params.id), version))
        .returning({ id: redirects.id })
      if (!row) throw new ApiError('STALE_RECORD')
      await recordAudit(tx, actor, clientIp, {
        action: 'redirect.delete',
        targetType: 'redirect',
        targetId: row.id,
        before: fieldsOf(before),
      })
      await announceContentChange(tx, 'redirects')
      return { id: row.id }
    }),
  )

  implementStaff(app, api.importRedirects, async (input) => {
    await countStaffAction(db, redirectImportLimit, input.actor, undefined)
    return importRedirects(db, input, { siteUrl, letterCase })
  })
}
