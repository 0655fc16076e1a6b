import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { applyMigration, type Migration } from '../db/migrate'
import type { BackupManifest } from './backup-manifest'
import { endSignIns } from './end-sign-ins'
import type { SiteSecrets } from './site-secrets'

type Executor = Pick<Database, 'execute'>
const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** Columns a restore writes: all but the generated ones (PostgreSQL computes those again). */
async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT attname AS name FROM pg_attribute
        WHERE attrelid = ${`public.${quoted(table)}`}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
  )) as { rows: Array<{ name: string }> }
  return result.rows.map((row) => quoted(row.name))
}

/** Up to this many bytes of rows per INSERT. */
const BATCH_BYTES = 1024 * 1024

async function insertRows(db: Executor, table: string, jsonLines: string): Promise<number> {
  const columns = (await writableColumns(db, table)).join(', ')
  const lines = jsonLines.split('\n').filter(Boolean)
  let batch: string[] = []
  let batchBytes = 0
  const flush = async () => {
    if (batch.length === 0) return
    const target = `public.${quoted(table)}`
    await db.execute(
      sql`INSERT INTO ${sql.raw(`${target} (${columns})`)} OVERRIDING SYSTEM VALUE
          SELECT ${sql.raw(columns)} FROM json_populate_recordset(${sql.raw(`NULL::${target}`)}, ${`[${batch.join(',')}]`}::json)`,
    )
    batch = []
    batchBytes = 0
  }
  for (const line of lines) {
    batch.push(line)
    batchBytes += line.length
    if (batchBytes >= BATCH_BYTES) await flush()
  }
  await flush()
  return lines.length
}

export interface DatabasePart {
  manifest: BackupManifest
  /** The archive's migrations, applied first. */
  migrations: Migration[]
  tableRows: Map<string, string>
  secrets?: SiteSecrets
  /** Drop the site the database holds first. */
  replace?: boolean
}

/**
 * Rebuilds the database from the archive's part in one transaction, at the archive's schema (the next start migrates
 * it forward): the rows, the sequences' values, the site's keys when given; then ends every sign-in it restored
 * (end-sign-ins.ts). Resolves with the rows written.
 */
export async function rebuildDatabase(db: Database, part: DatabasePart): Promise<number> {
  let rows = 0
  await db.transaction(async (tx) => {
    if (part.replace) {
      await tx.execute(sql.raw('DROP SCHEMA public CASCADE'))
      await tx.execute(sql.raw('CREATE SCHEMA public'))
    }
    for (const migration of part.migrations) await applyMigration(tx, migration)
    for (const table of part.manifest.tables) rows += await insertRows(tx, table.name, part.tableRows.get(table.name) ?? '')
    for (const sequence of part.manifest.sequences) {
      if (sequence.lastValue !== null) {
        await tx.execute(sql`SELECT setval(${`public.${quoted(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`)
      }
    }
    for (const [name, value] of Object.entries(part.secrets ?? {})) {
      await tx.execute(sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${value})`)
    }
    await endSignIns(tx)
  })
  return rows
}
