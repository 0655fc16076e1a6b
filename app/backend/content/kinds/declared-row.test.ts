import { boolean, date, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { declareFields } from '~/api/contract/kinds/kind-declaration'
import { draftFieldsSchema } from '~/api/contract/kinds/kind-fields'
import type { SeoFields } from '~/api/contract/seo-fields'
import { localized } from '~/backend/db/columns'
import type { LocalizedRichText } from '~/backend/db/schema'
import { declaredRow } from './declared-row'

const label = () => 'label'
const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
})

/** A throw-away kind with a field of every input, in a throw-away table (decision 120). */
const fields = declareFields([
  { name: 'title', input: 'localized', label, max: 50, shown: 'list' },
  { name: 'subtitle', input: 'optional-localized', label, max: 50, shown: 'list' },
  { name: 'body', input: 'rich', label },
  { name: 'specs', input: 'specs', label },
  { name: 'active', input: 'boolean', label, initial: true },
  { name: 'year', input: 'number', label, min: 1900, max: 2100, initial: () => 2026, shown: 'page' },
  { name: 'code', input: 'text', label, max: 20, initial: 'KR', shown: 'list' },
  { name: 'volume', input: 'optional-text', label, max: 20, shown: 'page', publicName: 'issue' },
  { name: 'authors', input: 'text-list', label, max: 20, maxItems: 5 },
  { name: 'link', input: 'url', label, max: 200 },
  { name: 'day', input: 'date', label, column: 'happenedOn', shown: 'list' },
  { name: 'until', input: 'optional-date', label },
  { name: 'employmentType', input: 'employment', label },
  { name: 'faqCategoryId', input: 'faq-category', label },
  { name: 'status', input: 'patent-status', label },
  { name: 'categoryId', input: 'post-category', label },
  { name: 'mediaId', input: 'media', label },
  { name: 'seo', input: 'seo', label },
])

const things = pgTable('things', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  subtitle: localized('subtitle'),
  body: jsonb('body').$type<LocalizedRichText>(),
  specs: jsonb('specs').$type<{ label: Record<string, string>; value: Record<string, string> }[]>(),
  active: boolean('active'),
  year: smallint('year'),
  code: text('code'),
  volume: text('volume'),
  authors: jsonb('authors').$type<string[]>(),
  link: text('link'),
  happenedOn: date('happened_on', { mode: 'string' }),
  until: date('until', { mode: 'string' }),
  employmentType: text('employment_type', { enum: ['FULL_TIME', 'CONTRACT', 'INTERN'] }),
  faqCategoryId: integer('faq_category_id'),
  status: text('status', { enum: ['filed', 'registered'] }),
  categoryId: integer('category_id'),
  mediaId: integer('media_id'),
  seo: jsonb('seo').$type<SeoFields>(),
})
type Thing = typeof things.$inferSelect

const mapping = declaredRow(fields, things, { day: (row: Thing) => `${row.year}-01-01` })

const filled: Thing = {
  id: 1,
  title: { 'ko-KR': '제목', 'en-US': 'Title' },
  subtitle: { 'ko-KR': '부제' },
  body: { 'ko-KR': doc('본문') },
  specs: [{ label: { 'ko-KR': '균주' }, value: { 'ko-KR': '유산균', 'en-US': 'Lactobacillus' } }],
  active: false,
  year: 2024,
  code: 'US',
  volume: '12',
  authors: ['Kim'],
  link: 'https://example.com/',
  happenedOn: '2024-05-06',
  until: '2025-01-01',
  employmentType: 'CONTRACT',
  faqCategoryId: 4,
  status: 'registered',
  categoryId: 2,
  mediaId: 9,
  seo: { noindex: true, translations: {} },
}

describe('a kind’s row mapping, derived from its declaration (every input)', () => {
  it('reads a row into fields that write back the same columns (row → contract → row)', () => {
    const { id: _id, ...columns } = filled
    expect(mapping.toRow(mapping.fromRow(filled))).toEqual(columns)
  })

  it('reads back what it wrote of fields the contract accepts (contract → row → contract)', () => {
    const values = v.parse(draftFieldsSchema(fields), mapping.fromRow(filled))
    expect(mapping.fromRow({ id: 1, ...mapping.toRow(values) } as Thing)).toEqual(values)
  })

  it('reads what a row holds none of as none, empty, the initial value or the kind’s fallback', () => {
    const { title, year, employmentType, faqCategoryId, active } = filled
    const bare = { ...Object.fromEntries(Object.keys(filled).map((key) => [key, null])), id: 1 } as Thing
    expect(mapping.fromRow({ ...bare, title, year, employmentType, faqCategoryId, active })).toEqual({
      ...mapping.fromRow(filled),
      subtitle: {},
      body: { 'ko-KR': { type: 'doc', content: [] } },
      specs: [],
      code: 'KR',
      volume: null,
      authors: [],
      link: '',
      day: '2024-01-01',
      until: null,
      status: 'filed',
      categoryId: null,
      mediaId: null,
      seo: { noindex: false, translations: {} },
    })
  })

  it('refuses to invent a value the input needs and the kind gives no fallback for', () => {
    expect(() => mapping.fromRow({ ...filled, year: null })).toThrow(/year/)
  })

  it('names its translated fields with their columns, Korean required unless optional', () => {
    expect(mapping.translatedFields).toEqual([
      { name: 'title', column: things.title, required: true },
      { name: 'subtitle', column: things.subtitle, required: false },
      { name: 'body', column: things.body, required: true },
    ])
  })

  it('shows in a public read the fields declared there, under their public names', () => {
    expect(mapping.shownOf('list', filled, 'en-US')).toEqual({ title: 'Title', subtitle: '부제', code: 'US', day: '2024-05-06' })
    expect(mapping.shownOf('page', filled, 'en-US')).toEqual({ year: 2024, issue: '12' })
  })
})
