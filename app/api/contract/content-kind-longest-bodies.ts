import { locales } from '~/i18n/locales'
import { REORDER_MAX_ITEMS } from './content-editing-endpoints'
import {
  clientEditingEndpoints,
  contentKindMaxSpecs,
  faqCategoryEditingEndpoints,
  faqEntryEditingEndpoints,
  figureEditingEndpoints,
  historyEditingEndpoints,
  contentKindTextLimits as limits,
  personEditingEndpoints,
  productEditingByType,
  quoteEditingEndpoints,
  recruitEditingEndpoints,
} from './content-kind-editing-endpoints'
import type { Endpoint } from './endpoint'
import { largestDocument } from './post-editing-longest-bodies'
import { sitePageEditingEndpoints, sitePageTextLimits } from './site-page-endpoints'

/**
 * The longest valid body of every editing call of content-kind-editing-endpoints.ts and site-page-endpoints.ts (for body-limits.test.ts): each
 * text at its limit in all five languages, typed in a language whose every character JSON may escape as \uXXXX.
 */
const typed = (length: number) => 'é'.repeat(length)
const everyLanguage = (max: number) => Object.fromEntries(locales.map((locale) => [locale, typed(max)]))
const bigId = 999_999_999

const longestFields = {
  product: {
    name: everyLanguage(limits.name),
    summary: everyLanguage(limits.summary),
    description: Object.fromEntries(locales.map((locale) => [locale, largestDocument()])),
    specs: Array.from({ length: contentKindMaxSpecs }, () => ({
      label: everyLanguage(limits.specLabel),
      value: everyLanguage(limits.specValue),
    })),
    active: false,
  },
  history: { year: 2100, month: 12, title: everyLanguage(limits.title) },
  client: { name: everyLanguage(limits.name), sector: everyLanguage(limits.name), isMain: false, logoMediaId: bigId },
  person: { name: everyLanguage(limits.name), role: everyLanguage(limits.name), bio: everyLanguage(limits.bio) },
  recruit: {
    title: everyLanguage(limits.title),
    department: everyLanguage(limits.name),
    employmentType: 'FULL_TIME',
    location: everyLanguage(limits.name),
    description: everyLanguage(limits.description),
    closesAt: '2100-12-31',
    active: false,
  },
  quote: { author: everyLanguage(limits.name), affiliation: everyLanguage(limits.name), quote: everyLanguage(limits.quote) },
  figure: { value: typed(limits.figureValue), unit: everyLanguage(limits.figureUnit), label: everyLanguage(limits.title) },
  faqCategory: { name: everyLanguage(limits.name) },
  page: {
    lead: everyLanguage(sitePageTextLimits.lead),
    body: Object.fromEntries(locales.map((locale) => [locale, largestDocument()])),
    effectiveDate: '2100-12-31',
  },
  faqEntry: { categoryId: bigId, question: everyLanguage(limits.question), answer: everyLanguage(limits.answer) },
}

const longestPublish = { version: bigId, publishAt: '2100-01-01T00:00:00.000Z', unpublishAt: '2100-12-31T23:59:59.999Z' }
const longestOrder = { ids: Array.from({ length: REORDER_MAX_ITEMS }, (_, index) => bigId - index) }

function bodiesOf(endpoints: Record<string, Endpoint>, fields: unknown): Array<[Endpoint, unknown]> {
  const bodies: Array<[Endpoint, unknown]> = [
    ...(endpoints.create ? [[endpoints.create, fields] as [Endpoint, unknown]] : []),
    [endpoints.saveDraft as Endpoint, { version: bigId, fields }],
    [endpoints.publish as Endpoint, longestPublish],
    [endpoints.unpublish as Endpoint, { version: bigId }],
    [endpoints.restore as Endpoint, { version: bigId }],
  ]
  if (endpoints.reorder) bodies.push([endpoints.reorder, longestOrder])
  return bodies
}

export const contentKindLongestBodies: Array<[Endpoint, unknown]> = [
  ...bodiesOf(productEditingByType.material, longestFields.product),
  ...bodiesOf(productEditingByType.pb, longestFields.product),
  ...bodiesOf(productEditingByType.related, longestFields.product),
  ...bodiesOf(historyEditingEndpoints, longestFields.history),
  ...bodiesOf(clientEditingEndpoints, longestFields.client),
  ...bodiesOf(personEditingEndpoints, longestFields.person),
  ...bodiesOf(recruitEditingEndpoints, longestFields.recruit),
  ...bodiesOf(quoteEditingEndpoints, longestFields.quote),
  ...bodiesOf(figureEditingEndpoints, longestFields.figure),
  ...bodiesOf(faqCategoryEditingEndpoints, longestFields.faqCategory),
  ...bodiesOf(faqEntryEditingEndpoints, longestFields.faqEntry),
  ...bodiesOf(sitePageEditingEndpoints, longestFields.page),
]
