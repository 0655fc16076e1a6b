// Apart from format.ts: only the member area and the console show phone numbers, and format.ts loads on every page.

/**
 * A Korean phone number as people read it: 010-7346-6637, 011-234-5678, 02-1234-5678. The digits the API stores (a
 * staff member's masked `010****6637` too) are grouped; anything else is shown as it came.
 */
export function formatPhoneNumber(value: string): string {
  const seoul = /^(02)([\d*]{3,4})([\d*]{4})$/.exec(value)
  const other = /^(0\d{2})([\d*]{3,4})([\d*]{4})$/.exec(value)
  const parts = seoul ?? other
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : value
}
