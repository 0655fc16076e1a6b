import * as v from 'valibot'
import { ApiRequestError } from '~/api/api-errors'
import type { FileCall, FileCallInput } from '~/api/client.server'
import { adminAttachmentDownload, adminInquiryExport } from '~/api/contract/admin-endpoints'
import { auditExport } from '~/api/contract/audit-endpoints'
import { contentArchiveExport } from '~/api/contract/content-archive-endpoints'
import { errorBody } from '~/api/contract/envelope'
import { pharmacyExport } from '~/api/contract/pharmacy-editing-endpoints'
import { m } from '~/paraglide/messages'
import { CONTENT_ARCHIVE_DOWNLOAD } from '../content-archive/content-archive-paths'
import { pharmacyExportFormatOf } from '../pharmacies/pharmacy-file-paths'
import { staffFile } from '../staff-api.server'
import { DOWNLOAD_REFUSAL_HEADER } from './inquiry-download-paths'

/** What a download address names: the API's call and its input, checked by the contract's own schemas. */
export function downloadTarget(path: string, search: URLSearchParams): { call: FileCall; input: FileCallInput } | undefined {
  const pharmacyFormat = pharmacyExportFormatOf(path)
  if (pharmacyFormat) return { call: pharmacyExport, input: { query: { format: pharmacyFormat } } }
  if (path === CONTENT_ARCHIVE_DOWNLOAD) return { call: contentArchiveExport, input: {} }
  const exported = path === 'inquiries.csv' ? adminInquiryExport : path === 'audit.csv' ? auditExport : undefined
  if (exported) {
    const query = Object.fromEntries([...search].filter(([key]) => key !== 'lang'))
    const parsed = v.safeParse(exported.query, query)
    return parsed.success ? { call: exported, input: { query: parsed.output } } : undefined
  }
  const match = /^inquiries\/([^/]+)\/attachments\/([^/]+)$/.exec(path)
  if (!match) return undefined
  const parsed = v.safeParse(adminAttachmentDownload.params, { receiptNumber: match[1], id: match[2] })
  return parsed.success ? { call: adminAttachmentDownload, input: { params: parsed.output } } : undefined
}

/** The headers of the API's file passed on; nothing a browser or a proxy could keep. */
const passedOn = ['content-type', 'content-disposition', 'content-length'] as const

/** A refusal as a short text; its code in a header, for the console's script (a fresh proof asked for, say). */
const plain = (status: number, message: string, code?: string) =>
  new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      ...(code ? { [DOWNLOAD_REFUSAL_HEADER]: code } : {}),
    },
  })

/** A download a link elsewhere asked for (see ownReadsCsrfMiddleware): refused in the console's words. */
export const downloadFromElsewhere = () => plain(403, m.admin_download_failed({ message: m.api_error_forbidden() }))

/**
 * GET /api/console/<path>: an inquiry's attachment, the inquiries' or the audit log's CSV export, the pharmacy list or the
 * content archive, streamed from the
 * API with the signed-in staff member's token after their session and role are checked (the API checks again, and
 * audits what holds personal data). Always a download (the API's Content-Disposition: attachment), never stored by a
 * cache; a refusal is a short text in the console's language.
 */
export async function consoleDownload(request: Request, path: string): Promise<Response> {
  const target = downloadTarget(path, new URL(request.url).searchParams)
  if (!target) return plain(404, m.admin_not_found())
  let response: Response
  try {
    response = await staffFile(target.call, target.input)
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return plain(error.status, m.admin_download_failed({ message: error.message }), error.code)
    }
    throw error
  }
  if (!response.ok) {
    const parsed = v.safeParse(errorBody, await response.json().catch(() => undefined))
    const message = parsed.success ? parsed.output.error.message : m.admin_load_failed()
    return plain(response.status, m.admin_download_failed({ message }), parsed.success ? parsed.output.error.code : undefined)
  }
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' })
  for (const name of passedOn) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  // The API answers every file as an attachment; should another backend not, the site still never shows one inline.
  if (!headers.get('content-disposition')?.startsWith('attachment')) headers.set('content-disposition', 'attachment')
  return new Response(response.body, { status: 200, headers })
}
