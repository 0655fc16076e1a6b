import { locales } from '~/i18n/locales'
import { employmentTypes } from './company'
import { REORDER_MAX_ITEMS } from './content-editing-endpoints'
import type { Endpoint } from './endpoint'
import { contentKinds, kindNames } from './kinds/content-kinds'
import { editingByKind } from './kinds/kind-editing-endpoints'
import type { FormField } from './kinds/kind-fields'
import { contentKindMaxSpecs, contentKindTextLimits as limits } from './kinds/kind-limits'
import { patentStatuses } from './posts'
import { type RichDocument, richTextLimits } from './rich-text'
import { seoLimits } from './seo-fields'

/**
 * The longest valid body of every editing call of the declared kinds (kinds/, from each form's fields and their
 * limits; for body-limits.test.ts): each text at its limit in all five languages, typed
 * in a language whose every character JSON may escape as \uXXXX.
 */
export const typed = (length: number) => 'é'.repeat(length)
const everyLanguage = (max: number) => Object.fromEntries(locales.map((locale) => [locale, typed(max)]))
const asciiLength = (value: unknown) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, 'uXXXXX').length

/** A document as large as one may be: paragraphs of typed text up to the document's byte limit. */
export function largestDocument(): RichDocument {
  const doc: RichDocument = { type: 'doc', content: [] }
  const paragraph = (length: number) => ({
    type: 'paragraph' as const,
    content: [{ type: 'text' as const, text: typed(length) }],
  })
  while (asciiLength({ ...doc, content: [...doc.content, paragraph(richTextLimits.text)] }) <= richTextLimits.documentBytes) {
    doc.content.push(paragraph(richTextLimits.text))
  }
  const room = richTextLimits.documentBytes - asciiLength({ ...doc, content: [...doc.content, paragraph(1)] })
  doc.content.push(paragraph(1 + Math.floor(room / 6)))
  return doc
}

const everyDocument = () => Object.fromEntries(locales.map((locale) => [locale, largestDocument()]))
const bigId = 999_999_999
const lastDay = '2100-12-31'
const longestSeo = () => ({
  noindex: false,
  translations: Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        title: typed(seoLimits.title),
        description: typed(seoLimits.description),
        image: { mediaId: bigId, focusX: 0.123456789012345, focusY: 0.987654321098765 },
      },
    ]),
  ),
})
const longestOf = (values: readonly string[]) => values.reduce((long, value) => (value.length > long.length ? value : long))

function longestValue(field: FormField): unknown {
  switch (field.input) {
    case 'localized':
    case 'optional-localized':
      return everyLanguage(field.max)
    case 'rich':
      return everyDocument()
    case 'specs':
      return Array.from({ length: contentKindMaxSpecs }, () => ({
        label: everyLanguage(limits.specLabel),
        value: everyLanguage(limits.specValue),
      }))
    case 'boolean':
      return false
    case 'number':
      return field.max
    case 'text':
    case 'optional-text':
      return typed(field.max)
    case 'text-list':
      return Array.from({ length: field.maxItems }, () => typed(field.max))
    case 'url':
      return `https://example.com/${'a'.repeat(field.max - 20)}`
    case 'date':
    case 'optional-date':
      return lastDay
    case 'employment':
      return longestOf(employmentTypes)
    case 'patent-status':
      return longestOf(patentStatuses)
    case 'faq-category':
    case 'post-category':
    case 'media':
      return bigId
    case 'seo':
      return longestSeo()
  }
}

export const longestFields = (fields: readonly FormField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, longestValue(field)]))

const longestPublish = { version: bigId, publishAt: '2100-01-01T00:00:00.000Z', unpublishAt: '2100-12-31T23:59:59.999Z' }
const longestOrder = { ids: Array.from({ length: REORDER_MAX_ITEMS }, (_, index) => bigId - index) }

/** The longest bodies of a kind's editing calls (create, save, publish, unpublish, restore, and reorder if it has one). */
export function bodiesOf(endpoints: Record<string, Endpoint>, fields: unknown): Array<[Endpoint, unknown]> {
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

export const contentKindLongestBodies: Array<[Endpoint, unknown]> = kindNames.flatMap((name) =>
  bodiesOf(editingByKind[name], longestFields(contentKinds[name].formFields)),
)
