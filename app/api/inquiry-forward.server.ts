import { errorResponse } from '~/api/contract/error-response'
import { inquiryMultipartMaxBytes } from '~/api/contract/inquiry-endpoints'
import { inquiryFileLimits } from '~/api/contract/inquiry-form'
import { intakeErrorResponse, intakeErrors } from '~/api/contract/intake-error'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { UPLOAD_BUSY_RETRY_AFTER_SECONDS, UploadSlots } from '~/server/http/upload-slots'
import { log } from '~/server/logging/log.server'
import type { RawBody, TransportOptions } from './client.server'

/** Uploads take longer than a read: up to 25 MiB from the visitor's connection. */
export const UPLOAD_TIMEOUT_MS = 120_000

/** A little above the API's own limit, so that the API (which answers in the visitor's words) refuses first. */
const GUARD_BYTES = inquiryMultipartMaxBytes + 64 * 1024

/**
 * The uploads this site relays at once (per visitor and in all). With the built-in backend its own slots bound
 * what it reads, drains included; with an external API these keep the site from relaying more than that at once.
 */
const siteUploadSlots = new UploadSlots()

export type ForwardUpload = (raw: RawBody, options: TransportOptions & { locale: Locale }) => Promise<Response>

const tooLarge = (locale: Locale) =>
  intakeErrorResponse(intakeErrors.bodyTooLarge(inquiryFileLimits.maxTotalBytes / 1024 / 1024), locale)

/** Passes bytes on while counting them; past the limit the stream fails, so an endless body is cut off. */
function guarded(body: ReadableStream<Uint8Array>, onTrip: () => void): ReadableStream<Uint8Array> {
  let seen = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > GUARD_BYTES) {
          onTrip()
          controller.error(new Error('upload larger than the limit'))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
}

/** The API's answer as it is, when it is the contract's JSON; anything else is a bad gateway. */
function passOn(response: Response, locale: Locale): Response {
  if (!response.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    void response.body?.cancel()
    log.error('inquiries', `the API answered ${response.status} without JSON`)
    return Response.json(
      { error: { status: 502, code: 'BAD_GATEWAY', message: m.api_error_unavailable({}, { locale }) } },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    )
  }
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  const retryAfter = response.headers.get('retry-after')
  if (retryAfter) headers.set('retry-after', retryAfter)
  // The API refused the body for its size or before reading it: the visitor's rest is not to be drained either.
  if (response.headers.get('connection')?.toLowerCase() === 'close') headers.set('connection', 'close')
  return new Response(response.body, { status: response.status, headers })
}

/**
 * The site's inquiry endpoint: refuses a declared size over the limit before reading anything, then (when the
 * visitor and the site have an upload slot free, else 429 unread) streams the browser's body unchanged to the
 * API's POST /contacts (in the page's language, with the visitor's address) and answers with the API's status
 * and body. An unreachable API → 503, in the visitor's language.
 */
export async function forwardInquiry(
  request: Request,
  context: { locale: Locale; clientIp: string | undefined; uploadSlots?: UploadSlots },
  forward: ForwardUpload,
): Promise<Response> {
  const { locale, clientIp } = context
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > inquiryMultipartMaxBytes) return tooLarge(locale)
  const contentType = request.headers.get('content-type')
  if (!request.body || !contentType) return intakeErrorResponse(intakeErrors.validation(), locale)
  const slot = (context.uploadSlots ?? siteUploadSlots).tryAcquire(rateLimitKeyOfIp(clientIp))
  if (!slot) return intakeErrorResponse(intakeErrors.uploadsBusy(UPLOAD_BUSY_RETRY_AFTER_SECONDS), locale)
  try {
    return await relay(request.body, contentType, declared, context, forward)
  } finally {
    slot.release()
  }
}

async function relay(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  declared: number,
  { locale, clientIp }: { locale: Locale; clientIp: string | undefined },
  forward: ForwardUpload,
): Promise<Response> {
  let tripped = false
  const raw: RawBody = {
    stream: guarded(body, () => {
      tripped = true
    }),
    contentType,
    contentLength: Number.isFinite(declared) ? String(declared) : undefined,
  }
  try {
    const response = await forward(raw, { locale, clientIp, timeoutMs: UPLOAD_TIMEOUT_MS })
    return passOn(response, locale)
  } catch {
    if (tripped) return tooLarge(locale)
    return errorResponse('UNAVAILABLE', locale)
  }
}
