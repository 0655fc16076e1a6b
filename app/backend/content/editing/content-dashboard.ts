import { and, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentDashboardEndpoints as api, CONTENT_DASHBOARD_ITEMS } from '~/api/contract/content-dashboard-endpoints'
import { contentDrafts } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { auditLog, staffAccounts } from '~/backend/db/staff-schema'
import { implementStaff } from '~/backend/staff/implement-staff'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import { listContent, missingIn, titleOfSummary } from './content-list'
import { contentItemTitles, subjectKey } from './content-titles'
import { type AnyKind, editableKinds } from './editable-kinds'
import { draftOf, stateSql } from './item-state'

const translations = locales.filter((locale) => locale !== baseLocale)

/** Per language other than Korean, how many published or scheduled items of the kind lack it. */
async function missingCounts(db: Database, kind: AnyKind) {
  const columns = Object.fromEntries(
    translations.map((locale) => [locale, sql<number>`count(*) FILTER (WHERE ${missingIn(kind.translatedFields, locale)})::int`]),
  ) as Record<string, SQL<number>>
  const [row] = await db
    .select(columns)
    .from(kind.table)
    .leftJoin(contentDrafts, draftOf(kind))
    .where(and(kind.scope, inArray(stateSql(kind), ['published', 'scheduled'])))
  return translations.map((locale) => ({ locale, count: Number(row?.[locale] ?? 0) }))
}

/** A kind's drafts waiting and items scheduled, each named in `locale` where it is written, and what lacks a language. */
async function kindSummary(db: Database, kind: AnyKind, locale: Locale) {
  const size = CONTENT_DASHBOARD_ITEMS
  const scheduled = await listContent(db, kind, { state: 'scheduled', page: 1, size }, locale)
  const drafts = await listContent(db, kind, { state: 'all', drafted: 1, page: 1, size }, locale)
  return { kind: kind.type, scheduled, drafts, missing: await missingCounts(db, kind) }
}

/** The latest edits of content, whoever made them (the audit log's `content.*` entries of the editable kinds). */
function recentEdits(db: Database) {
  return db
    .select({
      kind: auditLog.targetType,
      id: auditLog.targetId,
      action: auditLog.action,
      at: auditLog.at,
      by: staffAccounts.name,
    })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorId))
    .where(
      and(
        like(auditLog.action, 'content.%'),
        inArray(
          auditLog.targetType,
          editableKinds.map((kind) => kind.type),
        ),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(CONTENT_DASHBOARD_ITEMS)
}

/**
 * GET /admin/dashboard/content: what waits for the editors, per kind and across kinds; items named in the console's
 * language (the call's) where they are written in it, else as the lists name them.
 */
export function registerContentDashboardRoute(app: Hono, db: Database): void {
  implementStaff(app, api.contentDashboard, async ({ locale }) => {
    const summaries = []
    // One kind after the other: the dashboard is one editor's page, and the pool is the visitors'.
    for (const kind of editableKinds) summaries.push(await kindSummary(db, kind, locale))
    const byNewest = <T>(items: T[], at: (item: T) => string) => items.sort((a, b) => at(b).localeCompare(at(a)))
    const scheduled = summaries
      .flatMap(({ kind, scheduled: page }) =>
        page.items.map((item) => ({
          kind,
          id: item.id,
          title: item.title,
          titleLocale: item.titleLocale,
          publishAt: item.publishAt ?? item.updatedAt,
        })),
      )
      .sort((a, b) => a.publishAt.localeCompare(b.publishAt))
      .slice(0, CONTENT_DASHBOARD_ITEMS)
    const drafts = byNewest(
      summaries.flatMap(({ kind, drafts: page }) =>
        page.items.map((item) => ({
          kind,
          id: item.id,
          title: item.title,
          titleLocale: item.titleLocale,
          updatedAt: item.updatedAt,
          updatedBy: item.updatedBy,
        })),
      ),
      (item) => item.updatedAt,
    ).slice(0, CONTENT_DASHBOARD_ITEMS)
    const edits = await recentEdits(db)
    const titles = await contentItemTitles(
      db,
      edits.map((edit) => ({ type: edit.kind, id: edit.id })),
      locale,
    )
    return {
      kinds: summaries.map(({ kind, scheduled: s, drafts: d, missing }) => ({
        kind,
        drafts: d.total,
        scheduled: s.total,
        missing,
      })),
      scheduled,
      drafts,
      recentEdits: edits.map((edit) => {
        const title = titles.get(subjectKey(edit.kind ?? '', edit.id ?? ''))
        return {
          kind: edit.kind ?? '',
          id: edit.id ?? '',
          ...(title ? titleOfSummary(title) : {}),
          action: edit.action,
          at: edit.at.toISOString(),
          by: edit.by,
        }
      }),
    }
  })
}
