import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { seoLimits } from '~/api/contract/seo-fields'
import { m } from '~/paraglide/messages'
import { localizedDraftOf } from '../kit/localized-text-fields'
import { problemText } from './editor-kind'
import { emptyKindForm, kindFieldsInput, kindFormOf, kindFormProblems } from './kind-form'
import { kindLayouts } from './kind-layouts'
import type { SeoDraft } from './seo-form'

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
})

describe('the post types’ forms, from their declarations', () => {
  it('asks for the Korean title, summary and body of a news item, and nothing in the other languages', () => {
    const news = kindLayouts.news
    const form = emptyKindForm(news, new Date('2026-03-01T00:00:00Z'))
    expect(kindFormProblems(news, form, 'publish')).toEqual({
      'title.ko-KR': 'required',
      'summary.ko-KR': 'required',
      'body.ko-KR': 'required',
    })
    const written = {
      ...form,
      title: localizedDraftOf({ 'ko-KR': '새 소식', 'en-US': 'News' }),
      summary: localizedDraftOf({ 'ko-KR': '요약' }),
      body: { 'ko-KR': doc('본문') },
    }
    expect(kindFormProblems(news, written, 'publish')).toEqual({})
    const sent = v.parse(news.schema, kindFieldsInput(news, written)) as Record<string, unknown>
    // Every declared field is sent, each of these as written (an optional field declared since is not this case's).
    expect(Object.keys(sent).sort()).toEqual(news.fields.map((field) => field.name).sort())
    const expected = {
      title: { 'ko-KR': '새 소식', 'en-US': 'News' },
      summary: { 'ko-KR': '요약' },
      body: { 'ko-KR': doc('본문') },
      publishedAt: '2026-03-01',
      categoryId: null,
      seo: { noindex: false, translations: {} },
    }
    for (const [name, value] of Object.entries(expected)) expect(sent[name], name).toEqual(value)
  })

  it('saves a draft begun in Japanese, and asks for the Korean text only to publish it', () => {
    const news = kindLayouts.news
    const form = {
      ...emptyKindForm(news, new Date('2026-03-01T00:00:00Z')),
      title: localizedDraftOf({ 'ja-JP': '新しいお知らせ' }),
      body: { 'ja-JP': doc('本文') },
    }
    expect(kindFormProblems(news, form, 'draft')).toEqual({})
    expect(v.parse(news.draftSchema, kindFieldsInput(news, form))).toMatchObject({
      title: { 'ja-JP': '新しいお知らせ' },
      summary: {},
      body: { 'ja-JP': doc('本文') },
    })
    expect(kindFormProblems(news, form, 'publish')).toEqual({
      'title.ko-KR': 'required',
      'summary.ko-KR': 'required',
      'body.ko-KR': 'required',
    })
  })

  it('saves no draft with nothing typed: its title is asked for, in any one language, as the API asks', () => {
    const news = kindLayouts.news
    const empty = emptyKindForm(news, new Date('2026-03-01T00:00:00Z'))
    const problems = kindFormProblems(news, empty, 'draft')
    expect(problems).toEqual({ title: 'in_no_language' })
    expect(problemText(problems.title)).toBe(m.admin_post_problem_in_no_language())
    expect(v.safeParse(news.draftSchema, kindFieldsInput(news, empty)).issues?.map((issue) => v.getDotPath(issue))).toEqual([
      'title',
    ])
    // Blank in every language is nothing written; one language is enough.
    const blank = { ...empty, title: localizedDraftOf({ 'ko-KR': '   ', 'en-US': ' ' }) }
    expect(kindFormProblems(news, blank, 'draft')).toEqual({ title: 'in_no_language' })
    expect(kindFormProblems(news, { ...empty, title: localizedDraftOf({ 'zh-TW': '新聞' }) }, 'draft')).toEqual({})
  })

  it('says a text over its limit is too long and by how much, in whichever language it is', () => {
    const news = kindLayouts.news
    const form = {
      ...emptyKindForm(news, new Date('2026-03-01T00:00:00Z')),
      title: localizedDraftOf({ 'ko-KR': '제목', 'ja-JP': '長'.repeat(312) }),
    }
    const problems = kindFormProblems(news, form, 'draft')
    expect(problems).toEqual({ 'title.ja-JP': { max: 300, over: 12 } })
    expect(problemText(problems['title.ja-JP'])).toBe(m.admin_post_problem_too_long({ max: '300', over: '12' }))
  })

  it('refuses a press link that is no web address and a day that does not exist', () => {
    const press = kindLayouts.press
    const form = {
      ...emptyKindForm(press),
      title: localizedDraftOf({ 'ko-KR': '보도' }),
      outlet: localizedDraftOf({ 'ko-KR': '신문' }),
      link: 'javascript:alert(1)',
      publishedAt: '2026-02-30',
    }
    expect(kindFormProblems(press, form, 'publish')).toEqual({ link: 'invalid', publishedAt: 'invalid' })
  })

  it('starts a patent as filed at the Korean office, its abstract and registration optional', () => {
    const patent = kindLayouts.patent
    const empty = emptyKindForm(patent)
    expect(empty.status).toBe('filed')
    expect(empty.office).toBe('KR')
    const form = { ...empty, title: localizedDraftOf({ 'ko-KR': '특허' }), applicationNumber: '10-1' }
    expect(kindFormProblems(patent, form, 'publish')).toEqual({})
    expect(kindFieldsInput(patent, form)).toMatchObject({ registrationNumber: null, registeredAt: null, summary: {} })
  })

  it('reads a thesis back as it was written: authors one a line, the year as typed, its search and sharing fields', () => {
    const thesis = kindLayouts.thesis
    const fields = {
      title: { 'ko-KR': '논문' },
      summary: {},
      authors: ['Kim', 'Lee'],
      journal: 'J',
      year: 2024,
      volume: null,
      pages: null,
      doi: '10.1/x',
      categoryId: 3,
      seo: {
        noindex: true,
        translations: { 'en-US': { title: 'A paper', description: '', image: { mediaId: 4, focusX: 0.25, focusY: 0.8 } } },
      },
    }
    const form = kindFormOf(thesis, fields)
    expect(form.authors).toBe('Kim\nLee')
    expect(form.year).toBe('2024')
    expect(form.categoryId).toBe('3')
    expect(v.parse(thesis.schema, kindFieldsInput(thesis, form))).toEqual(fields)
  })
})

