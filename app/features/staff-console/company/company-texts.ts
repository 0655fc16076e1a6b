import type { FieldText } from '../content/revision-diff'
import { formTexts } from '../kit/form-texts'
import type { CompanyForm } from './company-form'

const comparedFields = [
  'name',
  'ceo',
  'address',
  'mailOrderRegNo',
  'businessRegNo',
  'phone',
  'email',
  'videoId',
  'lat',
  'lng',
] as const satisfies ReadonlyArray<keyof CompanyForm>

/** The company form as a stale save's comparison reads it, in the form's order. */
export const companyTexts = (form: CompanyForm): FieldText[] => formTexts(form, comparedFields)
