import * as v from 'valibot'
import { opening } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** Openings; `active`: still open to applicants. Listed open first, then by closing day: no chosen order. */
export const openingKind = declareKind({
  fields: [
    { name: 'title', input: 'localized', max: limits.title },
    { name: 'department', input: 'localized', max: limits.name },
    { name: 'location', input: 'localized', max: limits.name },
    { name: 'description', input: 'localized', max: limits.description, multiline: true },
    { name: 'employmentType', input: 'employment' },
    { name: 'closesAt', input: 'date' },
    { name: 'active', input: 'boolean', initial: true },
  ],
  titleField: 'title',
  order: 'none',
  /** At the company's backend's address (SPEC.md §7). */
  reads: { openings: defineEndpoint({ ...publicGet, path: '/recruits/list', data: v.array(opening) }) },
})
