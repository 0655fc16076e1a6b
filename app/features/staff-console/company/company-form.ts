import {
  businessRegNoPattern,
  type CompanyDetailFields,
  companyDetailFields,
  companyDetailLimits,
  companyPhonePattern,
  youtubeVideoIdPattern,
} from '~/api/contract/company-details-endpoints'
import type { TextFault } from '~/api/contract/text-fault'
import { textFaults } from '~/api/contract/text-faults'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import { typedText } from '../kit/form-problems'
import { type LocalizedDraft, localizedDraftOf } from '../kit/localized-text-fields'

export const localizedCompanyFields = ['name', 'ceo', 'address', 'mailOrderRegNo'] as const
type LocalizedField = (typeof localizedCompanyFields)[number]

/** The company form as typed: every value a string, every language present. */
export type CompanyForm = Record<LocalizedField, LocalizedDraft> & {
  businessRegNo: string
  phone: string
  email: string
  videoId: string
  lat: string
  lng: string
}

export type CompanyProblem = 'required' | 'too_long' | 'format' | 'coordinates' | TextFault
type PlainField = 'businessRegNo' | 'phone' | 'email' | 'videoId' | 'location'
export type CompanyProblems = {
  localized: Partial<Record<LocalizedField, Partial<Record<Locale, CompanyProblem>>>>
  plain: Partial<Record<PlainField, CompanyProblem>>
}

export function companyFormOf(fields: CompanyDetailFields): CompanyForm {
  return {
    name: localizedDraftOf(fields.name),
    ceo: localizedDraftOf(fields.ceo),
    address: localizedDraftOf(fields.address),
    mailOrderRegNo: localizedDraftOf(fields.mailOrderRegNo),
    businessRegNo: fields.businessRegNo,
    phone: fields.phone,
    email: fields.email,
    videoId: fields.videoId ?? '',
    lat: fields.location ? String(fields.location.lat) : '',
    lng: fields.location ? String(fields.location.lng) : '',
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The fields said once that are text (a place is two numbers). */
const textFields: readonly string[] = ['businessRegNo', 'phone', 'email', 'videoId'] satisfies PlainField[]

function coordinate(text: string, limit: number): number | undefined {
  if (!/^-?\d{1,3}(\.\d+)?$/.test(text.trim())) return undefined
  const value = Number(text)
  return Math.abs(value) <= limit ? value : undefined
}

/** What is wrong with the form by the contract's rules (the API checks them again), field by field. */
export function companyProblems(form: CompanyForm): CompanyProblems {
  const localized: CompanyProblems['localized'] = {}
  for (const field of localizedCompanyFields) {
    const max = companyDetailLimits[field]
    const found: Partial<Record<Locale, CompanyProblem>> = {}
    for (const locale of locales) {
      const text = typedText(form[field][locale])
      if (locale === baseLocale && text === '') found[locale] = 'required'
      else if (text.length > max) found[locale] = 'too_long'
    }
    if (Object.keys(found).length) localized[field] = found
  }
  const plain: CompanyProblems['plain'] = {}
  const format = (value: string, pattern: RegExp) =>
    value.trim() === '' ? 'required' : pattern.test(value.trim()) ? undefined : 'format'
  plain.businessRegNo = format(form.businessRegNo, businessRegNoPattern)
  plain.phone = format(form.phone, companyPhonePattern)
  plain.email = format(form.email, EMAIL)
  plain.videoId = form.videoId.trim() === '' ? undefined : format(form.videoId, youtubeVideoIdPattern)
  const anyCoordinate = form.lat.trim() !== '' || form.lng.trim() !== ''
  plain.location =
    anyCoordinate && (coordinate(form.lat, 90) === undefined || coordinate(form.lng, 180) === undefined)
      ? 'coordinates'
      : undefined
  for (const key of Object.keys(plain) as Array<keyof typeof plain>) if (!plain[key]) delete plain[key]
  // A text the API refuses first (decision 105) is named before its other problems.
  for (const { path, fault } of textFaults(companyDetailFields, companyFieldsOf(form))) {
    const [field = '', locale = ''] = path.split('.')
    if ((localizedCompanyFields as readonly string[]).includes(field))
      localized[field as LocalizedField] = { ...localized[field as LocalizedField], [locale]: fault }
    else if (textFields.includes(field)) plain[field as PlainField] = fault
  }
  return { localized, plain }
}

export const hasCompanyProblems = (problems: CompanyProblems) =>
  Object.keys(problems.localized).length > 0 || Object.keys(problems.plain).length > 0

/** The fields as the API takes them (call only when `companyProblems` found none). */
export function companyFieldsOf(form: CompanyForm): CompanyDetailFields {
  const text = (value: LocalizedDraft) =>
    Object.fromEntries(locales.map((locale) => [locale, typedText(value[locale])]).filter(([, item]) => item !== '')) as {
      'ko-KR': string
    }
  const hasLocation = form.lat.trim() !== '' && form.lng.trim() !== ''
  return {
    name: text(form.name),
    ceo: text(form.ceo),
    address: text(form.address),
    mailOrderRegNo: text(form.mailOrderRegNo),
    businessRegNo: form.businessRegNo.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    videoId: form.videoId.trim() || null,
    location: hasLocation ? { lat: Number(form.lat), lng: Number(form.lng) } : null,
  }
}
