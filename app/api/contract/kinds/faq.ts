import { m } from '~/paraglide/messages'
import { declareKind } from './kind-declaration'
import { contentKindTextLimits as limits } from './kind-limits'

/**
 * The FAQ's categories and questions. Their read (`GET /faq`) is the member area's and no shared cache keeps it, so
 * they declare none: a change purges every page.
 */
export const faqCategoryKind = declareKind({
  fields: [{ name: 'name', input: 'localized', label: m.admin_site_field_name, max: limits.name }],
  titleField: 'name',
  order: 'chosen',
  reads: {},
})

/** A question and its answer, ordered within its category: a reorder names the questions of one category. */
export const faqEntryKind = declareKind({
  fields: [
    { name: 'categoryId', input: 'faq-category', label: m.admin_site_field_category },
    { name: 'question', input: 'localized', label: m.admin_site_field_question, max: limits.question },
    { name: 'answer', input: 'localized', label: m.admin_site_field_answer, max: limits.answer, multiline: true },
  ],
  titleField: 'question',
  order: 'grouped',
  reads: {},
})
