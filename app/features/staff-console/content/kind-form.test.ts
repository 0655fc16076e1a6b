import { describe, expect, it } from 'vitest'
import { localizedDraftOf } from '../kit/localized-text-fields'
import {
  emptyKindForm,
  type KindForm,
  kindFieldsInput,
  kindFieldTexts,
  kindFormOf,
  kindFormProblems,
  kindInputId,
  specRow,
} from './kind-form'
import { kindLayouts } from './kind-layouts'

const product = kindLayouts['products-pb']
const clients = kindLayouts.clients

describe('the forms of the site’s other content', () => {
  it('starts a product as current, with no specifications, and asks for its Korean texts', () => {
    const form = emptyKindForm(product)
    expect(form.active).toBe(true)
    expect(form.specs).toEqual([])
    expect(kindFormProblems(product, form, 'publish')).toEqual({
      'name.ko-KR': 'required',
      'summary.ko-KR': 'required',
      'description.ko-KR': 'required',
    })
  })

  it('names a specification line’s missing Korean label by its line, and sends the lines without their keys', () => {
    const form = {
      ...emptyKindForm(product),
      name: localizedDraftOf({ 'ko-KR': '유산균' }),
      summary: localizedDraftOf({ 'ko-KR': '요약' }),
      description: {
        'ko-KR': {
          type: 'doc' as const,
          content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: '설명' }] }],
        },
      },
      specs: [specRow({ 'ko-KR': '용량' }, { 'ko-KR': '30 ml', 'en-US': '30 ml' }), specRow(undefined, { 'ko-KR': '60정' })],
    }
    expect(kindFormProblems(product, form, 'publish')).toEqual({ 'specs.1.label.ko-KR': 'required' })
    expect(kindInputId('specs.1.label.ko-KR')).toBe('item-specs-1-label-ko-KR')
    const input = kindFieldsInput(product, form)
    expect(input.specs).toEqual([
      { label: localizedDraftOf({ 'ko-KR': '용량' }), value: localizedDraftOf({ 'ko-KR': '30 ml', 'en-US': '30 ml' }) },
      { label: localizedDraftOf(null), value: localizedDraftOf({ 'ko-KR': '60정' }) },
    ])
  })

  it('edits a long-form page: its body as rich text per language, its effective date empty as none', () => {
    const page = kindLayouts.pages
    const paragraph = {
      type: 'doc' as const,
      content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: '본문' }] }],
    }
    const form = kindFormOf(page, { lead: { 'ko-KR': '머리글' }, body: { 'ko-KR': paragraph }, effectiveDate: null })
    expect(form.effectiveDate).toBe('')
    expect(kindFormProblems(page, form, 'publish')).toEqual({})
    expect(kindFieldsInput(page, form)).toMatchObject({ body: { 'ko-KR': paragraph }, effectiveDate: null })
    const emptied = { ...form, body: {} }
    expect(kindFormProblems(page, emptied, 'publish')).toEqual({ 'body.ko-KR': 'required' })
    expect(kindFieldTexts(page, { ...form, body: { 'ko-KR': paragraph } }).find((text) => text.field === 'body')?.text).toBe(
      '본문',
    )
  })

  it('reads a client back as it was written: its logo, or none when it was removed', () => {
    const fields = { name: { 'ko-KR': '셀랙티스' }, sector: { 'ko-KR': '화장품' }, isMain: true, logoMediaId: 7 }
    const form = kindFormOf(clients, fields)
    expect(form.logoMediaId).toBe('7')
    expect(form.isMain).toBe(true)
    expect(kindFieldsInput(clients, form)).toMatchObject({ isMain: true, logoMediaId: 7 })
    expect(kindFieldsInput(clients, { ...form, logoMediaId: '' })).toMatchObject({ logoMediaId: null })
    expect(kindFormProblems(clients, form, 'publish')).toEqual({})
  })

  it('shows a text the API would refuse at its field and language, what was typed kept: lines only where a textarea is', () => {
    const page = kindLayouts.pages
    const paragraph = (text: string) => ({
      type: 'doc' as const,
      content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
    })
    const form = kindFormOf(page, {
      lead: { 'ko-KR': '첫 줄\n둘째 줄', 'en-US': 'Lead\uffff' },
      body: { 'ko-KR': paragraph('본문'), 'ja-JP': paragraph('本文\ud800') },
      effectiveDate: null,
    })
    expect(kindFormProblems(page, form, 'draft')).toEqual({ 'lead.en-US': 'unkeepable', 'body.ja-JP': 'unkeepable' })
    expect((form.lead as Record<string, string>)['en-US']).toBe('Lead\uffff')
    const withTitle = { ...emptyKindForm(clients), name: localizedDraftOf({ 'ko-KR': '셀랙티스\n주식회사' }) }
    expect(kindFormProblems(clients, withTitle, 'draft')).toMatchObject({ 'name.ko-KR': 'line_break' })
  })

  it('refuses a history month out of the year and a figure without its value', () => {
    const history = kindLayouts.history
    const form: KindForm = { ...emptyKindForm(history, new Date('2026-03-01')), title: localizedDraftOf({ 'ko-KR': '설립' }) }
    expect(form.year).toBe('2026')
    expect(kindFormProblems(history, { ...form, month: '13' }, 'publish')).toEqual({ month: 'invalid' })
    expect(kindFormProblems(history, { ...form, month: '' }, 'publish')).toEqual({ month: 'required' })
    const figures = kindLayouts.figures
    const figure = {
      ...emptyKindForm(figures),
      label: localizedDraftOf({ 'ko-KR': '특허' }),
      unit: localizedDraftOf({ 'ko-KR': '건' }),
    }
    expect(kindFormProblems(figures, figure, 'publish')).toEqual({ value: 'required' })
  })

  it('compares specifications line by line in each language', () => {
    const before = { specs: [{ label: { 'ko-KR': '용량' }, value: { 'ko-KR': '30 ml' } }] }
    const after = { specs: [{ label: { 'ko-KR': '용량' }, value: { 'ko-KR': '50 ml' } }] }
    const korean = (fields: Record<string, unknown>) =>
      kindFieldTexts(product, fields).find((text) => text.field === 'specs' && text.locale === 'ko-KR')?.text
    expect(korean(before)).toBe('용량: 30 ml')
    expect(korean(after)).toBe('용량: 50 ml')
  })
})
