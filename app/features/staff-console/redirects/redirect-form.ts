import { fromAddressOf, type RedirectStatus, redirectTargetOf, toAddressOf } from '~/api/contract/redirect-addresses'
import type { RedirectSummary } from '~/api/contract/redirect-endpoints'
import { m } from '~/paraglide/messages'
import { problemsOf } from '../kit/form-problems'

/** A redirect as its form holds it: the addresses as typed, and whether the editor chose to send visitors off the site. */
export interface RedirectForm {
  from: string
  to: string
  status: RedirectStatus
  offSite: boolean
}

export type RedirectField = 'from' | 'to'

/**
 * Whether the form's old address is the page of an item (a news article's, a patent's, a paper's: decision 116) that
 * the editor must choose to redirect: not when it is the one the redirect kept already, chosen when it was saved.
 */
export function asksToRetire(form: RedirectForm, kept: RedirectSummary | undefined): boolean {
  const read = fromAddressOf(form.from)
  return 'address' in read && read.itemPage !== undefined && read.address !== kept?.from
}
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
    offSite: redirect ? (toAddressOf(redirect.to)?.offSite ?? false) : false,
  }
}

function fromProblem(typed: string): string | undefined {
  if (!typed.trim()) return m.admin_form_required()
  const read = fromAddressOf(typed)
  if ('address' in read) return undefined
  if (read.problem === 'invalid') return m.admin_redirect_from_invalid()
  return read.page ? m.admin_redirect_from_own_page({ page: readableAddress(read.page) }) : m.admin_redirect_from_own_file()
}

function toProblem(form: RedirectForm): string | undefined {
  if (!form.to.trim()) return m.admin_form_required()
  const read = redirectTargetOf(form.to, form.offSite)
  if (!('problem' in read)) return undefined
  return read.problem === 'off_site' ? m.admin_redirect_to_off_site() : m.admin_redirect_to_invalid()
}

/**
 * The form's problems by the contract's own rules (redirect-addresses.ts); the API checks them again, with the site's
 * own address (an address on its host is kept as a path) and the chains.
 */
export function redirectProblems(form: RedirectForm): RedirectProblems {
  return problemsOf({ from: fromProblem(form.from), to: toProblem(form) })
}
