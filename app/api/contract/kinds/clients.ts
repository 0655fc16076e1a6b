import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { client, clientsQuery } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** Clients in the order staff choose; `isMain`: shown on the home page; a logo from the media library. */
export const clientKind = declareKind({
  fields: [
    { name: 'name', input: 'localized', label: m.admin_site_field_name, max: limits.name },
    { name: 'sector', input: 'localized', label: m.admin_site_field_sector, max: limits.name },
    { name: 'logoMediaId', input: 'media', label: m.admin_site_field_logo },
    { name: 'isMain', input: 'boolean', label: m.admin_site_field_is_main, initial: false },
  ],
  titleField: 'name',
  order: 'chosen',
  reads: {
    clients: defineEndpoint({ ...publicGet, path: '/clients/list', query: clientsQuery, data: v.array(client) }),
  },
})
