import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'

/**
 * The database's part of a backup (docs/decisions/0068): every table of the site's schema as PostgreSQL writes its rows
 * in JSON (`row_to_json`), read in one read-only REPEATABLE READ transaction, so that every table shows the same
 * moment: what was committed before the backup began, and nothing after. The same on PGlite and on a PostgreSQL server.
 */

/**
 * Never in a backup: the keys the site generated for itself (exported apart, site-secrets.ts); the migrations' own
 * record (a restore applies them); the deployment's own record of its backups.
 */
export const TABLES_NOT_BACKED_UP = ['app_secrets', 'schema_migrations', 'backup_runs'] as const

export interface TableSnapshot {
  name: string
  /** One row a line, as `row_to_json` wrote it: types as PostgreSQL prints them (bytea as `\x…`, time with its zone). */
  jsonLines: string
  rows: number
}

export interface DatabaseSnapshot {
  /** The migrations applied, in order: the schema's version is the last. */
  migrations: string[]
  /** Parents before children, so that a restore inserts them in this order without breaking a foreign key. */
  tables: TableSnapshot[]
  /** Every sequence's last value (serial and identity columns), to be set again after the rows. */
  sequences: Array<{ name: string; lastValue: string | null }>
}

type Executor = Pick<Database, 'execute'>

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows
}

/** The site's tables in the public schema, parents before children (by their foreign keys). */
export async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
  )
    .map((row) => row.name)
    .filter((name) => !(TABLES_NOT_BACKED_UP as readonly string[]).includes(name))
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  )
  return parentsFirst(tables, references)
}

/** Orders `tables` so that each comes after the tables it references (a table referencing itself is fine). */
export function parentsFirst(tables: string[], references: Array<{ child: string; parent: string }>): string[] {
  const unquoted = (name: string) => name.replace(/^"|"$/g, '')
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]))
  for (const { child, parent } of references) {
    if (unquoted(child) !== unquoted(parent)) parentsOf.get(unquoted(child))?.add(unquoted(parent))
  }
  const ordered: string[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parentsOf.get(table) ?? [])].every((p) => placed.has(p) || !parentsOf.has(p)),
    )
    if (ready.length === 0)
      throw new Error(`the foreign keys between ${tables.filter((t) => !placed.has(t)).join(', ')} form a cycle`)
    for (const table of ready) {
      ordered.push(table)
      placed.add(table)
    }
  }
  return ordered
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** Reads the whole database at one moment (see above); on PGlite the site's other queries wait while it reads. */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  return db.transaction(
    async (tx) => {
      const migrations = (await rowsOf<{ id: string }>(tx, sql`SELECT id FROM schema_migrations ORDER BY id`)).map(
        (row) => row.id,
      )
      const tables: TableSnapshot[] = []
      for (const name of await tablesInDependencyOrder(tx)) {
        const rows = await rowsOf<{ row: string }>(
          tx,
          sql.raw(`SELECT row_to_json(t)::text AS row FROM ${quoted(name)} t ORDER BY ctid`),
        )
        tables.push({ name, rows: rows.length, jsonLines: rows.map((row) => `${row.row}\n`).join('') })
      }
      const sequences = (
        await rowsOf<{ name: string; last_value: string | number | null }>(
          tx,
          sql`SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
        )
      ).map((row) => ({ name: row.name, lastValue: row.last_value === null ? null : String(row.last_value) }))
      return { migrations, tables, sequences }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
