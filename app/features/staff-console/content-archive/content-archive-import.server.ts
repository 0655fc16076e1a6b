import * as v from 'valibot'
import { CONTENT_ARCHIVE_UPLOAD_MAX_BYTES, contentArchiveEndpoints } from '~/api/contract/content-archive-endpoints'
import { m } from '~/paraglide/messages'
import { consoleRefusal, relayConsoleUpload } from '../console-upload.server'
import { staffApi } from '../staff-api.server'
import { contentArchiveTooLarge } from './content-archive-limit'

const options = v.object({
  dryRun: v.picklist(['true', 'false']),
  name: v.optional(v.string(), 'content.tar.gz'),
})

/**
 * POST /api/console/content-archive/import?dryRun=&name=: the console's upload of a content archive, relayed to the
 * API's check or import; its report comes back as `{ data }`, a refusal as `{ error }`.
 */
export function consoleContentArchiveImport(request: Request): Promise<Response> {
  const parsed = v.safeParse(options, Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Promise.resolve(consoleRefusal(400, 'BAD_REQUEST', m.api_error_bad_request()))
  const { dryRun, name } = parsed.output
  return relayConsoleUpload(request, {
    maxBytes: CONTENT_ARCHIVE_UPLOAD_MAX_BYTES,
    tooLargeMessage: contentArchiveTooLarge,
    send: (content) =>
      staffApi(contentArchiveEndpoints.importContentArchive, {
        body: { dryRun: dryRun === 'true', file: { name: name.trim().slice(0, 200) || 'content.tar.gz', content } },
      }),
  })
}
