import { getTableColumns } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { postKinds as declared } from '~/api/contract/kinds/post-kinds'
import type { PostType } from '~/api/contract/posts'
import { posts } from '~/backend/db/schema'
import { type PostRow, postRows } from './post-rows'

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
})

/** A stored post: the columns given, every other one empty (as a column added since holds nothing). */
const stored = (columns: Partial<PostRow>) =>
  ({ ...Object.fromEntries(Object.keys(getTableColumns(posts)).map((name) => [name, null])), ...columns }) as PostRow

/** A stored post with every column of every type filled, as the console would have written it. */
const row = stored({
  id: 7,
  postType: 'news',
  categoryId: 3,
  title: { 'ko-KR': '제목', 'en-US': 'Title' },
  summary: { 'ko-KR': '요약', 'ja-JP': '要約' },
  body: { 'ko-KR': doc('본문'), 'en-US': doc('Body') },
  publishedAt: '2026-03-04',
  outlet: { 'ko-KR': '신문', 'en-US': 'Daily' },
  link: 'https://example.com/article',
  applicationNumber: '10-2025-0000001',
  registrationNumber: '10-1234567',
  filedAt: '2025-01-02',
  registeredAt: '2026-03-04',
  patentStatus: 'registered',
  office: 'US',
  authors: ['Kim', 'Lee'],
  journal: 'Microbiome',
  year: 2024,
  volume: '12',
  pages: '1-9',
  doi: '10.1000/xyz',
  seo: { noindex: true, translations: { 'en-US': { title: 'Search title', description: 'What it is about', image: null } } },
  publishAt: new Date('2026-03-04T00:00:00Z'),
  unpublishAt: null,
  version: 3,
  updatedAt: new Date('2026-03-04T00:00:00Z'),
  updatedBy: null,
})

/** Decision 120: each post type's row mapping is derived from its declaration. */
describe.each(Object.keys(postRows) as PostType[])('the row mapping of %s, from its declaration', (type) => {
  const mapping = postRows[type]
  const fields = declared[type].formFields

  it('reads a row into fields that write back the same columns (row → contract → row)', () => {
    const values = mapping.fromRow(row)
    expect(Object.keys(values).sort()).toEqual(fields.map((field) => field.name).sort())
    const written = mapping.toRow(values as never)
    const filled = Object.entries(written).filter(([column]) => row[column as keyof PostRow] !== null)
    expect(filled.length).toBeGreaterThan(2)
    for (const [column, value] of filled) expect(value, column).toEqual(row[column as keyof PostRow])
  })

  it('reads back what it wrote of a draft the contract accepts (contract → row → contract)', () => {
    const values = v.parse(declared[type].draftFields, mapping.fromRow(row))
    const written = { ...row, ...mapping.toRow(values as never) }
    expect(mapping.fromRow(written)).toEqual(values)
  })

  it('names each translated field with its column, Korean required unless the field is optional', () => {
    const translated = fields.filter((field) => ['localized', 'optional-localized', 'rich'].includes(field.input))
    expect(mapping.translatedFields.map(({ name, required }) => ({ name, required }))).toEqual(
      translated.map((field) => ({ name: field.name, required: field.input !== 'optional-localized' })),
    )
    for (const field of mapping.translatedFields) expect(field.column).toBeDefined()
  })
})

describe('a post row written before a column was filled', () => {
  const bare = stored({ ...row, summary: null, filedAt: null, year: null, patentStatus: null, office: null, seo: null })

  it('reads as the field’s none or the kind’s fallback, as the console shows it', () => {
    expect(postRows.patent.fromRow(bare)).toMatchObject({
      summary: {},
      filedAt: '2026-03-04',
      status: 'filed',
      office: 'KR',
      seo: { noindex: false, translations: {} },
    })
    expect(postRows.thesis.fromRow(bare)).toMatchObject({ year: 2026 })
    expect(postRows.news.fromRow(bare)).toMatchObject({ summary: { 'ko-KR': '' } })
  })
})

describe('an optional field a client leaves out', () => {
  it('is accepted and stored as its default: none written', () => {
    const { summary: _left, ...withoutSummary } = v.parse(declared.patent.draftFields, postRows.patent.fromRow(row))
    const values = v.parse(declared.patent.draftInput, withoutSummary)
    expect(values.summary).toEqual({})
    expect(postRows.patent.toRow(values)).toMatchObject({ summary: {} })
    expect(v.safeParse(declared.patent.fields, withoutSummary).success).toBe(true)
  })
})

describe('what the public reads show of a row', () => {
  it('shows the fields declared for the list, translated ones in the reader’s language', () => {
    expect(postRows.news.shownOf('list', row, 'en-US')).toMatchObject({
      title: 'Title',
      summary: '요약',
      publishedAt: '2026-03-04',
    })
    expect(postRows.news.shownOf('list', row, 'en-US')).not.toHaveProperty('body')
    expect(postRows.thesis.shownOf('page', row, 'ja-JP')).toEqual({ abstract: '要約', volume: '12', pages: '1-9' })
  })
})
