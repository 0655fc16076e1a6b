import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Tx } from '~/backend/admin/db-transaction'

/** The PostgreSQL channel on which every process hears that public content changed. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed'

/** This process among those on the database: the one that made a change purges the shared cache for it. */
const THIS_PROCESS = randomUUID()

/** What a notification on the channel says. */
export interface ContentChange {
  /** What changed (`news`, `pharmacies`, ...), for the logs and the shared cache's purge. */
  kind: string
  /** The item, when the change was to one. */
  itemId?: number
  /** Whether this process made the change (and so purges the shared cache for it). */
  madeHere: boolean
}

/**
 * Tells every process on this database that public content changed, so that each empties its caches of public reads
 * and pages, and the one that made it purges the shared cache in front (docs/decisions/0054). Called inside the
 * transaction that makes the change: PostgreSQL delivers a notification only when the transaction commits, and never
 * when it rolls back, so no process empties its cache, nor the shared cache is purged, before the change can be read.
 */
export async function announceContentChange(tx: Tx, kind: string, itemId?: number): Promise<void> {
  const payload = JSON.stringify({ kind, itemId, from: THIS_PROCESS })
  await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, ${payload})`)
}

/** A notification's payload as a change; a bare kind (as an operator may send with psql) comes from elsewhere. */
export function parseContentChange(payload: string): ContentChange {
  if (!payload.startsWith('{')) return { kind: payload, madeHere: false }
  try {
    const { kind, itemId, from } = JSON.parse(payload) as { kind?: unknown; itemId?: unknown; from?: unknown }
    return {
      kind: typeof kind === 'string' ? kind : 'unknown',
      ...(typeof itemId === 'number' && { itemId }),
      madeHere: from === THIS_PROCESS,
    }
  } catch {
    return { kind: 'unknown', madeHere: false }
  }
}
