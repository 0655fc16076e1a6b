import {
  contentKindTextLimits as limits,
  contentKindFieldSchemas as schemas,
} from '~/api/contract/content-kind-editing-endpoints'
import { sitePageFields, sitePageTextLimits } from '~/api/contract/site-page-endpoints'
import type { SiteContentKind } from './editable-kinds'
import type { KindLayout } from './site-content-form'

const product: KindLayout = {
  schema: schemas.product,
  titleField: 'name',
  fields: [
    { name: 'name', input: 'localized', max: limits.name },
    { name: 'summary', input: 'localized', max: limits.summary, multiline: true },
    { name: 'description', input: 'rich' },
    { name: 'specs', input: 'specs' },
    { name: 'active', input: 'boolean', initial: true },
  ],
}

/** Each kind's form: its fields in order, with the input each takes (the contract's schema checks them). */
export const siteContentLayouts: Record<SiteContentKind, KindLayout> = {
  'products-material': product,
  'products-pb': product,
  'products-related': product,
  history: {
    schema: schemas.history,
    titleField: 'title',
    fields: [
      { name: 'year', input: 'number', min: 1900, max: 2100, initial: (now) => now.getFullYear() },
      { name: 'month', input: 'number', min: 1, max: 12, initial: (now) => now.getMonth() + 1 },
      { name: 'title', input: 'localized', max: limits.title },
    ],
  },
  clients: {
    schema: schemas.client,
    titleField: 'name',
    fields: [
      { name: 'name', input: 'localized', max: limits.name },
      { name: 'sector', input: 'localized', max: limits.name },
      { name: 'logoMediaId', input: 'media' },
      { name: 'isMain', input: 'boolean', initial: false },
    ],
  },
  people: {
    schema: schemas.person,
    titleField: 'name',
    fields: [
      { name: 'name', input: 'localized', max: limits.name },
      { name: 'role', input: 'localized', max: limits.name },
      { name: 'bio', input: 'localized', max: limits.bio, multiline: true },
    ],
  },
  quotes: {
    schema: schemas.quote,
    titleField: 'author',
    fields: [
      { name: 'author', input: 'localized', max: limits.name },
      { name: 'affiliation', input: 'localized', max: limits.name },
      { name: 'quote', input: 'localized', max: limits.quote, multiline: true },
    ],
  },
  figures: {
    schema: schemas.figure,
    titleField: 'label',
    fields: [
      { name: 'label', input: 'localized', max: limits.title },
      { name: 'value', input: 'text', max: limits.figureValue },
      { name: 'unit', input: 'localized', max: limits.figureUnit },
    ],
  },
  recruits: {
    schema: schemas.recruit,
    titleField: 'title',
    fields: [
      { name: 'title', input: 'localized', max: limits.title },
      { name: 'department', input: 'localized', max: limits.name },
      { name: 'location', input: 'localized', max: limits.name },
      { name: 'description', input: 'localized', max: limits.description, multiline: true },
      { name: 'employmentType', input: 'employment' },
      { name: 'closesAt', input: 'date' },
      { name: 'active', input: 'boolean', initial: true },
    ],
  },
  'faq-categories': {
    schema: schemas.faqCategory,
    titleField: 'name',
    fields: [{ name: 'name', input: 'localized', max: limits.name }],
  },
  pages: {
    schema: sitePageFields,
    titleField: 'lead',
    fields: [
      { name: 'lead', input: 'localized', max: sitePageTextLimits.lead, multiline: true },
      { name: 'body', input: 'rich' },
      { name: 'effectiveDate', input: 'optional-date' },
    ],
  },
  'faq-entries': {
    schema: schemas.faqEntry,
    titleField: 'question',
    fields: [
      { name: 'categoryId', input: 'faq-category' },
      { name: 'question', input: 'localized', max: limits.question },
      { name: 'answer', input: 'localized', max: limits.answer, multiline: true },
    ],
  },
}
