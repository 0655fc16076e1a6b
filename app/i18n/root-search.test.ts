import { describe, expect, it } from 'vitest'
import { rootSearchSchema } from './root-search'

/** The router hands over whatever the address held. */
const parse = (search: object) => rootSearchSchema(search as Parameters<typeof rootSearchSchema>[0])

describe('rootSearchSchema', () => {
  it('keeps a supported lang', () => {
    expect(parse({ lang: 'zh-TW' })).toEqual({ lang: 'zh-TW' })
  })
  it.each([{}, { lang: 'xx' }, { lang: 42 }, { lang: ['en-US'] }, { lang: 'a'.repeat(3000) }])(
    'falls back to the page locale for %j instead of failing',
    (search) => {
      expect(parse(search)).toEqual({ lang: 'ko-KR' })
    },
  )
})
