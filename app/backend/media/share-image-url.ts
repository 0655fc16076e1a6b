import { focusPermille } from '~/api/contract/seo-fields'
import { type FocalPoint, shareCrop } from '~/api/contract/share-crop'
import type { MediaFile } from '../db/content-editing-schema'

/** Where share images are served (the backend's mount): `/api/v1/media/share/{name}`, cached a year. */
const SHARE_IMAGES_PATH = '/api/v1/media/share'

interface Picture {
  width: number
  height: number
  files: readonly MediaFile[]
}

/**
 * The library's JPEG a share image is cut from: the narrowest that covers the share image without enlarging it, else
 * the widest there is (a small upload is enlarged).
 */
export function shareSourceOf(picture: Picture): MediaFile | undefined {
  const needed = shareCrop(picture, { x: 0.5, y: 0.5 }).resized.width
  const jpegs = picture.files.filter((file) => file.format === 'jpeg').sort((a, b) => a.width - b.width)
  return jpegs.find((file) => file.width >= needed) ?? jpegs.at(-1)
}

/** The share image's address: its source file's name and the focal point, so that it is cached for good (decision 89). */
export function shareImageUrl(source: MediaFile, focus: FocalPoint): string {
  const base = source.name.replace(/\.jpg$/, '')
  return `${SHARE_IMAGES_PATH}/${base}-${focusPermille(focus.x)}-${focusPermille(focus.y)}.jpg`
}
