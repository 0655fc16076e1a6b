import type * as v from 'valibot'
import type { registerPasskeyBody, renamePasskeyBody } from '~/api/contract/passkey-endpoints'
import type { Database } from '../../db/database.server'
import type { MemberRow } from '../member-records'
import { type ChangeContext, noteMemberSecurityChange } from '../security-history/member-security-change'
import { forgetSecurityHistory, securityHistory } from '../security-history/member-security-events'
import { registrationOptions, verifiedRegistration } from './passkey-ceremonies'
import { deletePasskey, forgetMemberPasskeys, insertPasskey, passkeysOf, renamePasskey, toPasskey } from './passkey-records'
import type { PasskeySite } from './passkey-site'

const ownerOf = (member: Pick<MemberRow, 'id'>) => ({ memberId: member.id })

/** GET /me/passkeys: the member's passkeys and their security page's history. */
export async function memberPasskeys(db: Database, memberId: string) {
  const [rows, history] = await Promise.all([passkeysOf(db, { memberId }), securityHistory(db, memberId)])
  return { items: rows.map(toPasskey), history }
}

/** POST /me/passkeys/options: counted per member (registrationOptions' limit), then the options with a kept challenge. */
export async function memberRegistrationOptions(
  db: Database,
  site: PasskeySite,
  member: MemberRow,
  moment: { now: Date; countAt: Date | undefined },
) {
  const name = member.email ?? member.name
  return registrationOptions(db, site, ownerOf(member), { name, displayName: member.name || name }, 'member-registration', moment)
}

/** POST /me/passkeys: the verified passkey kept under its name, the event on the member's security page and its notice. */
export async function registerMemberPasskey(
  db: Database,
  site: PasskeySite,
  member: MemberRow,
  body: v.InferOutput<typeof registerPasskeyBody>,
  context: ChangeContext,
) {
  const credential = await verifiedRegistration(db, site, ownerOf(member), body.response, 'member-registration', context.at)
  const row = await db.transaction(async (tx) => {
    const kept = await insertPasskey(tx, ownerOf(member), credential, body.name, context.at)
    await noteMemberSecurityChange(tx, member, { kind: 'passkey-added', subject: body.name }, context)
    return kept
  })
  return toPasskey(row)
}

/** PATCH /me/passkeys/{id}: one of the member's own under its new name; the event on their security page. */
export async function renameMemberPasskey(
  db: Database,
  member: MemberRow,
  id: string,
  body: v.InferOutput<typeof renamePasskeyBody>,
  context: ChangeContext,
) {
  const row = await db.transaction(async (tx) => {
    const renamed = await renamePasskey(tx, ownerOf(member), id, body.name)
    await noteMemberSecurityChange(tx, member, { kind: 'passkey-renamed', subject: body.name }, context)
    return renamed.row
  })
  return toPasskey(row)
}

/** DELETE /me/passkeys/{id}: one of the member's own; the event on their security page and its notice. */
export async function removeMemberPasskey(db: Database, member: MemberRow, id: string, context: ChangeContext) {
  await db.transaction(async (tx) => {
    const removed = await deletePasskey(tx, ownerOf(member), id)
    await noteMemberSecurityChange(tx, member, { kind: 'passkey-removed', subject: removed.name }, context)
  })
  return { removed: true as const }
}

/** Closing the account: the member's passkeys and their security history go. */
export async function forgetMemberPasskeysAndHistory(db: Pick<Database, 'delete'>, memberId: string): Promise<void> {
  await forgetMemberPasskeys(db, memberId)
  await forgetSecurityHistory(db, memberId)
}
