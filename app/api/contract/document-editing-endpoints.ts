import * as v from 'valibot'
import { locales } from '~/i18n/locales'
import { KiB, timestamp } from './content-editing'
import { documentTypes } from './documents'
import { defineEndpoint } from './endpoint'
import { localizedText } from './localized-text'
import { wholeNumber } from './numbers'
import { contentEditingRoles } from './staff-roles'

/**
 * The company's documents (issue 24): a PDF per language for each document type (the company deck and the others),
 * which staff (editor, admin) upload, replace and remove, and the document's name per language. A reader gets their
 * language's PDF, else the Korean one, else the file the site ships with (which stays the default until replaced).
 * Refusals beyond the generic ones: 400 with `fields.file` for an upload that is no PDF (its content is looked at, not
 * its name) or is too large; 404 for removing a language that has no file of its own; 409 STALE_RECORD for a rename
 * made on an older version. Every change is audited
 * (document.upload, document.remove, document.rename).
 */

const MiB = 1024 * 1024

export const documentUploadLimits = {
  /** The uploaded file's bytes. */
  maxBytes: 30 * MiB,
  maxNameLength: 200,
} as const

export const DOCUMENT_NAME_MAX_LENGTH = 120

/** A stored PDF's public address: the SHA-256 of its bytes (hex), and a name it is served under. */
export const storedPdfAddress = v.object({
  hash: v.pipe(v.string(), v.regex(/^[a-f0-9]{64}$/)),
  fileName: v.pipe(v.string(), v.maxLength(300), v.endsWith('.pdf')),
})

const bytes = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A language's own upload: a document's PDF, or a material's specification sheet. */
export const storedUpload = v.object({
  /**
   * The name a download is saved under, in the upload's language: the document's name, or the material's name and the
   * words "specification sheet"; `.pdf`.
   */
  fileName: v.string(),
  /** The file's name on the uploader's machine: a label only. */
  originalName: v.string(),
  /** Where it is served (public, cached a year: the address changes with the bytes and the name). */
  url: v.string(),
  bytes,
  updatedAt: timestamp,
  /** Who uploaded it (null for the machine credential or an account since deleted). */
  updatedBy: v.nullable(v.string()),
})

/** What a reader of a language downloads: their language's file, else the Korean one, else the shipped one. */
export const currentDocumentFile = v.object({
  fileName: v.string(),
  url: v.string(),
  /** Null for the shipped file (a file of the site's own, not measured). */
  bytes: v.nullable(bytes),
  updatedAt: timestamp,
  /** The file the site ships with: no language has a file of its own. */
  shipped: v.boolean(),
  /** The language whose upload it is (null for the shipped file). */
  locale: v.nullable(v.picklist(locales)),
})
export type CurrentDocumentFile = v.InferOutput<typeof currentDocumentFile>

export const documentForEditing = v.object({
  type: v.picklist(documentTypes),
  name: v.record(v.picklist(locales), v.string()),
  /** Languages without a name of their own (they show the Korean one), in the site's order. */
  missingLocales: v.array(v.picklist(locales)),
  /** Counts the renames: a rename sends the version it read (uploads and removals do not count). */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The last rename: when, and by whom (null for the shipped names, the machine credential or a deleted account). */
  renamedAt: v.nullable(timestamp),
  renamedBy: v.nullable(v.string()),
  /** Every language, in the site's order. */
  languages: v.array(
    v.object({
      locale: v.picklist(locales),
      /** This language's own upload (what `remove` removes); null: it falls back. */
      file: v.nullable(storedUpload),
      current: currentDocumentFile,
    }),
  ),
})
export type DocumentForEditing = v.InferOutput<typeof documentForEditing>

const documentParams = v.object({ type: v.picklist(documentTypes) })
const documentFileParams = v.object({ type: v.picklist(documentTypes), locale: v.picklist(locales) })

/** Base64 of at most documentUploadLimits.maxBytes (four characters per three bytes). */
const MAX_BASE64_LENGTH = Math.ceil(documentUploadLimits.maxBytes / 3) * 4

export const documentUploadBody = v.object({
  /** The file's name on the uploader's machine: a label only (never a storage name nor the download's name). */
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(documentUploadLimits.maxNameLength)),
  /** The file's bytes, base64 (standard alphabet, padded). */
  content: v.pipe(v.string(), v.minLength(4), v.maxLength(MAX_BASE64_LENGTH), v.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
})

export const documentRenameBody = v.object({
  name: localizedText(DOCUMENT_NAME_MAX_LENGTH),
  /** The document's `version` when its names were read: 409 STALE_RECORD when someone renamed it since. */
  version: wholeNumber(),
})

export const documentEditingEndpoints = {
  /** Every document type, with its name and, per language, its own file and what readers get. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/content/documents',
    data: v.array(documentForEditing),
    roles: contentEditingRoles,
  }),
  /**
   * Uploads a language's PDF (JSON, its bytes in base64), replacing the one it had: readers of that language (and,
   * for Korean, of every language without its own) get it at once. Audited (document.upload).
   */
  upload: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/documents/:type/files/:locale',
    params: documentFileParams,
    body: documentUploadBody,
    maxBodyBytes: MAX_BASE64_LENGTH + 2 * KiB,
    data: documentForEditing,
    roles: contentEditingRoles,
  }),
  /** Removes a language's own PDF: its readers get the Korean one again (or the shipped one). Audited (document.remove). */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/content/documents/:type/files/:locale',
    params: documentFileParams,
    data: documentForEditing,
    roles: contentEditingRoles,
  }),
  /**
   * Names the document in every language at once (Korean required; a language left out shows Korean), on the version
   * read (409 STALE_RECORD when someone renamed it since). Audited (document.rename).
   */
  rename: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/documents/:type/name',
    params: documentParams,
    body: documentRenameBody,
    maxBodyBytes: 8 * KiB,
    data: documentForEditing,
    roles: contentEditingRoles,
  }),
}

/**
 * A stored PDF, public: `Content-Type: application/pdf`, `Content-Disposition: attachment` with the document's name in
 * a language (the address's last segment, which must be one of them), `Cache-Control: public, max-age=31536000,
 * immutable` (a new file or a new name is a new address), `X-Content-Type-Options: nosniff`; 404 for anything else.
 * Not in the `{ data }` envelope, so it is described here rather than as an Endpoint.
 */
export const documentFileDownload = {
  method: 'GET',
  path: '/documents/files/:hash/:fileName',
  params: storedPdfAddress,
} as const
