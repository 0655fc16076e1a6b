import { redirectTargetOf, toAddressOf } from '~/api/contract/redirect-addresses'
import type { RedirectFields, SiteRedirect } from '~/api/contract/redirect-endpoints'
import { m } from '~/paraglide/messages'
import { ApiError } from '../../http/api-error'

/** A redirect's fields as kept and audited: its to-address as the rules write it, and whether it leaves the site. */
export type Fields = Omit<RedirectFields, 'offSite'> & { offSite: boolean }

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
  return { from: fields.from, to: read.target.address, status: fields.status, offSite: read.target.offSite }
}

/** A listed redirect's fields, as an audit entry keeps what it was. */
export const fieldsOf = (redirect: SiteRedirect): Fields => ({
  from: redirect.from,
  to: redirect.to,
  status: redirect.status,
  offSite: toAddressOf(redirect.to)?.offSite ?? false,
})
