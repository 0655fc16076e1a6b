import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { figure } from '../company'
import { defineEndpoint } from '../endpoint'
import { publicGet } from '../public-get'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/** A marketing figure: `value` as shown (`7.5`), its unit and what it counts; in the order staff choose. */
export const figureKind = declareKind({
  fields: [
    { name: 'label', input: 'localized', label: m.admin_site_field_label, max: limits.title },
    { name: 'value', input: 'text', label: m.admin_site_field_value, max: limits.figureValue },
    { name: 'unit', input: 'localized', label: m.admin_site_field_unit, max: limits.figureUnit },
  ],
  titleField: 'label',
  order: 'chosen',
  reads: { figures: defineEndpoint({ ...publicGet, path: '/figures', data: v.array(figure) }) },
})
