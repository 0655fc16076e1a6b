import { isNotFound } from '@tanstack/react-router'

/**
 * Retry a failed read once, but only when trying again can help: never a not-found or another 4xx answer
 * (it would only double the work and delay the page by the retry's wait).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || isNotFound(error)) return false
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : 500
  return !(status >= 400 && status < 500)
}
