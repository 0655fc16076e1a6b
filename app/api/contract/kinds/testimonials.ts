import * as v from 'valibot'
import { testimonial } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** Testimonials, in the order staff choose. */
export const testimonialKind = declareKind({
  fields: [
    { name: 'author', input: 'localized', max: limits.name },
    { name: 'affiliation', input: 'localized', max: limits.name },
    { name: 'quote', input: 'localized', max: limits.quote, multiline: true },
  ],
  titleField: 'author',
  order: 'chosen',
  /** At the company's backend's address (SPEC.md §7). */
  reads: { testimonials: defineEndpoint({ ...publicGet, path: '/quotes/list', data: v.array(testimonial) }) },
})
