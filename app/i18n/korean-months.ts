import { seoulDay, seoulDayStart } from './korean-calendar'

/**
 * Months of the company's calendar (`2026-11`), in Korea: the access records' monthly review (decision 110) reviews
 * one at a time.
 */

/** The Korean month of a moment. */
export const seoulMonth = (date: Date): string => seoulDay(date).slice(0, 7)

/** The moment a Korean month starts. */
export const seoulMonthStart = (month: string): Date => seoulDayStart(`${month}-01`)

/** The month `steps` months after `month` (before it when negative). */
export function monthsAfter(month: string, steps: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number)
  const shifted = new Date(Date.UTC(year, index - 1 + steps, 1))
  return shifted.toISOString().slice(0, 7)
}
