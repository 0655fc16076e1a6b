import { ApiRequestError } from '~/api/api-errors'
import { ApiFieldRefusal } from '~/api/api-field-refusal'
import { m } from '~/paraglide/messages'
import { BodyTooLargeError, declaresMoreThan, readWithin } from '~/server/http/body-limit'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { UPLOAD_BUSY_RETRY_AFTER_SECONDS, UploadSlots } from '~/server/http/upload-slots'
import { requestClientIp } from '../sign-in/request-client-ip.server'

/**
 * The console's uploads this site relays at once, of every kind (images, documents, pharmacy lists, content
 * archives): one per staff member's address, two in all, since each is held whole and then as base64.
 */
const slots = new UploadSlots({ perClient: 1, total: 2 })

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store', ...headers } })

/** A refusal as the API shapes it (with the message of each field it is about), in the console's language. */
export function consoleRefusal(status: number, code: string, message: string, fields?: Record<string, string>) {
  const byField = fields
    ? { fields: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, { code, message: text }])) }
    : {}
  return answer(status, { error: { status, code, message, ...byField } })
}

export interface ConsoleUpload {
  /** The most bytes the API takes for it. */
  maxBytes: number
  /** The refusal's message for a larger file. */
  tooLargeMessage: () => string
  /** Sends the file's bytes, as base64, on to the API with the staff member's token (staffApi checks the role). */
  send: (base64: string) => Promise<unknown>
}

/**
 * Relays one upload of the console to the API: its bytes as the request's body (a server function takes at most
 * 32 KiB). The size is checked before anything is read and as it streams, the relays at once are bounded, and the
 * API's answer comes back as it is: `{ data }`, or `{ error }` in the console's language.
 */
export async function relayConsoleUpload(request: Request, upload: ConsoleUpload): Promise<Response> {
  const tooLarge = () => consoleRefusal(413, 'PAYLOAD_TOO_LARGE', upload.tooLargeMessage())
  if (declaresMoreThan(request.headers, upload.maxBytes)) return tooLarge()
  const slot = slots.tryAcquire(rateLimitKeyOfIp(requestClientIp()))
  if (!slot) {
    return answer(
      429,
      { error: { status: 429, code: 'RATE_LIMITED', message: m.admin_upload_busy() } },
      { 'retry-after': String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) },
    )
  }
  try {
    let bytes: Uint8Array
    try {
      bytes = await readWithin(request.body, upload.maxBytes)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge()
      throw error
    }
    return answer(200, { data: await upload.send(Buffer.from(bytes).toString('base64')) })
  } catch (error) {
    if (error instanceof ApiFieldRefusal) return consoleRefusal(error.status, error.code, error.message, error.fields)
    if (error instanceof ApiRequestError) return consoleRefusal(error.status, error.code, error.message)
    throw error
  } finally {
    slot.release()
  }
}
