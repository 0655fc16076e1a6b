import type { Context, Next } from 'hono'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { UPLOAD_BUSY_RETRY_AFTER_SECONDS, type UploadSlots } from '~/server/http/upload-slots'
import { requireActor } from '../staff/require-actor'
import type { StaffAccess } from '../staff/staff-actor'
import { ApiError } from './api-error'

/**
 * Before an upload's handler reads its body: who may call (`access`), then one of `slots` (429 with Retry-After when the
 * process already takes as many uploads as it may), held until the answer is sent or the caller leaves.
 */
export function holdUploadSlot(slots: UploadSlots, access: StaffAccess) {
  return async (context: Context, next: Next) => {
    requireActor(context, access)
    const slot = slots.tryAcquire(rateLimitKeyOfIp(context.get('clientIp')))
    if (!slot) throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) })
    slot.releaseOn(context.req.raw.signal)
    try {
      await next()
    } finally {
      slot.release()
    }
  }
}
