import { mediaEndpoints, mediaUploadLimits } from '~/api/contract/media-endpoints'
import { m } from '~/paraglide/messages'
import { relayConsoleUpload } from '../console-upload.server'
import { staffApi } from '../staff-api.server'

/**
 * POST /api/console/media?name=<file name>: the console's upload of one image, relayed to the API's upload; answers
 * `{ data: { item, created } }` or `{ error }`.
 */
export function consoleMediaUpload(request: Request): Promise<Response> {
  const name = new URL(request.url).searchParams.get('name')?.trim() || 'image'
  return relayConsoleUpload(request, {
    maxBytes: mediaUploadLimits.maxBytes,
    tooLargeMessage: () => m.admin_media_too_large({ megabytes: mediaUploadLimits.maxBytes / 1024 / 1024 }),
    send: (content) =>
      staffApi(mediaEndpoints.upload, { body: { name: name.slice(0, mediaUploadLimits.maxNameLength), content } }),
  })
}
