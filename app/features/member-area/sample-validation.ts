import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { mobileProblem, normalizeMobile } from './phone-validation'

// The contract's `sampleLimits` and `profileLimits` as the sample request uses them, repeated here so that the form
// does not load valibot with the contract's schemas (docs/decisions/0011-first-load-javascript.md);
// sample-validation.test.ts checks that they agree.
export const SAMPLE_LIMITS = { materials: 5, quantity: 50, purpose: 1000, recipient: 50, address: 100 } as const

export interface SampleValues {
  materialIds: number[]
  quantity: string
  purpose: string
  recipient: string
  mobile: string
  zipcode: string
  address1: string
  address2: string
}

export type SampleField = keyof SampleValues
export type SampleProblems = Partial<Record<SampleField, string>>

/** The form's fields in the order it shows them (where focus goes on submit). */
export const SAMPLE_FIELDS = [
  'materialIds',
  'quantity',
  'purpose',
  'recipient',
  'mobile',
  'zipcode',
  'address1',
  'address2',
] as const satisfies readonly SampleField[]

/** A new request starts with the member's own name, number and address (all editable). */
export function initialSampleValues(
  member: Pick<MemberInfo, 'name' | 'mobile' | 'zipcode' | 'address1' | 'address2'> | null,
): SampleValues {
  return {
    materialIds: [],
    quantity: '',
    purpose: '',
    recipient: member?.name ?? '',
    mobile: member?.mobile ?? '',
    zipcode: member?.zipcode ?? '',
    address1: member?.address1 ?? '',
    address2: member?.address2 ?? '',
  }
}

/**
 * Ticks or unticks one material. A tick beyond the limit is refused (`refused: true`) and the choice stays as it
 * was, so the form can say why.
 */
export function toggleMaterial(
  selected: readonly number[],
  id: number,
  checked: boolean,
  max: number = SAMPLE_LIMITS.materials,
): { materialIds: number[]; refused: boolean } {
  if (!checked) return { materialIds: selected.filter((item) => item !== id), refused: false }
  if (selected.includes(id)) return { materialIds: [...selected], refused: false }
  if (selected.length >= max) return { materialIds: [...selected], refused: true }
  return { materialIds: [...selected, id], refused: false }
}

function textProblem(value: string, max: number, required: () => string, tooLong: (max: number) => string) {
  const text = value.trim()
  if (!text) return required()
  return text.length > max ? tooLong(max) : undefined
}

/** Each field's message, or undefined; everything but the second address line is required. */
export function sampleProblems(values: SampleValues): SampleProblems {
  const addressLength = (max: number) => m.mypage_error_address_length({ max })
  const count = values.materialIds.length
  return {
    materialIds:
      count === 0
        ? m.sample_error_materials_required()
        : count > SAMPLE_LIMITS.materials
          ? m.sample_error_materials_max({ max: SAMPLE_LIMITS.materials })
          : undefined,
    quantity: textProblem(values.quantity, SAMPLE_LIMITS.quantity, m.sample_error_quantity_required, (max) =>
      m.sample_error_quantity_length({ max }),
    ),
    purpose: textProblem(values.purpose, SAMPLE_LIMITS.purpose, m.sample_error_purpose_required, (max) =>
      m.sample_error_purpose_length({ max }),
    ),
    recipient: textProblem(values.recipient, SAMPLE_LIMITS.recipient, m.sample_error_recipient_required, (max) =>
      m.sample_error_recipient_length({ max }),
    ),
    mobile: mobileProblem(values.mobile),
    zipcode: /^\d{5}$/.test(values.zipcode.trim()) ? undefined : m.mypage_error_zipcode(),
    address1: textProblem(values.address1, SAMPLE_LIMITS.address, m.sample_error_address_required, addressLength),
    address2: values.address2.trim().length > SAMPLE_LIMITS.address ? addressLength(SAMPLE_LIMITS.address) : undefined,
  }
}

/** The API's body: trimmed, the number as digits only. */
export function sampleBody(values: SampleValues) {
  return {
    materialIds: [...values.materialIds],
    quantity: values.quantity.trim(),
    purpose: values.purpose.trim(),
    recipient: values.recipient.trim(),
    mobile: normalizeMobile(values.mobile.trim()),
    zipcode: values.zipcode.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
  }
}
