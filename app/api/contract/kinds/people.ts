import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { person } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** The company's people, in the order staff choose. Their public read is the company's backend's `GET /members`. */
export const personKind = declareKind({
  fields: [
    { name: 'name', input: 'localized', label: m.admin_site_field_name, max: limits.name },
    { name: 'role', input: 'localized', label: m.admin_site_field_role, max: limits.name },
    { name: 'bio', input: 'localized', label: m.admin_site_field_bio, max: limits.bio, multiline: true },
  ],
  titleField: 'name',
  order: 'chosen',
  reads: { people: defineEndpoint({ ...publicGet, path: '/members', data: v.array(person) }) },
})
