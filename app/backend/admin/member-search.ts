import { createHmac } from 'node:crypto'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { MemberSearchKind } from '~/api/contract/admin-member-endpoints'
import { m } from '~/paraglide/messages'
import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { sharedSecret } from '../security/shared-secret'
import type { StaffHourlyLimit } from '../staff/staff-hourly-limit'
import { maskQuery } from './mask-query'

/** Searches with a query a staff member may make in an hour (issue 37): a day's work, not an enumeration. */
export const MEMBER_SEARCHES_PER_HOUR = 60

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const numberPattern = /^[\d\s+().-]+$/

/** What a search names: one whole value, never a fragment (a fragment found one character at a time spells it out). */
export type WholeValue = { kind: MemberSearchKind; value: string }

/** The whole value a query names: an email address, a mobile number (its digits, +82 as 0), a member number or a name. */
export function wholeValueOf(q: string): WholeValue {
  const text = q.trim().replace(/\s+/g, ' ')
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() }
  if (uuidPattern.test(text)) return { kind: 'member-number', value: text.toLowerCase() }
  if (numberPattern.test(text)) {
    const digits = text.replace(/\D/g, '')
    return { kind: 'mobile', value: digits.startsWith('82') ? `0${digits.slice(2).replace(/^0/, '')}` : digits }
  }
  return { kind: 'name', value: text.toLowerCase() }
}

/** The members a whole value names: equal to it, case aside; a number by its digits. */
export function memberSearchWhere(whole: WholeValue): SQL {
  switch (whole.kind) {
    case 'email':
      return sql`lower(${members.email}) = ${whole.value}`
    case 'member-number':
      return eq(members.id, whole.value)
    case 'mobile':
      return eq(members.mobile, whole.value)
    case 'name':
      return sql`lower(${members.name}) = ${whole.value}`
  }
}

/** Counted with countStaffAction: a refusal past the hour's searches. */
export const memberSearchLimit: StaffHourlyLimit = {
  bucket: 'member-search',
  perHour: MEMBER_SEARCHES_PER_HOUR,
  refusal: (limit, locale) => m.api_error_too_many_member_searches({ limit }, { locale }),
}

/**
 * A search as the audit log keeps it: masked as the data it may be, and a keyed hash of the whole value (HMAC-SHA256,
 * its key in app_secrets), so that an investigator who suspects a value can tell whether it was searched for.
 */
export async function auditedQuery(db: Pick<Database, 'insert' | 'select'>, q: string, whole: WholeValue) {
  const key = await sharedSecret(db, 'member_search_hmac_key')
  const hash = createHmac('sha256', key).update(`${whole.kind}:${whole.value}`, 'utf8').digest('hex')
  return { q: maskQuery(q), kind: whole.kind, hash }
}
