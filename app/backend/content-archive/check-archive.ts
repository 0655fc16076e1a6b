import type { Tx } from '~/backend/admin/db-transaction'
import type { Database } from '~/backend/db/database.server'
import type { ContentArchive } from './archive-format'
import type { ArchivePart, CheckContext, KeyedReference, KeyIds } from './archive-part'
import { archiveParts } from './archive-parts'
import type { ArchiveProblem, ArchiveReport } from './archive-problems'

/** The keys the archive's parts give, each with a stand-in id (what the check resolves references to). */
function contextOf(archive: ContentArchive): CheckContext {
  const keys: KeyIds = { media: new Map(), 'post-category': new Map(), 'faq-category': new Map(), product: new Map() }
  for (const part of archiveParts) {
    const given = part.keys?.(archive.parts[part.name] ?? []) ?? {}
    for (const [kind, list] of Object.entries(given) as Array<[KeyedReference, string[]]>) {
      for (const key of list) if (!keys[kind].has(key)) keys[kind].set(key, keys[kind].size + 1)
    }
  }
  const postCategoryTypes = new Map(
    (archive.parts['post-categories'] ?? []).flatMap((item) => {
      const { key, postType } = (item ?? {}) as { key?: unknown; postType?: unknown }
      return typeof key === 'string' && typeof postType === 'string' ? [[key, postType] as const] : []
    }),
  )
  return { keys, postCategoryTypes, files: new Set(archive.files.keys()) }
}

/**
 * Two items of a part that share their key (a product's, a category's, an image's) or what else the site keeps unique
 * (a redirect's from-address): each after the first is at fault.
 */
function duplicateKeys({ name, uniqueBy = 'key' }: ArchivePart, items: unknown[]): ArchiveProblem[] {
  const seen = new Set<string>()
  return items.flatMap((item, index) => {
    const key = (item as Record<string, unknown> | null)?.[uniqueBy]
    if (typeof key !== 'string') return []
    if (!seen.has(key)) {
      seen.add(key)
      return []
    }
    return [{ code: 'duplicate_key' as const, part: name, row: index + 1, key }]
  })
}

/** The parts of the archive the site holds items of already: an import goes into an empty site only. */
export async function partsHeld(db: Database | Tx, archive: ContentArchive): Promise<ArchiveProblem[]> {
  const problems: ArchiveProblem[] = []
  for (const part of archiveParts) {
    const items = archive.parts[part.name] ?? []
    if (items.length > 0 && (await part.holdsItems(db))) problems.push({ code: 'site_not_empty', part: part.name })
  }
  return problems
}

/**
 * The check that writes nothing (decision 125): every item of every part against what the site takes (the kinds'
 * declared fields, as publishing checks them), every reference against the archive's own keys, every file an item
 * names against the archive's files, and the site against an import: it must hold none of the archive's parts yet.
 */
export async function checkArchive(
  db: Database,
  archive: ContentArchive,
  readProblems: ArchiveProblem[] = [],
): Promise<ArchiveReport> {
  const known = new Set(archiveParts.map((part) => part.name))
  const problems: ArchiveProblem[] = [
    ...readProblems,
    ...Object.keys(archive.parts)
      .filter((name) => !known.has(name))
      .map((name) => ({ code: 'unknown_part' as const, part: name })),
  ]
  const context = contextOf(archive)
  const counts: Record<string, number> = {}
  for (const part of archiveParts) {
    const items = archive.parts[part.name] ?? []
    counts[part.name] = items.length
    problems.push(...duplicateKeys(part, items), ...part.check(items, context))
  }
  problems.push(...(await partsHeld(db, archive)))
  return { problems, counts, files: archive.files.size }
}
