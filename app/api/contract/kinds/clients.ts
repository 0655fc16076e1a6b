import * as v from 'valibot'
import { client, clientsQuery } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** Clients in the order staff choose; `isMain`: shown on the home page; a logo from the media library. */
export const clientKind = declareKind({
  fields: [
    { name: 'name', input: 'localized', max: limits.name },
    { name: 'sector', input: 'localized', max: limits.name },
    { name: 'logoMediaId', input: 'media' },
    { name: 'isMain', input: 'boolean', initial: false },
  ],
  titleField: 'name',
  order: 'chosen',
  reads: {
    clients: defineEndpoint({ ...publicGet, path: '/clients/list', query: clientsQuery, data: v.array(client) }),
  },
})
