import * as v from 'valibot'
import { locales } from '~/i18n/locales'
import { KiB } from './content-editing'
import { documentUploadBody, documentUploadLimits, storedPdfAddress, storedUpload } from './document-editing-endpoints'
import { defineEndpoint } from './endpoint'
import { specSheet } from './products'
import { idParam } from './query-params'
import { contentEditingRoles } from './staff-roles'

/**
 * Raw materials' specification sheets (issue 25, decision 51): a PDF per material and language, which staff (editor,
 * admin) upload, replace and remove in the console's documents section. The site ships a Korean and an English sheet
 * of each shipped material; a reader gets their language's sheet (an upload, else the shipped one), else for Chinese
 * and Japanese the English one, else the Korean one. Uploads are the documents' (JSON, the bytes in base64, a PDF by
 * its content, at most documentUploadLimits.maxBytes). Refusals beyond the generic ones: 400 with `fields.file` for
 * what is no PDF or too large; 404 for a product that is no raw material, or for removing a language that has no
 * upload of its own. Every change is audited (product.spec_sheet.upload, product.spec_sheet.remove).
 */

export const materialSpecSheets = v.object({
  productId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The material's name per language, as staff wrote it (Korean always). */
  name: v.record(v.picklist(locales), v.string()),
  active: v.boolean(),
  /** Every language, in the site's order. */
  languages: v.array(
    v.object({
      locale: v.picklist(locales),
      /** This language's own upload (what `remove` removes); null: it falls back. */
      file: v.nullable(storedUpload),
      /** What a reader of the language gets (null: no sheet, the card shows no link). */
      current: v.nullable(
        v.object({
          ...specSheet.entries,
          /** The sheet the site ships for that language (no upload replaced it). */
          shipped: v.boolean(),
        }),
      ),
    }),
  ),
})
export type MaterialSpecSheets = v.InferOutput<typeof materialSpecSheets>

const sheetParams = v.object({
  productId: idParam,
  locale: v.picklist(locales),
})

const MAX_BASE64_LENGTH = Math.ceil(documentUploadLimits.maxBytes / 3) * 4

export const specSheetEndpoints = {
  /** Every raw material (published or not), in the site's order, with each language's sheet. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/content/spec-sheets',
    data: v.array(materialSpecSheets),
    roles: contentEditingRoles,
  }),
  /** Uploads a language's sheet of a material, replacing its upload or the shipped sheet. Audited (product.spec_sheet.upload). */
  upload: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/spec-sheets/:productId/:locale',
    params: sheetParams,
    body: documentUploadBody,
    maxBodyBytes: MAX_BASE64_LENGTH + 2 * KiB,
    data: materialSpecSheets,
    roles: contentEditingRoles,
  }),
  /** Removes a language's upload: its readers get the shipped sheet again, or another language's. Audited (product.spec_sheet.remove). */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/content/spec-sheets/:productId/:locale',
    params: sheetParams,
    data: materialSpecSheets,
    roles: contentEditingRoles,
  }),
}

/**
 * An uploaded sheet, public, served as the documents' files are: `application/pdf`, an attachment named as the
 * sheet's `fileName` in one of its languages (the address's last segment must be one), cached a year, immutable,
 * `nosniff`; 404 for anything else. Not in the `{ data }` envelope, so described here rather than as an Endpoint.
 */
export const specSheetFileDownload = {
  method: 'GET',
  path: '/spec-sheets/files/:hash/:fileName',
  params: storedPdfAddress,
} as const
