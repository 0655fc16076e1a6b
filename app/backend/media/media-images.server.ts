import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { acceptedMediaTypes, type MediaFormat, mediaUploadLimits } from '~/api/contract/media-endpoints'
import type { Locale } from '~/i18n/locales'
import { formatPixelCount } from '~/i18n/pixel-count-format'
import { m } from '~/paraglide/messages'
import type { MediaFile } from '../db/content-editing-schema'
import { ApiError } from '../http/api-error'

// One libvips thread per image: several uploads at once share the machine with the site instead of taking it over.
sharp.concurrency(1)

/** The widths a page chooses from (as the build's images); an upload narrower than one is kept at its own width. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const
const LARGEST_WIDTH = 2560

const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  // JPEG has no transparency: what was transparent becomes white, not black.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }),
}
const extensions: Record<MediaFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }
export const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

const refused = (message: (locale: Locale) => string) => new ApiError('BAD_REQUEST', message, {}, 'file')

export interface InspectedImage {
  sha256: string
  /** As shown, after the camera's orientation is applied. */
  width: number
  height: number
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/**
 * Checks an upload before anything is decoded: its size, its type by content (never its name), then its header:
 * one frame or page only, both sides at least the minimum, at most the pixel limit. Throws the refusal (400, `file`).
 */
export async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
  const limits = mediaUploadLimits
  if (bytes.byteLength > limits.maxBytes) {
    throw refused((locale) => m.admin_media_too_large({ megabytes: limits.maxBytes / 1024 / 1024 }, { locale }))
  }
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !(acceptedMediaTypes as readonly string[]).includes(type.mime)) {
    throw refused((locale) => m.admin_media_not_image({}, { locale }))
  }
  let metadata: Metadata
  try {
    // The header only: nothing is decoded, so the pixel limit is checked below, in the uploader's words.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw refused((locale) => m.admin_media_unreadable({}, { locale }))
  }
  if ((metadata.pages ?? 1) > 1) throw refused((locale) => m.admin_media_animated({}, { locale }))
  const { width, height } = metadata.autoOrient
  if (width * height > limits.maxPixels) {
    throw refused((locale) => m.admin_media_too_many_pixels({ pixels: formatPixelCount(limits.maxPixels, locale) }, { locale }))
  }
  if (Math.min(width, height) < limits.minSide) {
    throw refused((locale) => m.admin_media_too_small({ pixels: limits.minSide }, { locale }))
  }
  return { sha256: sha256Of(bytes), width, height }
}

/** The widths made of an image `width` wide: every catalogue width below it, and its own (capped at the largest). */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH)
  return [...MEDIA_WIDTHS.filter((candidate) => candidate < largest), largest]
}

export interface EncodedFile extends MediaFile {
  data: Buffer
}

/**
 * Every file of an image: each width in AVIF, WebP and JPEG, never wider than the upload, oriented as shown and
 * without its metadata (a phone's location stays on the phone). The upload is decoded once, at the largest width;
 * each file is made from that. Named by a hash of its own bytes, so a file's address never serves other bytes.
 */
export async function encodeVariants(bytes: Uint8Array, image: InspectedImage): Promise<EncodedFile[]> {
  const widths = widthsFor(image.width)
  const largest = widths[widths.length - 1] ?? image.width
  const { data, info } = await sharp(bytes, { limitInputPixels: mediaUploadLimits.maxPixels })
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const files: EncodedFile[] = []
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    for (const width of widths) {
      const resized = sharp(data, raw).resize({ width, withoutEnlargement: true })
      const output = await encoders[format](resized).toBuffer()
      const name = `${sha256Of(output).slice(0, 32)}-${width}.${extensions[format]}`
      files.push({ format, width, name, bytes: output.byteLength, data: output })
    }
  }
  return files
}

/** The content type of a stored file, by its extension. */
export function contentTypeOf(name: string): string {
  return contentTypes[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
}
