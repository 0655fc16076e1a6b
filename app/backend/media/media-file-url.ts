/** Where the media library's files are served (the backend's mount): `/api/v1/media/files/{name}`, cached a year. */
export const MEDIA_FILES_PATH = '/api/v1/media/files'

export function mediaFileUrl(name: string): string {
  return `${MEDIA_FILES_PATH}/${encodeURIComponent(name)}`
}
