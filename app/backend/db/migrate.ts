import { sql } from 'drizzle-orm'
import type { Database } from './database.server'

/** The SQL migrations drizzle-kit wrote, bundled into the server as text. */
const migrationFiles = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true })

export interface Migration {
  id: string
  statements: string[]
}

export function bundledMigrations(): Migration[] {
  return Object.entries(migrationFiles)
    .map(([path, text]) => ({
      id: path.slice(path.lastIndexOf('/') + 1, -'.sql'.length),
      statements: text
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
}

/** Any constant works; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_ID = 73_290_114

/**
 * Applies the migrations not yet applied, each in its own transaction, under an advisory lock so that
 * several processes starting at once apply each migration exactly once.
 */
export async function migrate(db: Database, migrations: Migration[] = bundledMigrations()): Promise<string[]> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  )
  const applied: string[] = []
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`)
      const done = await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE id = ${migration.id}`)
      if ((done as { rows: unknown[] }).rows.length > 0) return
      for (const statement of migration.statements) await tx.execute(sql.raw(statement))
      await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`)
      applied.push(migration.id)
    })
  }
  return applied
}
