import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { companyDetailsEndpoints } from '~/api/contract/company-details-endpoints'
import { resolveSiteConfig } from '~/config/site-config.server'
import { getLocale } from '~/paraglide/runtime'
import { log } from '~/server/logging/log.server'

/**
 * The site's configuration with the company's details as staff keep them. When the API cannot answer, the page still
 * renders with the shipped details (the footer's address is not worth an error page) and the failure is logged.
 */
export const getSiteConfig = createServerFn({ method: 'GET' }).handler(async () => {
  const locale = getLocale()
  try {
    return resolveSiteConfig(locale, await api(companyDetailsEndpoints.companyDetails, {}))
  } catch (error) {
    log.warn('config', 'the company details could not be read; showing the shipped ones', { error })
    return resolveSiteConfig(locale)
  }
})
