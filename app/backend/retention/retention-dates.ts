/** Processed inquiries keep their personal data this many months (the privacy notice promises it). */
export const PROCESSED_RETENTION_MONTHS = 3

/**
 * The same moment `months` calendar months earlier (UTC), clamped to the end of a shorter month:
 * 31 May − 3 months = 28 (or 29) February, never 3 March.
 */
export function monthsBefore(date: Date, months: number): Date {
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const result = new Date(date.getTime())
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay))
  return result
}

export interface RetentionCutoffs {
  /** Processed at or before this: destroy. */
  processedBefore: Date
  /** Never processed and received at or before this: destroy. */
  unprocessedBefore: Date
}

export function retentionCutoffs(now: Date, unprocessedMonths: number): RetentionCutoffs {
  return {
    processedBefore: monthsBefore(now, PROCESSED_RETENTION_MONTHS),
    unprocessedBefore: monthsBefore(now, unprocessedMonths),
  }
}

/** The same moment `months` calendar months later (UTC), clamped the same way: 31 August + 6 months = 28 (29) February. */
export function monthsAfter(date: Date, months: number): Date {
  return monthsBefore(date, -months)
}
