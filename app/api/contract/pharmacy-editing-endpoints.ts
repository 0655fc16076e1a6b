import * as v from 'valibot'
import { locales } from '~/i18n/locales'
import { contentVersion, KiB, timestamp } from './content-editing'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { officialDistrict, officialProvince } from './korean-regions'
import { localizedText } from './localized-text'
import { degrees } from './numbers'
import { idParam, intParam, MAX_PAGE, MAX_PAGE_SIZE, textParam } from './query-params'
import { contentEditingRoles } from './staff-roles'

/**
 * The partner pharmacies of the finder as staff edit them (issue 24), for editors and admins:
 * `/admin/content/pharmacies/...`. A pharmacy is reference data, not an article: it has no draft, schedule or
 * revision; a change is what the finder shows once it is saved (decision 37). Every change carries the `version` the
 * editor read (an older one is 409 STALE_RECORD) and is audited (pharmacy.create, .update, .delete, .import).
 *
 * The whole list also travels as a file (CSV or XLSX, one pharmacy a row, `pharmacyFileColumns` in pharmacy-file-columns.ts): an import checks
 * every row first and writes all of them in one transaction or none; `dryRun` only checks.
 */

export const pharmacyTextLimits = { name: 100, address: 300, phone: 20, place: 40 } as const
/** The most products one pharmacy is listed with. */
export const PHARMACY_MAX_PRODUCTS = 50

const typedText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const place = v.pipe(typedText(pharmacyTextLimits.place), v.minLength(1))
/** A subway field: blank is none. */
const optionalPlace = v.pipe(
  v.optional(v.nullable(typedText(pharmacyTextLimits.place))),
  v.transform((text) => text || null),
)
const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))

/**
 * A telephone number as a list gives it: digits with dashes, spaces or brackets, starting with 0 (an area or mobile
 * prefix), 1 (a national number such as 1588-) or + (international). A number a spreadsheet read as a number lost its
 * leading 0 and is refused rather than kept wrong.
 */
