import { describe, expect, it } from 'vitest'
import { safeRedirectTarget, toSameSitePath } from './safe-redirect'

describe('toSameSitePath', () => {
  it.each([
    ['//evil.test', '/evil.test'],
    ['/\\evil.test', '/evil.test'],
    ['\\\\evil.test/x', '/evil.test/x'],
    ['/\r\n/evil.test', '/evil.test'],
    ['/news', '/news'],
    ['news', '/news'],
  ])('%j → %j', (input, expected) => expect(toSameSitePath(input)).toBe(expected))
})

describe('safeRedirectTarget', () => {
  it('follows same-site paths with their query and hash', () => {
    expect(safeRedirectTarget('/mypage?tab=points#top')).toBe('/mypage?tab=points#top')
  })
  it.each([
    '//evil.test',
    '/\\evil.test',
    'https://evil.test/',
    'javascript:alert(1)',
    '/%0d/evil.test\r\n',
    'evil.test',
    '\t//evil.test',
    '',
    undefined,
  ])('refuses %j', (candidate) => expect(safeRedirectTarget(candidate, '/home')).toBe('/home'))
})
