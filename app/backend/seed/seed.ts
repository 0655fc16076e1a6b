import { and, eq, isNull } from 'drizzle-orm'
import type { Tx } from '~/backend/admin/db-transaction'
import type { ContentArchive } from '~/backend/content-archive/archive-format'
import { writeArchive } from '~/backend/content-archive/import-content'
import { sitePages } from '~/backend/db/schema'
import { type DemoItemIds, demoKindNames } from '~/backend/demo/demo-kinds'
import { demoPart, readDemoContent } from './demo-content'

/** The demo's long-form pages that are still unwritten and untouched: those it fills (staff's pages stay theirs). */
async function withUnwrittenPagesOnly(tx: Tx, archive: ContentArchive): Promise<ContentArchive> {
  const unwritten = await tx
    .select({ name: sitePages.name })
    .from(sitePages)
    .where(and(isNull(sitePages.publishAt), eq(sitePages.version, 1)))
  const names = new Set(unwritten.map((page) => page.name))
  const pages = demoPart<{ key?: string }>(archive, 'pages').filter((page) => names.has(page.key as never))
  return { ...archive, parts: { ...archive.parts, pages } }
}

/**
 * Imports the shipped demo content (the folder demo-content/, decision 123) in the given transaction, with the content
 * archive's writer (decision 125), and answers the ids it inserted (or filled, for the long-form pages) per kind, which
 * the caller marks as demo (demo/demo-load.ts). The site's skeleton (languages, countries, documents, the legal pages)
 * is not here: seed/site-skeleton.ts.
 */
export async function loadDemoContent(tx: Tx): Promise<DemoItemIds> {
  const written = await writeArchive(tx, await withUnwrittenPagesOnly(tx, await readDemoContent()))
  return Object.fromEntries(demoKindNames.flatMap((kind) => (written[kind] ? [[kind, written[kind]]] : [])))
}
