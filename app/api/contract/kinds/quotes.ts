import * as v from 'valibot'
import { quote } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** Testimonials, in the order staff choose. */
export const quoteKind = declareKind({
  contentType: 'quote',
  fields: [
    { name: 'author', input: 'localized', max: limits.name },
    { name: 'affiliation', input: 'localized', max: limits.name },
    { name: 'quote', input: 'localized', max: limits.quote, multiline: true },
  ],
  titleField: 'author',
  order: 'chosen',
  reads: { quotes: defineEndpoint({ ...publicGet, path: '/quotes/list', data: v.array(quote) }) },
  surrogateKey: 'quote',
})
