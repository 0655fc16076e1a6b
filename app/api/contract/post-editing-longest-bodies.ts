import { locales } from '~/i18n/locales'
import type { Endpoint } from './endpoint'
import { postTextLimits as limits, postCategoryEditingEndpoints, postEditingByType } from './post-editing-endpoints'
import { type RichDocument, richTextLimits } from './rich-text'

/**
 * The longest valid body of every call of post-editing-endpoints.ts (for body-limits.test.ts): each text at its limit
 * in all five languages, typed in a language whose every character JSON may escape as \uXXXX.
 */
const typed = (length: number) => 'é'.repeat(length)
const everyLanguage = <T>(value: T) => Object.fromEntries(locales.map((locale) => [locale, value]))
const bigId = 999_999_999
const day = '2100-12-31'

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

const longestFields = {
  news: {
    title: everyLanguage(typed(limits.title)),
    summary: everyLanguage(typed(limits.summary)),
    body: everyLanguage(largestDocument()),
    publishedAt: day,
    categoryId: bigId,
  },
  press: {
    title: everyLanguage(typed(limits.title)),
    outlet: everyLanguage(typed(limits.outlet)),
    link: `https://example.com/${'a'.repeat(2000 - 20)}`,
    publishedAt: day,
  },
  patent: {
    title: everyLanguage(typed(limits.title)),
    summary: everyLanguage(typed(limits.abstract)),
    applicationNumber: typed(limits.number),
    registrationNumber: typed(limits.number),
    filedAt: day,
    registeredAt: day,
    status: 'registered',
    office: typed(20),
    categoryId: bigId,
  },
  thesis: {
    title: everyLanguage(typed(limits.title)),
    summary: everyLanguage(typed(limits.abstract)),
    authors: Array.from({ length: 100 }, () => typed(limits.author)),
    journal: typed(limits.journal),
    year: 2100,
    volume: typed(limits.number),
    pages: typed(limits.number),
    doi: typed(200),
    categoryId: bigId,
  },
}

const longestPublish = { version: bigId, publishAt: '2100-01-01T00:00:00.000Z', unpublishAt: '2100-12-31T23:59:59.999Z' }

function bodiesOf(endpoints: (typeof postEditingByType)[keyof typeof postEditingByType], fields: unknown) {
  return [
    [endpoints.create, fields],
    [endpoints.saveDraft, { version: bigId, fields }],
    [endpoints.publish, longestPublish],
    [endpoints.unpublish, { version: bigId }],
    [endpoints.restore, { version: bigId }],
    [endpoints.preview, {}],
  ] as Array<[Endpoint, unknown]>
}

export const postEditingLongestBodies: Array<[Endpoint, unknown]> = [
  ...bodiesOf(postEditingByType.news, longestFields.news),
  ...bodiesOf(postEditingByType.press, longestFields.press),
  ...bodiesOf(postEditingByType.patent, longestFields.patent),
  ...bodiesOf(postEditingByType.thesis, longestFields.thesis),
  [postCategoryEditingEndpoints.categoryCreate, { postType: 'thesis', name: everyLanguage(typed(100)) }],
  [postCategoryEditingEndpoints.categoryUpdate, { name: everyLanguage(typed(100)) }],
]