describe('the search and sharing fields of a form', () => {
  it('leaves out a language with nothing set, and refuses a title over its limit and a focal point off the image', () => {
    const news = kindLayouts.news
    const form = emptyKindForm(news, new Date('2026-03-01T00:00:00Z'))
    form.title = localizedDraftOf({ 'ko-KR': '제목' })
    const seo = form.seo as SeoDraft
    const written = {
      ...form,
      seo: { ...seo, translations: { ...seo.translations, 'ko-KR': { title: '  제목 ', description: '', image: null } } },
    }
    expect(kindFieldsInput(news, written).seo).toEqual({
      noindex: false,
      translations: { 'ko-KR': { title: '  제목 ', description: '', image: null } },
    })
    const tooLong = {
      ...form,
      seo: {
        ...seo,
        translations: {
          ...seo.translations,
          'en-US': { title: 'x'.repeat(seoLimits.title + 1), description: '', image: { mediaId: 1, focusX: 0.5, focusY: 0 } },
        },
      },
    }
    // A problem is the language's, as for every translated field: the section says which, and by how much it is over.
    expect(kindFormProblems(news, tooLong, 'draft')).toEqual({ 'seo.translations.en-US': { max: seoLimits.title, over: 1 } })
    expect(kindFormProblems(news, tooLong, 'publish')).toMatchObject({
      'seo.translations.en-US': { max: seoLimits.title, over: 1 },
    })
    const pointOff = {
      ...tooLong,
      seo: {
        ...tooLong.seo,
        translations: {
          ...tooLong.seo.translations,
          'en-US': { title: '', description: '', image: { mediaId: 1, focusX: 1.2, focusY: 0 } },
        },
      },
    }
    expect(kindFormProblems(news, pointOff, 'draft')).toEqual({ 'seo.translations.en-US': 'invalid' })
  })

  it('saves a form the browser kept from before the fields existed as setting none', () => {
    const news = kindLayouts.news
    const { seo: _seo, ...kept } = emptyKindForm(news, new Date('2026-03-01T00:00:00Z'))
    expect(kindFieldsInput(news, kept).seo).toEqual({ noindex: false, translations: {} })
  })
})
