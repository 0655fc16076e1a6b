import { describe, expect, it } from 'vitest'
import { parseContentChange } from './content-changes.server'

describe('a content change as every process hears it', () => {
  it('reads a bare kind, as an operator may send it', () => {
    expect(parseContentChange('news')).toEqual({ kind: 'news' })
  })

  it('reads a change with its item, whatever else the payload carries (an earlier release named its process)', () => {
    expect(parseContentChange('{"kind":"news","itemId":34,"from":"elsewhere"}')).toEqual({ kind: 'news', itemId: 34 })
  })

  it('reads the mark of the process and change that sent it', () => {
    expect(parseContentChange('{"kind":"faq","mark":"a1b2:7"}')).toEqual({ kind: 'faq', mark: 'a1b2:7' })
  })

  it('reads a malformed payload as an unknown change, so the caches are still emptied', () => {
    expect(parseContentChange('{"kind":')).toEqual({ kind: 'unknown' })
  })
})
