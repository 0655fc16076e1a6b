import { randomInt } from 'node:crypto'

/** Crockford's base-32 digits: no I, L, O or U, so a receipt read aloud or retyped is not misread. */
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const RANDOM_LENGTH = 6

/** The receipt's date is the company's (Korea), whatever the server's time zone. */
const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })

/**
 * A receipt number such as `Q-20261121-7K3M9P`: the day it was received (Korea) and 6 random base-32 digits
 * (about a billion per day), so receipts cannot be enumerated. The database's unique constraint catches the
 * rare repeat, and the caller draws again.
 */
export function newReceiptNumber(at: Date = new Date(), random: (max: number) => number = randomInt): string {
  const date = seoulDate.format(at).replaceAll('-', '')
  let suffix = ''
  for (let index = 0; index < RANDOM_LENGTH; index += 1) suffix += DIGITS[random(DIGITS.length)]
  return `Q-${date}-${suffix}`
}

export const RECEIPT_NUMBER_PATTERN = /^Q-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/
