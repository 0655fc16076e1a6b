import * as v from 'valibot'
import { ApiRequestError } from '~/api/api-errors'
import { ApiFieldRefusal } from '~/api/api-field-refusal'
import { documentEditingEndpoints, documentUploadLimits } from '~/api/contract/document-editing-endpoints'
import { m } from '~/paraglide/messages'
import { BodyTooLargeError, declaresMoreThan, readWithin } from '~/server/http/body-limit'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { UPLOAD_BUSY_RETRY_AFTER_SECONDS, UploadSlots } from '~/server/http/upload-slots'
import { requestClientIp } from '../../sign-in/request-client-ip.server'
import { schemaOf } from '../contract-schema'
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
  refusal(413, 'PAYLOAD_TOO_LARGE', m.admin_documents_too_large({ megabytes: documentUploadLimits.maxBytes / 1024 / 1024 }))

/**
 * POST /api/console/documents?type=<type>&locale=<locale>&name=<file name>: the console's upload of a language's PDF,
 * its bytes as the body (a server function takes at most 32 KiB), as the media library's upload is relayed. The
 * signed-in staff member's session and role are checked (staffApi), the size before anything is read, then the bytes
 * go on to the API's upload as base64, and its answer comes back as it is: `{ data }` or `{ error }` in the console's
 * language.
 */
export async function consoleDocumentUpload(request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams
  const target = v.safeParse(schemaOf(documentEditingEndpoints.upload.params), {
    type: search.get('type'),
    locale: search.get('locale'),
  })
  if (!target.success) return refusal(404, 'NOT_FOUND', m.admin_not_found())
  const name = search.get('name')?.trim() || 'document.pdf'
  if (declaresMoreThan(request.headers, documentUploadLimits.maxBytes)) return tooLarge()
  const slot = slots.tryAcquire(rateLimitKeyOfIp(requestClientIp()))
  if (!slot) {
    return answer(
      429,
      { error: { status: 429, code: 'RATE_LIMITED', message: m.admin_documents_busy() } },
      { 'retry-after': String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) },
    )
  }
  try {
    let bytes: Uint8Array
    try {
      bytes = await readWithin(request.body, documentUploadLimits.maxBytes)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge()
      throw error
    }
    const content = Buffer.from(bytes).toString('base64')
    const body = { name: name.slice(0, documentUploadLimits.maxNameLength), content }
    const data = await staffApi(documentEditingEndpoints.upload, { params: target.output, body })
    return answer(200, { data })
  } catch (error) {
    if (error instanceof ApiFieldRefusal) return refusal(error.status, error.code, error.message, error.fields)
    if (error instanceof ApiRequestError) return refusal(error.status, error.code, error.message)
    throw error
  } finally {
    slot.release()
  }
}
