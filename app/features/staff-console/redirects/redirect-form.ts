import { fromAddressOf, type RedirectStatus, toAddressOf } from '~/api/contract/redirect-addresses'
import type { RedirectSummary } from '~/api/contract/redirect-endpoints'
import { m } from '~/paraglide/messages'
import { problemsOf } from '../kit/form-problems'

/** A redirect as its form holds it: the addresses as typed. */
export interface RedirectForm {
  from: string
  to: string
  status: RedirectStatus
}

export type RedirectField = 'from' | 'to'
export type RedirectProblems = Partial<Record<RedirectField, string>>

/** The addresses as a person reads them (Korean as Korean, not percent-encoded); as kept when they are not valid. */
export function readableAddress(address: string): string {
  try {
    return decodeURI(address)
  } catch {
    return address
  }
}

export function redirectFormOf(redirect: RedirectSummary | undefined): RedirectForm {
  return {
    from: redirect ? readableAddress(redirect.from) : '',
    to: redirect ? readableAddress(redirect.to) : '',
    status: redirect?.status ?? 301,
  }
}

function fromProblem(typed: string): string | undefined {
  if (!typed.trim()) return m.admin_form_required()
  const read = fromAddressOf(typed)
  if ('address' in read) return undefined
  return read.problem === 'reserved' ? m.admin_redirect_from_reserved() : m.admin_redirect_from_invalid()
}

/** The form's problems by the contract's own rules (redirect-addresses.ts); the API checks them again, and the chains. */
export function redirectProblems(form: RedirectForm): RedirectProblems {
  const to = !form.to.trim()
    ? m.admin_form_required()
    : toAddressOf(form.to) === undefined
      ? m.admin_redirect_to_invalid()
      : undefined
  return problemsOf({ from: fromProblem(form.from), to })
}
