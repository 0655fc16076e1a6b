import type { FieldText } from '../content/revision-diff'
import { formTexts } from '../kit/form-texts'
import type { PharmacyForm } from './pharmacy-form'

const comparedFields = [
  'name',
  'address',
  'phone',
  'siNm',
  'sggNm',
  'subwayArea',
  'subwayLine',
  'subwayName',
  'latitude',
  'longitude',
  'productIds',
] as const satisfies ReadonlyArray<keyof PharmacyForm>

/**
 * A pharmacy's form as a stale save's comparison reads it, in the form's order; its products by name, in the order
 * of `products` (the catalogue's), a product it no longer offers by its number.
 */
export function pharmacyTexts(form: PharmacyForm, products: ReadonlyArray<{ id: number; name: string }>): FieldText[] {
  const known = new Set(products.map((product) => product.id))
  const names = [
    ...products.filter((product) => form.productIds.includes(product.id)).map((product) => product.name),
    ...form.productIds.filter((id) => !known.has(id)).map((id) => `#${id}`),
  ]
  return formTexts({ ...form, productIds: names }, comparedFields)
}
