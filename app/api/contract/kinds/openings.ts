import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { opening } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** Openings; `active`: still open to applicants. Listed open first, then by closing day: no chosen order. */
export const openingKind = declareKind({
  fields: [
    { name: 'title', input: 'localized', label: m.admin_site_field_title, max: limits.title },
    { name: 'department', input: 'localized', label: m.admin_site_field_department, max: limits.name },
    { name: 'location', input: 'localized', label: m.admin_site_field_location, max: limits.name },
    { name: 'description', input: 'localized', label: m.admin_site_field_description, max: limits.description, multiline: true },
    { name: 'employmentType', input: 'employment', label: m.admin_site_field_employment_type },
    { name: 'closesAt', input: 'date', label: m.admin_site_field_closes_at },
    { name: 'active', input: 'boolean', label: m.admin_site_field_active, initial: true },
  ],
  titleField: 'title',
  order: 'none',
  /** At the company's backend's address (SPEC.md §7). */
  reads: { openings: defineEndpoint({ ...publicGet, path: '/recruits/list', data: v.array(opening) }) },
})
