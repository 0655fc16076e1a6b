import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { askQuestionBody, questionLimits } from '~/api/contract/member-area-endpoints'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { QUESTION_LIMITS, questionBody, questionProblems } from './qna-validation'

describe('the question form', () => {
  it("uses the contract's limits", () => {
    expect(QUESTION_LIMITS).toEqual(questionLimits)
  })

  it('accepts a title and a question within their limits, counted without surrounding spaces', () => {
    expect(questionProblems({ title: 'Shipping', content: 'When?' })).toEqual({ title: undefined, content: undefined })
    const atLimit = { title: ` ${'t'.repeat(100)} `, content: `${'c'.repeat(2000)}\n` }
    expect(questionProblems(atLimit)).toEqual({ title: undefined, content: undefined })
    expect(v.safeParse(askQuestionBody, questionBody(atLimit)).success).toBe(true)
  })

  it('explains each bad field in the page language', () => {
    overwriteGetLocale(() => 'en-US')
    expect(questionProblems({ title: '  ', content: '\n' })).toEqual({
      title: 'Please enter a title.',
      content: 'Please enter your question.',
    })
    expect(questionProblems({ title: 't'.repeat(101), content: 'c'.repeat(2001) })).toEqual({
      title: 'Please keep the title within 100 characters.',
      content: 'Please keep your question within 2000 characters.',
    })
    overwriteGetLocale(() => 'ko-KR')
    expect(questionProblems({ title: '', content: 'x' }).title).toBe('제목을 입력해 주세요.')
  })

  it('sends the text trimmed', () => {
    expect(questionBody({ title: '  Hello ', content: '\n line one\nline two \n' })).toEqual({
      title: 'Hello',
      content: 'line one\nline two',
    })
  })
})
