import { describe, expect, it } from 'vitest'
import { parseContentChange } from './content-changes.server'

describe('a content change as every process hears it', () => {
  it('reads a bare kind, as an operator may send it, as a change made elsewhere', () => {
    expect(parseContentChange('news')).toEqual({ kind: 'news', madeHere: false })
  })

  it("reads another process's change with its item", () => {
    expect(parseContentChange('{"kind":"news","itemId":34,"from":"elsewhere"}')).toEqual({
      kind: 'news',
      itemId: 34,
      madeHere: false,
    })
  })

  it('reads a malformed payload as an unknown change, so the caches are still emptied', () => {
    expect(parseContentChange('{"kind":')).toEqual({ kind: 'unknown', madeHere: false })
  })
})
