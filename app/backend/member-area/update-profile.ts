import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { profileSchema } from '~/api/contract/member-area-endpoints'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import { toMemberInfo } from '../sign-in/member-info'

/** An address line left empty is no address line. */
const blankToNull = (text: string | null) => (text ? text : null)

/** PATCH /me: the member's own profile (the id comes from the session, never from the request). */
export async function updateProfile(
  db: Pick<Database, 'update'>,
  memberId: string,
  profile: v.InferOutput<typeof profileSchema>,
): Promise<MemberInfo> {
  const [row] = await db
    .update(members)
    .set({
      name: profile.name,
      zipcode: profile.zipcode,
      address1: blankToNull(profile.address1),
      address2: blankToNull(profile.address2),
      birthday: profile.birthday,
    })
    .where(and(eq(members.id, memberId), eq(members.status, 'active')))
    .returning()
  // The member withdrew between the session check and this update.
  if (!row) throw new ApiError('UNAUTHORIZED')
  return toMemberInfo(row)
}
