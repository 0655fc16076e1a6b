/**
 * A request's kind and route as the metrics label them: the path with every segment that is a number or holds three
 * digits in a row (an id, a receipt number, a date) as `:id`, so a route is one series however many items it shows; an address nothing answered is
 * `(unmatched)`, so that probing random paths never makes new series.
 */
export type RequestKind = 'page' | 'server-function' | 'api' | 'other'

export function requestKind(pathname: string): RequestKind {
  if (pathname.startsWith('/_serverFn/')) return 'server-function'
  if (pathname.startsWith('/api/v1/')) return 'api'
  if (pathname.startsWith('/api/')) return 'other'
  return 'page'
}

const MAX_SEGMENTS = 6

export function routeLabel(pathname: string, status: number): string {
  if (status === 404 || status === 405) return '(unmatched)'
  if (pathname.startsWith('/_serverFn/')) return '/_serverFn/:id'
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length > MAX_SEGMENTS) return '(unmatched)'
  return `/${segments.map((segment) => (/^\d+$|\d{3}/.test(segment) || segment.length > 40 ? ':id' : segment)).join('/')}`
}
