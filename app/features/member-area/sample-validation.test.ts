import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { newSampleRequestSchema, profileLimits, sampleLimits } from '~/api/contract/member-area-endpoints'
import { overwriteGetLocale } from '~/paraglide/runtime'
import {
  initialSampleValues,
  SAMPLE_FIELDS,
  SAMPLE_LIMITS,
  type SampleValues,
  sampleBody,
  sampleProblems,
  toggleMaterial,
} from './sample-validation'

const valid: SampleValues = {
  materialIds: [3, 8],
  quantity: '100 g each',
  purpose: 'A new cream',
  recipient: '김하나',
  mobile: '010-1234-5678',
  zipcode: '06236',
  address1: '서울 강남구 테헤란로 1',
  address2: '',
}

const noProblems = Object.fromEntries(SAMPLE_FIELDS.map((field) => [field, undefined]))

describe('the sample request form', () => {
  it("uses the contract's limits", () => {
    expect(SAMPLE_LIMITS).toEqual({ ...sampleLimits, recipient: profileLimits.name, address: profileLimits.address })
  })

  it('starts with the member’s name, number and address, and nothing chosen', () => {
    const member = { name: '김하나', mobile: '01012345678', zipcode: '06236', address1: '서울', address2: '101호' }
    expect(initialSampleValues(member)).toEqual({
      materialIds: [],
      quantity: '',
      purpose: '',
      recipient: '김하나',
      mobile: '01012345678',
      zipcode: '06236',
      address1: '서울',
      address2: '101호',
    })
    const bare = initialSampleValues({ name: 'Kim', mobile: null, zipcode: null, address1: null, address2: null })
    expect([bare.mobile, bare.zipcode, bare.address1, bare.address2]).toEqual(['', '', '', ''])
    expect(initialSampleValues(null).recipient).toBe('')
  })

  it('ticks up to five materials and refuses a sixth, keeping the choice', () => {
    expect(toggleMaterial([], 4, true)).toEqual({ materialIds: [4], refused: false })
    expect(toggleMaterial([4], 4, true)).toEqual({ materialIds: [4], refused: false })
    expect(toggleMaterial([4, 5], 4, false)).toEqual({ materialIds: [5], refused: false })
    expect(toggleMaterial([1, 2, 3, 4], 5, true)).toEqual({ materialIds: [1, 2, 3, 4, 5], refused: false })
    expect(toggleMaterial([1, 2, 3, 4, 5], 6, true)).toEqual({ materialIds: [1, 2, 3, 4, 5], refused: true })
    expect(toggleMaterial([1, 2, 3, 4, 5], 3, false)).toEqual({ materialIds: [1, 2, 4, 5], refused: false })
  })

  it('accepts a complete request, and its body is one the API accepts', () => {
    expect(sampleProblems(valid)).toEqual(noProblems)
    const body = sampleBody({ ...valid, quantity: ' 100 g ', address2: ' 3층 ' })
    expect(body).toEqual({ ...valid, quantity: '100 g', mobile: '01012345678', address2: '3층' })
    expect(v.safeParse(newSampleRequestSchema, body).success).toBe(true)
  })

  it('explains each bad field in the page language; only the second address line may stay empty', () => {
    overwriteGetLocale(() => 'en-US')
    const empty = { ...initialSampleValues(null) }
    expect(sampleProblems(empty)).toEqual({
      materialIds: 'Please choose at least one raw material.',
      quantity: 'Please enter the quantity.',
      purpose: 'Please tell us what the samples are for.',
      recipient: "Please enter the recipient's name.",
      mobile: 'Please enter a valid mobile number, digits only.',
      zipcode: 'Please enter a 5-digit postal code.',
      address1: 'Please enter the address.',
      address2: undefined,
    })
    expect(
      sampleProblems({
        ...valid,
        materialIds: [1, 2, 3, 4, 5, 6],
        quantity: 'q'.repeat(51),
        purpose: 'p'.repeat(1001),
        recipient: 'r'.repeat(51),
        mobile: '0212345678',
        zipcode: '1234',
        address2: 'a'.repeat(101),
      }),
    ).toEqual({
      materialIds: 'You can choose up to 5 raw materials.',
      quantity: 'Please keep the quantity within 50 characters.',
      purpose: 'Please keep the purpose within 1000 characters.',
      recipient: "Please keep the recipient's name within 50 characters.",
      mobile: 'Please enter a valid mobile number, digits only.',
      zipcode: 'Please enter a 5-digit postal code.',
      address1: undefined,
      address2: 'Please keep the address within 100 characters.',
    })
    overwriteGetLocale(() => 'ja-JP')
    expect(sampleProblems({ ...valid, materialIds: [] }).materialIds).toBe('原料を1つ以上選択してください。')
  })
})
