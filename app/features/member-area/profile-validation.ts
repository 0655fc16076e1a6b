import { profileLimits } from '~/api/contract/member-area-endpoints'
import { m } from '~/paraglide/messages'
import { nameProblem } from '../sign-in/sign-in-validation'

export interface ProfileValues {
  name: string
  zipcode: string
  address1: string
  address2: string
  birthday: string
}

/** A birthday as typed (1990-05-17, 1990.05.17, 1990 05 17) in the digits it is stored as. */
export function birthdayDigits(typed: string): string {
  return typed.replace(/[\s./-]/g, '')
}

/** A real date, 8 digits (19990101), not in the future. */
export function isBirthday(value: string, today = new Date()): boolean {
  if (!/^(19|20)\d{6}$/.test(value)) return false
  const date = new Date(Date.UTC(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8))))
  return date.toISOString().slice(0, 10).replaceAll('-', '') === value && date.getTime() <= today.getTime()
}

/** 8 digits are asked for; 8 digits that make no date (19901317) or a future one are told the date does not exist. */
function birthdayProblem(value: string): string | undefined {
  if (!value || isBirthday(value)) return undefined
  return /^\d{8}$/.test(value) ? m.mypage_error_birthday_date() : m.mypage_error_birthday()
}

/** Each field's message, or undefined; the optional fields may stay empty. */
export function profileProblems(values: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  const addressTooLong = (text: string) =>
    text.trim().length > profileLimits.address ? m.mypage_error_address_length({ max: profileLimits.address }) : undefined
  return {
    name: nameProblem(values.name),
    zipcode: values.zipcode && !/^\d{5}$/.test(values.zipcode) ? m.mypage_error_zipcode() : undefined,
    address1: addressTooLong(values.address1),
    address2: addressTooLong(values.address2),
    birthday: birthdayProblem(values.birthday),
  }
}

/** The API's body: trimmed, empty optional fields as null. */
export function profileBody(values: ProfileValues) {
  const orNull = (text: string) => text.trim() || null
  return {
    name: values.name.trim(),
    zipcode: orNull(values.zipcode),
    address1: orNull(values.address1),
    address2: orNull(values.address2),
    birthday: orNull(values.birthday),
  }
}
