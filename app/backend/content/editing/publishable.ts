import * as v from 'valibot'
import { ApiError } from '~/backend/http/api-error'

/**
 * Refuses to show visitors a draft that lacks what they need (decision 80): checked against the kind's schema of what
 * is published (its Korean text, which every other language falls back to), 409 DRAFT_INCOMPLETE naming the first
 * field missing (`title.ko-KR`). A draft may be saved without it; publishing and previewing wait for it.
 */
export function assertPublishable(schema: v.GenericSchema, fields: unknown): void {
  const result = v.safeParse(schema, fields)
  if (result.success) return
  throw new ApiError('DRAFT_INCOMPLETE', undefined, {}, v.getDotPath(result.issues[0]) ?? undefined)
}
