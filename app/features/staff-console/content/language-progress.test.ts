import { describe, expect, it } from 'vitest'
import { localizedDraftOf } from '../kit/localized-text-fields'
import type { KindForm } from './kind-form'
import { kindLayouts } from './kind-layouts'
import { languageProgress, localeOfProblem } from './language-progress'

const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

describe('languageProgress', () => {
  it('counts each language’s translated fields written, of the required ones', () => {
    const form: KindForm = {
      ...{ publishedAt: '2026-11-27', categoryId: '' },
      title: localizedDraftOf({ 'ko-KR': '제목', 'ja-JP': 'タイトル' }),
      summary: localizedDraftOf({ 'ko-KR': '요약' }),
      body: { 'ko-KR': paragraph('본문'), 'ja-JP': { type: 'doc', content: [] } } as KindForm[string],
    }
    const progress = languageProgress(kindLayouts.news, form, {})
    expect(progress['ko-KR']).toEqual({ written: 3, expected: 3, problem: false })
    expect(progress['ja-JP']).toEqual({ written: 1, expected: 3, problem: false })
    expect(progress['en-US']).toEqual({ written: 0, expected: 3, problem: false })
  })

  it('counts an optional field only where it has Korean, and marks the language of a problem', () => {
    const form = {
      ...Object.fromEntries(kindLayouts.patent.fields.map((field) => [field.name, ''])),
      title: localizedDraftOf({ 'ko-KR': '특허' }),
      summary: localizedDraftOf({}),
    } as KindForm
    const progress = languageProgress(kindLayouts.patent, form, { 'title.en-US': 'invalid' })
    expect(progress['ko-KR']).toEqual({ written: 1, expected: 1, problem: false })
    expect(progress['en-US']).toEqual({ written: 0, expected: 1, problem: true })
  })
})

describe('languageProgress of a draft saved before an optional field was declared', () => {
  it('counts that field as not asked for', () => {
    const { summary: _declaredSince, ...form } = {
      ...Object.fromEntries(kindLayouts.patent.fields.map((field) => [field.name, ''])),
      title: localizedDraftOf({ 'ko-KR': '특허', 'en-US': 'Patent' }),
    } as KindForm
    const progress = languageProgress(kindLayouts.patent, form, {})
    expect(progress['en-US']).toEqual({ written: 1, expected: 1, problem: false })
  })
})

describe('localeOfProblem', () => {
  it('finds the language anywhere in the key', () => {
    expect(localeOfProblem('specs.0.label.zh-TW')).toBe('zh-TW')
    expect(localeOfProblem('publishedAt')).toBeUndefined()
  })
})
