import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { rootSearchSchema } from './root-search'

describe('rootSearchSchema', () => {
  it('keeps a supported lang', () => {
    expect(v.parse(rootSearchSchema, { lang: 'zh-TW' })).toEqual({ lang: 'zh-TW' })
  })
  it.each([{}, { lang: 'xx' }, { lang: 42 }, { lang: ['en-US'] }, { lang: 'a'.repeat(3000) }])(
    'falls back to the page locale for %j instead of failing',
    (search) => {
      expect(v.parse(rootSearchSchema, search)).toEqual({ lang: 'ko-KR' })
    },
  )
})
