import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { mediaUploadLimits } from '~/api/contract/media-endpoints'
import { shareImageNamePattern } from '~/api/contract/seo-fields'
import { type FocalPoint, shareCrop } from '~/api/contract/share-crop'

/** What a share image's name says: the library file it is cut from, and the focal point; undefined for a bad one. */
export function parseShareImageName(name: string): { source: string; focus: FocalPoint } | undefined {
  const match = shareImageNamePattern.exec(name)
  if (!match) return undefined
  const [, base, x, y] = match
  const permille = [Number(x), Number(y)]
  if (permille.some((value) => value > 1000)) return undefined
  return { source: `${base}.jpg`, focus: { x: (permille[0] ?? 0) / 1000, y: (permille[1] ?? 0) / 1000 } }
}

/**
 * The share image: the library's JPEG scaled to cover 1200×630 and cut around the focal point (shareCrop), as a JPEG
 * of the library's quality. The source is one of the library's own files (at most 2560 px wide, checked at upload),
 * decoded under the upload's pixel limit all the same.
 */
export async function renderShareImage(source: Readable, focus: FocalPoint): Promise<Buffer> {
  const bytes = await buffer(source)
  const image = sharp(bytes, { limitInputPixels: mediaUploadLimits.maxPixels })
  const { width, height } = await image.metadata()
  const crop = shareCrop({ width, height }, focus)
  return image
    .resize(crop.resized.width, crop.resized.height, { fit: 'fill' })
    .extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
}
