import { setResponseHeader } from '@tanstack/react-start/server'

/**
 * A staff call's answer holds personal data: it is never stored by a browser's or a shared cache, as the console's
 * pages are not (the server function's own response; during a page's render, the page's, which is private already).
 */
export function privateAnswer<T>(answer: Promise<T>): Promise<T> {
  setResponseHeader('cache-control', 'private, no-store')
  return answer
}
