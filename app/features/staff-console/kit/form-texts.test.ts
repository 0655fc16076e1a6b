import { describe, expect, it } from 'vitest'
import { fieldDiffs } from '../content/revision-diff'
import { formTexts } from './form-texts'

const draft = (ko: string, en = '') => ({ 'ko-KR': ko, 'en-US': en, 'ja-JP': '', 'zh-CN': '', 'zh-TW': '' })

describe("a form's texts for a stale save's comparison", () => {
  it('reads the fields in the order given, a translated one once per language, as the API keeps the text', () => {
    const texts = formTexts({ phone: ' 02-120-1111 ', name: draft('약국 ', 'Pharmacy'), tags: ['a', ' ', 'b'] }, [
      'name',
      'phone',
      'tags',
    ])
    expect(texts.map((text) => [text.field, text.locale ?? null, text.text])).toEqual([
      ['name', 'ko-KR', '약국'],
      ['name', 'en-US', 'Pharmacy'],
      ['name', 'zh-CN', ''],
      ['name', 'zh-TW', ''],
      ['name', 'ja-JP', ''],
      ['phone', null, '02-120-1111'],
      ['tags', null, 'a, b'],
    ])
  })

  it('shows only what differs between their version and what was typed, not spaces the API drops', () => {
    const theirs = formTexts({ name: draft('약국'), phone: '02-120-2222' }, ['name', 'phone'])
    const mine = formTexts({ name: draft('약국  ', 'Pharmacy'), phone: '02-120-1111' }, ['name', 'phone'])
    expect(fieldDiffs(theirs, mine).map((diff) => [diff.field, diff.locale ?? null, diff.before, diff.after])).toEqual([
      ['name', 'en-US', '', 'Pharmacy'],
      ['phone', null, '02-120-2222', '02-120-1111'],
    ])
  })
})
