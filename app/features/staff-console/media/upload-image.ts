import { type MediaItem, mediaUploadLimits } from '~/api/contract/media-endpoints'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/** Where the console posts an image (app/routes/api/console.media.ts). */
const UPLOAD_PATH = '/api/console/media'

export type UploadOutcome = { ok: true; item: MediaItem; created: boolean } | { ok: false; message: string }

interface UploadAnswer {
  data?: { item: MediaItem; created: boolean }
  error?: { message: string; fields?: Record<string, { message: string }> }
}

/**
 * Sends one image to the library, telling its progress (0 to 1) as the bytes leave: a refusal comes back as the API's
 * message in the console's language (the file's own one first), a file over the size limit before a byte is sent.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  if (file.size > mediaUploadLimits.maxBytes) {
    return Promise.resolve({
      ok: false,
      message: m.admin_media_too_large({ megabytes: mediaUploadLimits.maxBytes / 1024 / 1024 }),
    })
  }
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    const search = new URLSearchParams({ name: file.name, lang: getLocale() })
    request.open('POST', `${UPLOAD_PATH}?${search}`)
    request.setRequestHeader('content-type', 'application/octet-stream')
    request.responseType = 'json'
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      const answer = (request.response ?? {}) as UploadAnswer
      if (request.status === 200 && answer.data) return resolve({ ok: true, ...answer.data })
      const message = answer.error?.fields?.file?.message ?? answer.error?.message ?? m.admin_media_upload_failed()
      resolve({ ok: false, message })
    })
    request.addEventListener('error', () => resolve({ ok: false, message: m.auth_error_network() }))
    request.send(file)
  })
}
