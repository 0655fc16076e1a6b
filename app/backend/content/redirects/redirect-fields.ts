import { redirectTargetOf, toAddressOf } from '~/api/contract/redirect-addresses'
import type { RedirectFields, SiteRedirect } from '~/api/contract/redirect-endpoints'
import { m } from '~/paraglide/messages'
import { ApiError } from '../../http/api-error'
import { itemPageOfAddress } from './redirect-item-pages'

/**
 * A redirect's fields as kept and audited: its to-address as the rules write it, whether it leaves the site, and
 * whether it retires an item's page (only for the page of an item, decision 116).
 */
export type Fields = Omit<RedirectFields, 'offSite' | 'retiredPage'> & { offSite: boolean; retiredPage?: boolean }

/** The fields as kept and audited: `retiredPage` said of an item's page only. */
export const auditedFields = (fields: Omit<Fields, 'retiredPage'>, retiredPage: boolean): Fields => ({
  ...fields,
  ...(itemPageOfAddress(fields.from) ? { retiredPage } : {}),
})

/**
 * The fields as kept (decision 111): a to-address on the site's own host (`siteUrl`, SITE_URL) as the path it names;
 * one on another site only when the editor chose to send visitors there, else refused under the field.
 */
export function keptFields(fields: RedirectFields, siteUrl: string): Fields {
  const read = redirectTargetOf(fields.to, fields.offSite ?? false, siteUrl)
  if ('problem' in read) {
    const message = read.problem === 'off_site' ? m.admin_redirect_to_off_site : m.admin_redirect_to_invalid
    throw new ApiError('BAD_REQUEST', (locale) => message({}, { locale }), {}, 'to')
  }
  const kept = { from: fields.from, to: read.target.address, status: fields.status, offSite: read.target.offSite }
  return auditedFields(kept, fields.retiredPage ?? false)
}

/** A listed redirect's fields, as an audit entry keeps what it was (an item's page it redirects was retired by choice). */
export const fieldsOf = (redirect: SiteRedirect): Fields =>
  auditedFields(
    { from: redirect.from, to: redirect.to, status: redirect.status, offSite: toAddressOf(redirect.to)?.offSite ?? false },
    true,
  )
