import { and, eq } from 'drizzle-orm'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { type DemoSetting, demoWanted } from '../demo/demo-setting'
import { demoMember, seedDemoMember } from './demo-member'

/** DEMO_MEMBER: `on`, `off`, or unset (on only for a site on loopback). */
export type DemoMemberSetting = DemoSetting

export interface DemoMemberStart {
  db: Database
  setting: DemoMemberSetting
  siteUrl: string
  /** The embedded PGlite, not a PostgreSQL server (DATABASE_URL). */
  embeddedDatabase: boolean
  now?: Date
}

/**
 * Whether this site has the demo member, whose password the README publishes: never on a PostgreSQL server; with
 * DEMO_MEMBER unset, only on a site that runs on loopback, so that a production build never has it unless told.
 */
export function demoMemberWanted({ setting, siteUrl, embeddedDatabase }: Omit<DemoMemberStart, 'db' | 'now'>): boolean {
  if (!embeddedDatabase) return false
  return demoWanted(setting, siteUrl)
}

/** Deletes the demo member an earlier start added; its sessions, social links and member-area data go with it. */
async function removeDemoMember(db: Database): Promise<boolean> {
  const removed = await db
    .delete(members)
    .where(and(eq(members.email, demoMember.email), eq(members.status, 'active')))
    .returning({ id: members.id })
  return removed.length > 0
}

/**
 * Applies the setting at every start: adds the demo member and warns that it exists, or removes the one an earlier
 * start added (then it no longer signs in). Returns what changed.
 */
export async function startDemoMember(start: DemoMemberStart): Promise<'added' | 'removed' | undefined> {
  if (start.setting === 'on' && !start.embeddedDatabase) {
    log.warn('backend', 'DEMO_MEMBER=on is ignored with DATABASE_URL: the demo member only ever lives in the embedded database')
  }
  if (!demoMemberWanted(start)) {
    if (!start.embeddedDatabase || !(await removeDemoMember(start.db))) return undefined
    log.info('backend', 'removed the demo member, which DEMO_MEMBER or SITE_URL no longer allows', { email: demoMember.email })
    return 'removed'
  }
  const added = await seedDemoMember(start.db, start.now)
  log.warn(
    'backend',
    'the demo member exists and its password is published: anyone who reaches this site can sign in as it (DEMO_MEMBER=off removes it)',
    { email: demoMember.email },
  )
  return added ? 'added' : undefined
}
