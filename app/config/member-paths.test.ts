import { describe, expect, it } from 'vitest'
import { isConsolePath } from './console-paths'
import { isMemberPath } from './member-paths'

describe('isMemberPath', () => {
  it.each(['/mypage', '/mypage/', '/mypage/phone', '/sample', '/sample/3', '/en/mypage'])('guards %s', (path) =>
    expect(isMemberPath(path)).toBe(true),
  )
  // The router decodes a path and ignores the case of its words: these reach the member area too.
  it.each(['/%6Dypage', '/%6dypage/phone', '/%73ample/3'])('guards %s, a spelling of a member page', (path) =>
    expect(isMemberPath(path)).toBe(true),
  )
  it.each(['/', '/news', '/samples-of-work', '/mypageant', '/business/material'])('leaves %s public', (path) =>
    expect(isMemberPath(path)).toBe(false),
  )
})

describe('isConsolePath', () => {
  it.each(['/admin', '/admin/inquiries', '/ADMIN', '/%61dmin', '/%61dmin/members'])('holds %s in the console', (path) =>
    expect(isConsolePath(path)).toBe(true),
  )
  it.each(['/', '/administration', '/news/admin'])('leaves %s out of it', (path) => expect(isConsolePath(path)).toBe(false))
})
