import { maskEmail, maskName, maskPhone } from '../audit/mask'

/** A search as the audit log keeps it: masked like the personal data it may be (an address, a number, a name). */
export function maskQuery(q: string | undefined): string | undefined {
  if (q === undefined) return undefined
  if (q.includes('@')) return maskEmail(q) ?? undefined
  if (/^[\d\s+()-]+$/.test(q)) return maskPhone(q) ?? undefined
  return maskName(q) ?? undefined
}
