import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { testimonial } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** Testimonials, in the order staff choose. */
export const testimonialKind = declareKind({
  fields: [
    { name: 'author', input: 'localized', label: m.admin_site_field_author, max: limits.name },
    { name: 'affiliation', input: 'localized', label: m.admin_site_field_affiliation, max: limits.name },
    { name: 'quote', input: 'localized', label: m.admin_site_field_quote, max: limits.quote, multiline: true },
  ],
  titleField: 'author',
  order: 'chosen',
  /** At the company's backend's address (SPEC.md §7). */
  reads: { testimonials: defineEndpoint({ ...publicGet, path: '/quotes/list', data: v.array(testimonial) }) },
})
