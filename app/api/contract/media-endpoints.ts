import * as v from 'valibot'
import { type Locale, locales } from '~/i18n/locales'
import { contentVersion, KiB, timestamp } from './content-editing'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { missingLocales, optionalLocalizedText } from './localized-text'
import { boolParam, idParam, intParam, MAX_PAGE, MAX_PAGE_SIZE, textParam } from './query-params'
import { contentEditingRoles } from './staff-roles'

/**
 * The media library (issue 24): images staff (editor, admin) upload once and pages use by id. The library keeps each
 * as AVIF, WebP and JPEG at several widths (never wider than the upload), with its size, so a page reserves its space.
 * An image is **usable** (offered to the editor, shown on public pages) once its Korean alt text is set.
 * Refusals beyond the generic ones: 400 with `fields.file` for an upload that is no image we take (its content is
 * looked at, not its name), too large, too small, animated or multi-page; 409 STALE_RECORD for an alt change based on
 * an older read. Every change is audited (media.upload, media.alt, media.delete).
 */

const MiB = 1024 * 1024

export const mediaUploadLimits = {
  /** The uploaded file's bytes. */
  maxBytes: 20 * MiB,
  /** Width × height, read from the header before anything is decoded (a decompression bomb is refused unread). */
  maxPixels: 40_000_000,
  /** The shorter side at least (an icon-sized picture is no content image). */
  minSide: 16,
  maxNameLength: 200,
} as const

/** What an upload may be, recognised by its bytes: a picture a camera, a phone or an editor saves. */
export const acceptedMediaTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const

export const MEDIA_ALT_MAX_LENGTH = 300

export const mediaFormats = ['avif', 'webp', 'jpeg'] as const
export type MediaFormat = (typeof mediaFormats)[number]

/**
 * A stored file's name: a hash of its bytes, its width, its format's extension. What `GET /media/files/{name}` takes;
 * anything else (a path, `..`) names nothing.
 */
export const mediaFileNamePattern = /^[a-f0-9]{16,64}-[1-9]\d{0,4}\.(?:avif|webp|jpg)$/

export const mediaFileSchema = v.object({
  format: v.picklist(mediaFormats),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.regex(mediaFileNamePattern)),
  /** Where it is served (public, cached a year). */
  url: v.string(),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

const altSchema = v.record(v.picklist(locales), v.string())

export const mediaItemSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  originalName: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Narrowest first, per format. */
  files: v.array(mediaFileSchema),
  alt: altSchema,
  /** Languages without alt text, in the site's order. */
  missingLocales: v.array(v.picklist(locales)),
  /** Korean alt text is set: pages may show it. */
  usable: v.boolean(),
  version: contentVersion,
  createdAt: timestamp,
  /** The staff member who uploaded it (null for the machine credential or an account since deleted). */
  createdBy: v.nullable(v.string()),
})
export type MediaItem = v.InferOutput<typeof mediaItemSchema>

/** An image is usable once its Korean alt text is set. */
export const isUsableAlt = (alt: Partial<Record<Locale, string>>): boolean => !missingLocales(alt).includes('ko-KR')

export const mediaListQuery = v.object({
  /** Part of the file name or of an alt text, in any language. */
  q: v.optional(v.pipe(textParam(100), v.nonEmpty())),
  /** Only the images lacking alt text in this language. */
  missing: v.optional(v.picklist(locales)),
  /** Only the usable ones (the editor's picker). */
  usable: v.optional(boolParam),
  page: v.optional(intParam(1, MAX_PAGE), 1),
  size: v.optional(intParam(1, MAX_PAGE_SIZE), 24),
})

const mediaParams = v.object({ id: idParam })

/** Base64 of at most mediaUploadLimits.maxBytes (four characters per three bytes). */
const MAX_BASE64_LENGTH = Math.ceil(mediaUploadLimits.maxBytes / 3) * 4

export const mediaUploadBody = v.object({
  /** The file's name on the uploader's machine: a label only (never a storage name). */
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(mediaUploadLimits.maxNameLength)),
  /** The file's bytes, base64 (standard alphabet, padded). */
  content: v.pipe(v.string(), v.minLength(4), v.maxLength(MAX_BASE64_LENGTH), v.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
})

export const mediaAltBody = v.object({
  alt: optionalLocalizedText(MEDIA_ALT_MAX_LENGTH, 'multi'),
  version: contentVersion,
})

/** Where an image is used: a post's published body or its draft. */
export const mediaUse = v.object({
  contentType: v.string(),
  itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The item's Korean title. */
  title: v.string(),
})
export type MediaUse = v.InferOutput<typeof mediaUse>

export const mediaEndpoints = {
  /** The library, newest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/media',
    query: mediaListQuery,
    data: pageOf(mediaItemSchema),
    roles: contentEditingRoles,
  }),
  /** One image, with where it is used. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/admin/media/:id',
    params: mediaParams,
    data: v.object({ item: mediaItemSchema, usedBy: v.array(mediaUse) }),
    roles: contentEditingRoles,
  }),
  /**
   * Uploads an image (JSON, its bytes in base64). The same bytes uploaded again answer the existing item
   * (`created: false`) and store nothing. Audited (media.upload).
   */
  upload: defineEndpoint({
    method: 'POST',
    path: '/admin/media',
    body: mediaUploadBody,
    maxBodyBytes: MAX_BASE64_LENGTH + 2 * KiB,
    data: v.object({ item: mediaItemSchema, created: v.boolean() }),
    roles: contentEditingRoles,
  }),
  /** Sets the alt text in every language at once (a language left out is cleared). Audited (media.alt). */
  updateAlt: defineEndpoint({
    method: 'PUT',
    path: '/admin/media/:id/alt',
    params: mediaParams,
    body: mediaAltBody,
    maxBodyBytes: 16 * KiB,
    data: mediaItemSchema,
    roles: contentEditingRoles,
  }),
  /**
   * Deletes the image and its files, even where it is used (detail names where): pages then leave it out. Audited
   * (media.delete).
   */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/media/:id',
    params: mediaParams,
    data: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    roles: contentEditingRoles,
  }),
}

/**
 * A stored file, public: `Cache-Control: public, max-age=31536000, immutable` (its name changes with its bytes), its
 * image type, `X-Content-Type-Options: nosniff`; 404 for a name the library does not hold. Not in the `{ data }`
 * envelope, so it is described here rather than as an Endpoint.
 */
export const mediaFileDownload = {
  method: 'GET',
  path: '/media/files/:name',
  params: v.object({ name: v.pipe(v.string(), v.regex(mediaFileNamePattern)) }),
} as const
