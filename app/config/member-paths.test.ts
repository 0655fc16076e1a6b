import { describe, expect, it } from 'vitest'
import { isMemberPath } from './member-paths'

describe('isMemberPath', () => {
  it.each(['/mypage', '/mypage/', '/mypage/phone', '/sample', '/sample/3', '/en/mypage'])('guards %s', (path) =>
    expect(isMemberPath(path)).toBe(true),
  )
  it.each(['/', '/news', '/samples-of-work', '/mypageant', '/business/material'])('leaves %s public', (path) =>
    expect(isMemberPath(path)).toBe(false),
  )
})
