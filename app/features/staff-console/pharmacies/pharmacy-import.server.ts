import * as v from 'valibot'
import { ApiRequestError } from '~/api/api-errors'
import {
  PHARMACY_IMPORT_MAX_BYTES,
  pharmacyEditingEndpoints,
  pharmacyImportModes,
} from '~/api/contract/pharmacy-editing-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { BodyTooLargeError, declaresMoreThan, readWithin } from '~/server/http/body-limit'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { UPLOAD_BUSY_RETRY_AFTER_SECONDS, UploadSlots } from '~/server/http/upload-slots'
import { requestClientIp } from '../../sign-in/request-client-ip.server'
import { staffApi } from '../staff-api.server'

/** The imports this site relays at once: one per staff member's address, two in all (each file is held whole). */
const slots = new UploadSlots({ perClient: 1, total: 2 })

const options = v.object({
  mode: v.picklist(pharmacyImportModes),
  dryRun: v.picklist(['true', 'false']),
  name: v.optional(v.string(), 'pharmacies'),
})

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store', ...headers } })

const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  answer(status, { error: { status, code, message } }, headers)

const tooLarge = () =>
  refusal(
    413,
    'PAYLOAD_TOO_LARGE',
    m.admin_pharmacy_import_too_large({ megabytes: formatNumber(PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024) }),
  )

/**
 * POST /api/console/pharmacies/import?mode=&dryRun=&name=: the console's upload of a pharmacy list, its bytes as the
 * body (a server function takes at most 32 KiB). The staff member's session and role are checked (staffApi), the size
 * before anything is read; the bytes go on to the API's import as base64 and its report comes back as `{ data }`, or a
 * refusal as `{ error }` in the console's language.
 */
export async function consolePharmacyImport(request: Request): Promise<Response> {
  const parsed = v.safeParse(options, Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return refusal(400, 'BAD_REQUEST', m.api_error_bad_request())
  if (declaresMoreThan(request.headers, PHARMACY_IMPORT_MAX_BYTES)) return tooLarge()
  const slot = slots.tryAcquire(rateLimitKeyOfIp(requestClientIp()))
  if (!slot) {
    return refusal(429, 'RATE_LIMITED', m.api_error_rate_limited(), { 'retry-after': String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) })
  }
  try {
    let bytes: Uint8Array
    try {
      bytes = await readWithin(request.body, PHARMACY_IMPORT_MAX_BYTES)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge()
      throw error
    }
    const { mode, dryRun, name } = parsed.output
    const file = { name: name.trim().slice(0, 200) || 'pharmacies', content: Buffer.from(bytes).toString('base64') }
    const data = await staffApi(pharmacyEditingEndpoints.importPharmacies, { body: { mode, dryRun: dryRun === 'true', file } })
    return answer(200, { data })
  } catch (error) {
    if (error instanceof ApiRequestError) return refusal(error.status, error.code, error.message)
    throw error
  } finally {
    slot.release()
  }
}
