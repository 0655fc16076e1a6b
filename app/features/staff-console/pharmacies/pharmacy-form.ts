import { officialDistrict, officialProvince } from '~/api/contract/korean-regions'
import {
  type PharmacyFields,
  pharmacyCoordinateBounds,
  pharmacyFields,
  pharmacyPhonePattern,
  pharmacyTextLimits,
} from '~/api/contract/pharmacy-editing-endpoints'
import { textFaults } from '~/api/contract/text-faults'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import { problemsOf, type TextProblem, textProblem, typedText } from '../kit/form-problems'
import { type LocalizedDraft, localizedDraftOf } from '../kit/localized-text-fields'

/** A pharmacy as its form holds it: every text as typed. */
export interface PharmacyForm {
  name: LocalizedDraft
  address: LocalizedDraft
  phone: string
  siNm: string
  sggNm: string
  subwayArea: string
  subwayLine: string
  subwayName: string
  /** Degrees as typed ('37.5172'); blank: none. */
  latitude: string
  longitude: string
  productIds: number[]
}

type PlainField = 'phone' | 'siNm' | 'sggNm' | 'subwayArea' | 'subwayLine' | 'subwayName' | 'latitude' | 'longitude'

export type PharmacyProblem =
  | TextProblem
  | 'phone_format'
  | 'subway_incomplete'
  | 'unknown_province'
  | 'unknown_district'
  | 'coordinate_invalid'
  | 'coordinates_incomplete'

export interface PharmacyProblems {
  name: Partial<Record<Locale, TextProblem>>
  address: Partial<Record<Locale, TextProblem>>
  plain: Partial<Record<PlainField, PharmacyProblem>>
}

export function pharmacyFormOf(fields: PharmacyFields | undefined): PharmacyForm {
  return {
    name: localizedDraftOf(fields?.name),
    address: localizedDraftOf(fields?.address),
    phone: fields?.phone ?? '',
    siNm: fields?.siNm ?? '',
    sggNm: fields?.sggNm ?? '',
    subwayArea: fields?.subwayArea ?? '',
    subwayLine: fields?.subwayLine ?? '',
    subwayName: fields?.subwayName ?? '',
    latitude: fields?.latitude == null ? '' : String(fields.latitude),
    longitude: fields?.longitude == null ? '' : String(fields.longitude),
    productIds: fields?.productIds ?? [],
  }
}

/** Degrees as typed: a number (a decimal comma taken as a point), null when blank, NaN when it is none. */
function degreesOf(text: string): number | null {
  const trimmed = typedText(text).replace(',', '.')
  if (!trimmed) return null
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

function coordinateProblem(text: string, { min, max }: { min: number; max: number }): PharmacyProblem | undefined {
  const degrees = degreesOf(text)
  return degrees === null || (degrees >= min && degrees <= max) ? undefined : 'coordinate_invalid'
}

/** What the form sends (the API trims, and drops the languages left blank). */
export function pharmacyFieldsOf(form: PharmacyForm) {
  return {
    ...form,
    subwayArea: form.subwayArea || null,
    subwayLine: form.subwayLine || null,
    subwayName: form.subwayName || null,
    latitude: degreesOf(form.latitude),
    longitude: degreesOf(form.longitude),
  }
}

function localizedProblems(value: LocalizedDraft, max: number): Partial<Record<Locale, TextProblem>> {
  return problemsOf(
    Object.fromEntries(
      locales.map((locale) => [
        locale,
        locale === baseLocale || typedText(value[locale]) ? textProblem(value[locale], max) : undefined,
      ]),
    ) as Record<Locale, TextProblem | undefined>,
  )
}

const optionalProblem = (value: string, max: number) => (typedText(value) ? textProblem(value, max) : undefined)

const isPlainField = (field: string): field is PlainField =>
  ['phone', 'siNm', 'sggNm', 'subwayArea', 'subwayLine', 'subwayName'].includes(field)

/** The form's problems by the contract's rules (checked again by the API), a text it refuses first. */
export function pharmacyProblems(form: PharmacyForm): PharmacyProblems {
  const problems = lengthAndFormatProblems(form)
  for (const { path, fault } of textFaults(pharmacyFields, pharmacyFieldsOf(form))) {
    const [field = '', locale] = path.split('.')
    if ((field === 'name' || field === 'address') && locales.includes(locale as Locale)) problems[field][locale as Locale] = fault
    else if (isPlainField(field)) problems.plain[field] = fault
  }
  return problems
}

function lengthAndFormatProblems(form: PharmacyForm): PharmacyProblems {
  const phone =
    textProblem(form.phone, pharmacyTextLimits.phone) ??
    (pharmacyPhonePattern.test(typedText(form.phone)) ? undefined : 'phone_format')
  const subwayCount = [form.subwayArea, form.subwayLine, form.subwayName].filter((text) => typedText(text)).length
  return {
    name: localizedProblems(form.name, pharmacyTextLimits.name),
    address: localizedProblems(form.address, pharmacyTextLimits.address),
    plain: problemsOf({
      phone,
      siNm:
        textProblem(form.siNm, pharmacyTextLimits.place) ??
        (officialProvince(form.siNm) === undefined ? 'unknown_province' : undefined),
      sggNm:
        textProblem(form.sggNm, pharmacyTextLimits.place) ??
        (officialProvince(form.siNm) !== undefined && officialDistrict(form.siNm, form.sggNm) === undefined
          ? 'unknown_district'
          : undefined),
      subwayArea: optionalProblem(form.subwayArea, pharmacyTextLimits.place),
      subwayLine: optionalProblem(form.subwayLine, pharmacyTextLimits.place),
      subwayName:
        optionalProblem(form.subwayName, pharmacyTextLimits.place) ?? (subwayCount % 3 === 0 ? undefined : 'subway_incomplete'),
      latitude: coordinateProblem(form.latitude, pharmacyCoordinateBounds.latitude),
      longitude:
        coordinateProblem(form.longitude, pharmacyCoordinateBounds.longitude) ??
        (!typedText(form.latitude) === !typedText(form.longitude) ? undefined : 'coordinates_incomplete'),
    }),
  }
}

export function hasPharmacyProblems(problems: PharmacyProblems): boolean {
  return [problems.name, problems.address, problems.plain].some((group) => Object.keys(group).length > 0)
}
