import { describe, expect, it } from 'vitest'
import { emptyPostForm, postFieldsOf, postFormOf, postFormProblems } from './post-form'

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
})

describe('the post form', () => {
  it('asks for the Korean title, summary and body of a news item, and nothing in the other languages', () => {
    const form = emptyPostForm(Date.parse('2026-03-01T00:00:00Z'))
    expect(postFormProblems('news', form)).toEqual({
      'title.ko-KR': 'required',
      'summary.ko-KR': 'required',
      'body.ko-KR': 'required',
    })
    const written = {
      ...form,
      title: { ...form.title, 'ko-KR': '새 소식', 'en-US': 'News' },
      summary: { ...form.summary, 'ko-KR': '요약' },
      body: { 'ko-KR': doc('본문') },
    }
    expect(postFormProblems('news', written)).toEqual({})
    expect(postFieldsOf('news', written)).toEqual({
      title: { 'ko-KR': '새 소식', 'en-US': 'News' },
      summary: { 'ko-KR': '요약' },
      body: { 'ko-KR': doc('본문') },
      publishedAt: '2026-03-01',
      categoryId: null,
    })
  })

  it('refuses a press link that is no web address and a day that does not exist', () => {
    const form = {
      ...emptyPostForm(),
      title: { ...emptyPostForm().title, 'ko-KR': '보도' },
      outlet: { ...emptyPostForm().outlet, 'ko-KR': '신문' },
      link: 'javascript:alert(1)',
      publishedAt: '2026-02-30',
    }
    expect(postFormProblems('press', form)).toEqual({ link: 'invalid', publishedAt: 'invalid' })
  })

  it('reads a thesis back as it was written: authors one a line, the year as typed', () => {
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
    }
    const form = postFormOf(fields)
    expect(form.authors).toBe('Kim\nLee')
    expect(form.year).toBe('2024')
    expect(form.categoryId).toBe('3')
    expect(postFieldsOf('thesis', form)).toEqual(fields)
  })
})
