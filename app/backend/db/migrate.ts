import { sql } from 'drizzle-orm'
import type { Database } from './database.server'

export interface Migration {
  id: string
  statements: string[]
}

/** A migration file's text (drizzle-kit's, statements split by its breakpoints) as a migration named `id`. */
export function parseMigration(id: string, text: string): Migration {
  return {
    id,
    statements: text
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean),
  }
}

const CREATE_RECORD = sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`

/** Runs one migration's statements and records it, in the caller's transaction. */
export async function applyMigration(tx: Pick<Database, 'execute'>, migration: Migration): Promise<void> {
  await tx.execute(CREATE_RECORD)
  for (const statement of migration.statements) await tx.execute(sql.raw(statement))
  await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`)
}

/** Any constant works; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_ID = 73_290_114

/**
 * Applies the migrations not yet applied, each in its own transaction, under an advisory lock so that
 * several processes starting at once apply each migration exactly once.
 */
export async function migrate(db: Database, migrations: Migration[]): Promise<string[]> {
  await db.execute(CREATE_RECORD)
  const applied: string[] = []
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`)
      const done = await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE id = ${migration.id}`)
      if ((done as { rows: unknown[] }).rows.length > 0) return
      await applyMigration(tx, migration)
      applied.push(migration.id)
    })
  }
  return applied
}