export const pharmacyPhonePattern = /^(?:\+|\(?0|1)[\d\s()-]{5,18}\d$/

const subwayFields = [['subwayArea'], ['subwayLine'], ['subwayName']] as const

/**
 * Where a pharmacy may be, in WGS 84 degrees: South Korea and its islands, with a margin. A latitude and longitude
 * swapped, or a digit lost, falls outside and is refused rather than placing the pharmacy in the sea.
 */
export const pharmacyCoordinateBounds = { latitude: { min: 33, max: 39 }, longitude: { min: 124, max: 132 } } as const
const coordinate = ({ min, max }: { min: number; max: number }) => v.optional(v.nullable(degrees(min, max)), null)

/** One pharmacy as an editor writes it: name and address in five languages (Korean required). */
export const pharmacyFields = v.pipe(
  v.object({
    name: localizedText(pharmacyTextLimits.name),
    address: localizedText(pharmacyTextLimits.address),
    phone: v.pipe(typedText(pharmacyTextLimits.phone), v.minLength(1), v.regex(pharmacyPhonePattern)),
    /** Province (시·도), as the finder's first choice lists it: `서울특별시`. */
    siNm: place,
    /** District (시·군·구): `강남구`. */
    sggNm: place,
    /** The subway area, line and station near it (`수도권`, `2호선`, `강남`): all three, or none. */
    subwayArea: optionalPlace,
    subwayLine: optionalPlace,
    subwayName: optionalPlace,
    /** Where it is, for the finder's "near me": both or neither (none: the finder cannot measure to it). */
    latitude: coordinate(pharmacyCoordinateBounds.latitude),
    longitude: coordinate(pharmacyCoordinateBounds.longitude),
    /** The products it stocks (ids of /product/list). */
    productIds: v.optional(
      v.pipe(
        v.array(id),
        v.maxLength(PHARMACY_MAX_PRODUCTS),
        v.check((ids) => new Set(ids).size === ids.length),
      ),
      [],
    ),
  }),
  v.forward(
    v.partialCheck(
      subwayFields,
      (fields) => [fields.subwayArea, fields.subwayLine, fields.subwayName].filter(Boolean).length % 3 === 0,
      'A subway area, line and station go together: all three, or none.',
    ),
    ['subwayName'],
  ),
  v.forward(
    v.partialCheck(
      [['latitude'], ['longitude']],
      (fields) => (fields.latitude === null) === (fields.longitude === null),
      'A latitude and a longitude go together: both, or neither.',
    ),
    ['longitude'],
  ),
  // The province and district as Korea's reference list names them (korean-regions.ts): a short form is written out.
  v.forward(
    v.partialCheck(
      [['siNm']],
      (fields) => officialProvince(fields.siNm) !== undefined,
      'The province is none of Korea’s 17 provinces and metropolitan cities.',
    ),
    ['siNm'],
  ),
  v.forward(
    v.partialCheck(
      [['siNm'], ['sggNm']],
      (fields) => officialProvince(fields.siNm) === undefined || officialDistrict(fields.siNm, fields.sggNm) !== undefined,
      'The district is none of the province’s cities, counties and districts.',
    ),
    ['sggNm'],
  ),
  v.transform((fields) => ({
    ...fields,
    siNm: officialProvince(fields.siNm) ?? fields.siNm,
    sggNm: officialDistrict(fields.siNm, fields.sggNm) ?? fields.sggNm,
  })),
)
export type PharmacyFields = v.InferOutput<typeof pharmacyFields>

const pageSize = { page: v.optional(intParam(1, MAX_PAGE), 1), size: v.optional(intParam(1, MAX_PAGE_SIZE), 20) }
const filterText = (max: number) => v.optional(v.pipe(textParam(max), v.nonEmpty()))

/** The list: `q` in a name, address or phone; a province and district; `missing`: lacking a name or address in a language. */
export const pharmacyListQuery = v.object({
  q: filterText(100),
  siNm: filterText(pharmacyTextLimits.place),
  sggNm: filterText(pharmacyTextLimits.place),
  missing: v.optional(v.picklist(locales)),
  ...pageSize,
})
export type PharmacyListQuery = v.InferInput<typeof pharmacyListQuery>

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const recordState = { version: contentVersion, updatedAt: timestamp }

export const pharmacySummary = v.object({
  id,
  /** In Korean, as the list shows it. */
  name: v.string(),
  address: v.string(),
  phone: v.string(),
  siNm: v.string(),
  sggNm: v.string(),
  /** `2호선 강남`, or null. */
  subway: v.nullable(v.string()),
  productCount: count,
  /** Languages lacking the name or the address. */
  missingLocales: v.array(v.picklist(locales)),
  /** The demo content put it there (decision 123): an invented pharmacy, removed with the demo. */
  demo: v.optional(v.literal(true)),
  ...recordState,
})
export type PharmacySummary = v.InferOutput<typeof pharmacySummary>

export const pharmacyDetail = v.object({
  id,
  fields: pharmacyFields,
  ...recordState,
  /** Who changed it last (null for the shipped list and the machine credential). */
  updatedBy: v.nullable(v.string()),
})
export type PharmacyDetail = v.InferOutput<typeof pharmacyDetail>

export const pharmacyChange = v.object({ id, ...recordState })

/** The largest file an import takes, and the most rows (the shipped list has 300). */
export const PHARMACY_IMPORT_MAX_BYTES = 2 * 1024 * KiB
export const PHARMACY_IMPORT_MAX_ROWS = 5_000
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4

/**
 * - `add`: every row becomes a new pharmacy; a row naming a pharmacy already listed (same Korean name and address) is
 *   a problem, so that importing the same file twice adds nothing twice.
 * - `replace`: the file becomes the whole list: pharmacies it does not hold are removed.
 */
export const pharmacyImportModes = ['add', 'replace'] as const
export type PharmacyImportMode = (typeof pharmacyImportModes)[number]

/** The files the list is imported from and exported to. */
export const pharmacyFileFormats = ['csv', 'xlsx'] as const
export type PharmacyFileFormat = (typeof pharmacyFileFormats)[number]

export const pharmacyImportBody = v.object({
  mode: v.picklist(pharmacyImportModes),
  dryRun: v.boolean(),
  file: v.object({
    /** As the staff member's computer named it: for the audit log only; the format is read from the content. */
    name: v.pipe(typedText(200)),
    /** The file's bytes in base64: CSV (UTF-8, or the CP949 Korean Excel saves) or XLSX. */
    content: v.pipe(v.string(), v.maxLength(base64Length(PHARMACY_IMPORT_MAX_BYTES)), v.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
  }),
})

/** What can be wrong with an imported file or one of its rows. */
export const pharmacyImportProblemCodes = [
  /** Neither CSV in UTF-8 or CP949 nor an XLSX workbook, or an XLSX too large once unpacked. */
  'unreadable',
  'too_large',
  'too_many_rows',
  /** A header row and no pharmacy under it. */
  'no_rows',
  'missing_column',
  'duplicate_column',
  'required',
  'too_long',
  /** A cell holding a character nothing can keep (a control character, half a surrogate pair, U+FFFF). */
  'unkeepable_text',
  /** A line break or a tab in a cell of one line. */
  'line_break',
  'invalid_phone',
  'subway_incomplete',
  /** A latitude or longitude that is no number, or not in Korea (pharmacyCoordinateBounds). */
  'invalid_coordinate',
  'coordinates_incomplete',
  /** A province or district that is not on Korea's reference list (korean-regions.ts), short forms aside. */
  'unknown_province',
  'unknown_district',
  'unknown_product',
  'too_many_products',
  /** The same pharmacy (Korean name and address) as an earlier row. */
  'duplicate_row',
  /** `add`: the pharmacy is listed already. */
  'already_listed',
] as const
export type PharmacyImportProblemCode = (typeof pharmacyImportProblemCodes)[number]

export const pharmacyImportProblem = v.object({
  /** The row as a spreadsheet numbers it (the header is row 1); null for the file as a whole. */
  line: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** The column as the file's header names it; null when the problem is the row's or the file's. */
  column: v.nullable(v.string()),
  code: v.picklist(pharmacyImportProblemCodes),
  /** In the request's language (Korean, or English for the others). */
  message: v.string(),
})
export type PharmacyImportProblem = v.InferOutput<typeof pharmacyImportProblem>

/**
 * Every problem of every row, found before anything is written. `imported` is true only when the rows were written
 * (never on a dry run, never with a problem); `total` is the size of the list after it (or that it would have).
 */
export const pharmacyImportReport = v.object({
  mode: v.picklist(pharmacyImportModes),
  dryRun: v.boolean(),
  format: v.picklist(pharmacyFileFormats),
  rows: count,
  problems: v.array(pharmacyImportProblem),
  /** Header cells of no known column: their values are not read. */
  ignoredColumns: v.array(v.string()),
  imported: v.boolean(),
  added: count,
  removed: count,
  total: count,
})
export type PharmacyImportReport = v.InferOutput<typeof pharmacyImportReport>

const itemParams = v.object({ id: idParam })
const base = '/admin/content/pharmacies'
const roles = contentEditingRoles

export const pharmacyEditingEndpoints = {
  pharmacyList: defineEndpoint({ method: 'GET', path: base, query: pharmacyListQuery, data: pageOf(pharmacySummary), roles }),
  pharmacyDetail: defineEndpoint({ method: 'GET', path: `${base}/:id`, params: itemParams, data: pharmacyDetail, roles }),
  /** The products a pharmacy can be listed with, in catalogue order, named in the request's language. */
  pharmacyProductChoices: defineEndpoint({
    method: 'GET',
    path: '/admin/content/pharmacy-products',
    data: v.array(v.object({ id, key: v.string(), name: v.string() })),
    roles,
  }),
  createPharmacy: defineEndpoint({
    method: 'POST',
    path: base,
    body: pharmacyFields,
    maxBodyBytes: 16 * KiB,
    data: pharmacyChange,
    roles,
  }),
  updatePharmacy: defineEndpoint({
    method: 'PUT',
    path: `${base}/:id`,
    params: itemParams,
    body: v.object({ version: contentVersion, fields: pharmacyFields }),
    maxBodyBytes: 16 * KiB,
    data: pharmacyChange,
    roles,
  }),
  /** With `version`, refused when someone changed it since (STALE_RECORD). */
  deletePharmacy: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    params: itemParams,
    query: v.object({ version: v.optional(intParam(1, 999_999_999)) }),
    data: v.object({ id }),
    roles,
  }),
  importPharmacies: defineEndpoint({
    method: 'POST',
    path: `${base}/import`,
    body: pharmacyImportBody,
    maxBodyBytes: base64Length(PHARMACY_IMPORT_MAX_BYTES) + 2 * KiB,
    data: pharmacyImportReport,
    roles,
  }),
}

/**
 * GET /admin/content/pharmacies/export?format=csv|xlsx: the whole list as a file in the import's columns (headers in
 * Korean for a Korean request, English otherwise): CSV in UTF-8 with a byte order mark, cells a spreadsheet would run
 * as a formula shown as text. Not in the `{ data }` envelope.
 */
export const pharmacyExport = {
  method: 'GET',
  path: `${base}/export`,
  query: v.object({ format: v.optional(v.picklist(pharmacyFileFormats), 'csv') }),
  roles,
} as const
