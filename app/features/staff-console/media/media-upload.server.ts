import { ApiRequestError } from '~/api/api-errors'
import { ApiFieldRefusal } from '~/api/api-field-refusal'
import { mediaEndpoints, mediaUploadLimits } from '~/api/contract/media-endpoints'
import { m } from '~/paraglide/messages'
import { BodyTooLargeError, declaresMoreThan, readWithin } from '~/server/http/body-limit'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { UPLOAD_BUSY_RETRY_AFTER_SECONDS, UploadSlots } from '~/server/http/upload-slots'
import { requestClientIp } from '../../sign-in/request-client-ip.server'
import { staffApi } from '../staff-api.server'

/** The uploads this site relays at once: one per staff member's address, two in all (each is held whole, then base64). */
const slots = new UploadSlots({ perClient: 1, total: 2 })

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store', ...headers } })

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  answer(status, {
    error: {
      status,
      code,
      message,
      ...(fields
        ? { fields: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, { code, message: text }])) }
        : {}),
    },
  })

const tooLarge = () =>
  refusal(413, 'PAYLOAD_TOO_LARGE', m.admin_media_too_large({ megabytes: mediaUploadLimits.maxBytes / 1024 / 1024 }))

/**
 * POST /api/console/media?name=<file name>: the console's upload of one image, its bytes as the body (a server
 * function takes at most 32 KiB). The signed-in staff member's session and role are checked (staffApi), the size
 * before anything is read, then the bytes go on to the API's upload as base64, and its answer comes back as it is:
 * `{ data: { item, created } }` or `{ error }` in the console's language.
 */
export async function consoleMediaUpload(request: Request): Promise<Response> {
  const name = new URL(request.url).searchParams.get('name')?.trim() || 'image'
  if (declaresMoreThan(request.headers, mediaUploadLimits.maxBytes)) return tooLarge()
  const slot = slots.tryAcquire(rateLimitKeyOfIp(requestClientIp()))
  if (!slot) {
    return answer(
      429,
      { error: { status: 429, code: 'RATE_LIMITED', message: m.admin_media_busy() } },
      { 'retry-after': String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) },
    )
  }
  try {
    let bytes: Uint8Array
    try {
      bytes = await readWithin(request.body, mediaUploadLimits.maxBytes)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge()
      throw error
    }
    const content = Buffer.from(bytes).toString('base64')
    const data = await staffApi(mediaEndpoints.upload, {
      body: { name: name.slice(0, mediaUploadLimits.maxNameLength), content },
    })
    return answer(200, { data })
  } catch (error) {
    if (error instanceof ApiFieldRefusal) return refusal(error.status, error.code, error.message, error.fields)
    if (error instanceof ApiRequestError) return refusal(error.status, error.code, error.message)
    throw error
  } finally {
    slot.release()
  }
}
