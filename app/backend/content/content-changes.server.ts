import { sql } from 'drizzle-orm'
import type { Tx } from '~/backend/admin/db-transaction'
import { markOwnChange } from './own-content-changes.server'

/** The PostgreSQL channel on which every process hears that public content changed. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed'

/** What a notification on the channel says. */
export interface ContentChange {
  /** What changed (`news`, `pharmacies`, ...), for the logs and the shared cache's purge. */
  kind: string
  /** The item, when the change was to one. */
  itemId?: number
  /** Which process's change it was, and which of its changes (own-content-changes.server.ts). */
  mark?: string
}

/**
 * Tells every process on this database that public content changed, so that each empties its caches of public reads
 * and pages, then purges the shared cache in front (docs/decisions/0054). Called inside the transaction that makes
 * the change: PostgreSQL delivers a notification only when the transaction commits, and never when it rolls back, so
 * no process empties its cache, nor the shared cache is purged, before the change can be read.
 */
export async function announceContentChange(tx: Tx, kind: string, itemId?: number): Promise<void> {
  const payload = JSON.stringify({ kind, itemId, mark: markOwnChange() })
  await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, ${payload})`)
}

/** A notification's payload as a change; a bare kind is what an operator may send with psql. */
export function parseContentChange(payload: string): ContentChange {
  if (!payload.startsWith('{')) return { kind: payload }
  try {
    const { kind, itemId, mark } = JSON.parse(payload) as { kind?: unknown; itemId?: unknown; mark?: unknown }
    return {
      kind: typeof kind === 'string' ? kind : 'unknown',
      ...(typeof itemId === 'number' && { itemId }),
      ...(typeof mark === 'string' && { mark }),
    }
  } catch {
    return { kind: 'unknown' }
  }
}
