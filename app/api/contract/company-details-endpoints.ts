import * as v from 'valibot'
import { KiB, publicationState } from './content-editing'
import { defineEndpoint } from './endpoint'
import { localizedText } from './localized-text'
import { degrees } from './numbers'
import { textParam } from './query-params'
import { contentEditingRoles } from './staff-roles'

/**
 * The company's details (issue 24): name, representative, address, registration numbers, phone, email and the company
 * film, as the footer, the contact pages and the home hero show them. Staff edit the stored values; a site's
 * environment variables (COMPANY_NAME, ...) still override them, and the console says which do. A change shows at
 * once: the details are one record with no draft (a typo in the phone number is fixed, not scheduled).
 */

export const companyDetailLimits = {
  name: 120,
  ceo: 60,
  address: 200,
  mailOrderRegNo: 80,
} as const

/** 123-45-67890, as the national tax service issues it. */
export const businessRegNoPattern = /^\d{3}-\d{2}-\d{5}$/
export const companyPhonePattern = /^[0-9+()\- ]{7,20}$/
export const youtubeVideoIdPattern = /^[\w-]{11}$/

const latitude = degrees(-90, 90)
const longitude = degrees(-180, 180)

export const companyDetailFields = v.object({
  name: localizedText(companyDetailLimits.name),
  ceo: localizedText(companyDetailLimits.ceo),
  address: localizedText(companyDetailLimits.address),
  mailOrderRegNo: localizedText(companyDetailLimits.mailOrderRegNo),
  businessRegNo: v.pipe(textParam(12), v.regex(businessRegNoPattern)),
  phone: v.pipe(textParam(20), v.regex(companyPhonePattern)),
  email: v.pipe(textParam(254), v.email()),
  videoId: v.optional(v.nullable(v.pipe(textParam(11), v.regex(youtubeVideoIdPattern))), null),
  /** Where the address is, for the directions map; null shows no pin (better than a wrong one). */
  location: v.optional(v.nullable(v.object({ lat: latitude, lng: longitude })), null),
})
export type CompanyDetailFields = v.InferOutput<typeof companyDetailFields>

/** The details in one language (Korean where a translation is missing). */
export const companyDetails = v.object({
  name: v.string(),
  ceo: v.string(),
  address: v.string(),
  mailOrderRegNo: v.string(),
  businessRegNo: v.string(),
  phone: v.string(),
  email: v.string(),
  videoId: v.nullable(v.string()),
  location: v.nullable(v.object({ lat: v.number(), lng: v.number() })),
})
export type CompanyDetails = v.InferOutput<typeof companyDetails>

const { version, updatedAt, updatedBy } = publicationState

export const companyDetailsEndpoints = {
  companyDetails: defineEndpoint({ method: 'GET', path: '/company/details', data: companyDetails, publicCache: true }),
  companyDetailsForEditing: defineEndpoint({
    method: 'GET',
    path: '/admin/content/company',
    data: v.object({ fields: companyDetailFields, version, updatedAt, updatedBy }),
    roles: contentEditingRoles,
  }),
  /** Audited (company.update); visitors see it at once. */
  saveCompanyDetails: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/company',
    body: v.object({ version, fields: companyDetailFields }),
    maxBodyBytes: 32 * KiB,
    data: v.object({ version, updatedAt, updatedBy }),
    roles: contentEditingRoles,
  }),
}
