import { createServerFn } from '@tanstack/react-start'
import { resolveSiteConfig } from '~/config/site-config.server'
import { getLocale } from '~/paraglide/runtime'

export const getSiteConfig = createServerFn({ method: 'GET' }).handler(() => resolveSiteConfig(getLocale()))
