import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundledMigrations } from './bundled-migrations'
import { type OpenDatabase, openDatabase } from './database.server'
import { migrate } from './migrate'

/**
 * Migration 0018 (decision 64): a database that held openings and testimonials under their former names keeps them,
 * their ids and their drafts and revisions, under the kinds' names. The tables it changes are made as the migrations
 * before it made them, with only the columns it touches (migrating a whole database takes some 40 s here; every
 * contract test run migrates one, so a name this migration expects and does not find fails there).
 */
const ONE_SPELLING = '0018_kinds_one_spelling'
const text = (korean: string) => JSON.stringify({ 'ko-KR': korean })
let database: OpenDatabase

/** What migrations 0000, 0008, 0009 and 0012 made of the tables 0018 changes, with the columns it touches. */
const formerTables = [
  'CREATE TABLE "staff_accounts" ("id" uuid PRIMARY KEY NOT NULL)',
  `CREATE TABLE "recruits" ("id" serial PRIMARY KEY NOT NULL, "title" jsonb NOT NULL, "updated_by" uuid,
    CONSTRAINT "recruits_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "staff_accounts"("id"))`,
  `CREATE TABLE "quotes" ("id" serial PRIMARY KEY NOT NULL, "author" jsonb NOT NULL, "updated_by" uuid,
    CONSTRAINT "quotes_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "staff_accounts"("id"))`,
  `CREATE TABLE "content_drafts" ("content_type" text NOT NULL, "item_id" integer NOT NULL, "fields" jsonb NOT NULL,
    PRIMARY KEY ("content_type", "item_id"))`,
  `CREATE TABLE "content_revisions" ("id" serial PRIMARY KEY NOT NULL, "content_type" text NOT NULL,
    "item_id" integer NOT NULL, "revision" integer NOT NULL, "fields" jsonb NOT NULL)`,
]

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' })
  for (const statement of formerTables) await database.db.execute(sql.raw(statement))
  await database.db.execute(sql`INSERT INTO recruits (id, title) VALUES (7, ${text('연구원')})`)
  await database.db.execute(sql`SELECT setval('recruits_id_seq', 7)`)
  await database.db.execute(sql`INSERT INTO quotes (id, author) VALUES (3, ${text('오세린')})`)
  await database.db.execute(sql`INSERT INTO content_drafts (content_type, item_id, fields) VALUES
    ('recruit', 7, '{}'), ('quote', 3, '{}'), ('product-pb', 1, '{}'), ('history', 2, '{}'), ('news', 4, '{}'), ('page', 5, '{}')`)
  await database.db.execute(
    sql`INSERT INTO content_revisions (content_type, item_id, revision, fields) VALUES ('person', 5, 1, '{}')`,
  )
  const [oneSpelling] = bundledMigrations().filter((migration) => migration.id === ONE_SPELLING)
  if (!oneSpelling) throw new Error(`no migration ${ONE_SPELLING}`)
  await migrate(database.db, [oneSpelling])
  // PGlite's start takes a few seconds, more on a busy machine.
}, 60_000)

afterAll(() => database?.close())

describe('migration 0018: one spelling per kind', () => {
  it('keeps the openings and testimonials, with their ids and constraints, in the tables of their kinds’ names', async () => {
    expect(await rows(sql`SELECT id FROM openings`)).toEqual([{ id: 7 }])
    expect(await rows(sql`SELECT id FROM testimonials`)).toEqual([{ id: 3 }])
    const [next] = await rows<{ id: number }>(sql`INSERT INTO openings (title) VALUES (${text('인턴')}) RETURNING id`)
    expect(next?.id).toBe(8)
    const constraints = await rows<{ name: string }>(
      sql`SELECT conname AS name FROM pg_constraint
        WHERE conrelid IN ('openings'::regclass, 'testimonials'::regclass) AND contype IN ('p', 'f') ORDER BY 1`,
    )
    expect(constraints.map(({ name }) => name)).toEqual([
      'openings_pkey',
      'openings_updated_by_staff_accounts_id_fk',
      'testimonials_pkey',
      'testimonials_updated_by_staff_accounts_id_fk',
    ])
  })

  it('names the drafts and revisions by their kind, and leaves the other kinds’ as they were', async () => {
    const drafts = await rows<{ content_type: string; item_id: number }>(
      sql`SELECT content_type, item_id FROM content_drafts ORDER BY item_id`,
    )
    expect(drafts).toEqual([
      { content_type: 'products-pb', item_id: 1 },
      { content_type: 'history', item_id: 2 },
      { content_type: 'testimonials', item_id: 3 },
      { content_type: 'news', item_id: 4 },
      { content_type: 'pages', item_id: 5 },
      { content_type: 'openings', item_id: 7 },
    ])
    expect(await rows(sql`SELECT content_type FROM content_revisions`)).toEqual([{ content_type: 'people' }])
  })
})
