import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expandContractProblems, statementsOf } from '../../scripts/migrations/expand-contract.mjs'

const migration = (tag: string) => readFileSync(join('app', 'backend', 'db', 'migrations', `${tag}.sql`), 'utf8')

describe('a migration during a rolling upgrade', () => {
  it('may add tables, nullable or defaulted columns and indexes: the release still running is unharmed', () => {
    expect(expandContractProblems('0020', migration('0020_staff_session_ids_and_proof'))).toEqual([])
    expect(expandContractProblems('0019', migration('0019_preview_revocations'))).toEqual([])
    const expanding = [
      'CREATE TABLE "backups" ("id" serial PRIMARY KEY NOT NULL, "taken_at" timestamp with time zone NOT NULL)',
      'ALTER TABLE "members" ADD COLUMN "nickname" text',
      'ALTER TABLE "members" ADD COLUMN "points_version" integer DEFAULT 1 NOT NULL',
      'CREATE INDEX "members_nickname_index" ON "members" USING btree ("nickname")',
    ].join(';--> statement-breakpoint\n')
    expect(expandContractProblems('0021', expanding)).toEqual([])
  })

  it('may not drop, rename, retype or require what the running release uses: each statement is named', () => {
    const problems = expandContractProblems('0018', migration('0018_kinds_one_spelling'))
    expect(problems).toContain(
      '0018: renames a table or a column, and the running release still uses the old name: «ALTER TABLE "recruits" RENAME TO "openings";»',
    )
    const breaking = [
      'ALTER TABLE "members" DROP COLUMN "nickname"',
      'DROP TABLE "quotes"',
      'ALTER TABLE "members" RENAME COLUMN "name" TO "full_name"',
      'ALTER TABLE "members" ALTER COLUMN "points" SET DATA TYPE bigint',
      'ALTER TABLE "members" ALTER COLUMN "mobile" SET NOT NULL',
      'ALTER TABLE "members" ADD COLUMN "tier" text NOT NULL',
    ].join(';--> statement-breakpoint\n')
    expect(expandContractProblems('0021', breaking).map((problem: string) => problem.split(',')[0])).toEqual([
      '0021: drops a column',
      '0021: drops a table',
      '0021: renames a table or a column',
      '0021: changes a column’s type',
      '0021: makes a column required',
      '0021: adds a required column without a default',
    ])
  })

  it('may contract what an earlier migration made unused, when it says so; not what it made unused itself', () => {
    const contraction = '-- contract: the nickname column, unused since 0021\nALTER TABLE "members" DROP COLUMN "nickname";'
    expect(expandContractProblems('0023', contraction)).toEqual([])
    expect(expandContractProblems('0021', contraction)).toEqual([
      '0021: a contraction must follow the migration after which nothing used it (0021)',
    ])
  })

  it('reads statements without their comments, so that a comment naming a DROP is no statement', () => {
    expect(statementsOf('-- DROP TABLE "x" was considered\nCREATE TABLE "y" ("id" integer);')).toEqual([
      'CREATE TABLE "y" ("id" integer);',
    ])
    expect(expandContractProblems('0021', '-- no DROP COLUMN here\nCREATE TABLE "y" ("id" integer);')).toEqual([])
  })
})
