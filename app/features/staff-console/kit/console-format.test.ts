import { describe, expect, it } from 'vitest'
import { loginProblems } from '../sign-in/login-validation'
import { formatTimestamp } from './console-format'
import { nextSort } from './data-table'

describe('console times', () => {
  it('are Korean time, with the date as the language writes it', () => {
    expect(formatTimestamp('2026-11-23T16:30:00.000Z', 'ko-KR')).toBe('2026. 11. 24. 01:30 KST')
    expect(formatTimestamp('2026-11-23T16:30:00.000Z', 'en-US')).toBe('11/24/2026 01:30 KST')
    expect(formatTimestamp('garbage', 'en-US')).toBe('garbage')
  })
})

describe('a table header', () => {
  it('sorts ascending, then descending, then not at all', () => {
    expect(nextSort(undefined, 'name')).toEqual({ id: 'name', desc: false })
    expect(nextSort({ id: 'name', desc: false }, 'name')).toEqual({ id: 'name', desc: true })
    expect(nextSort({ id: 'name', desc: true }, 'name')).toBeUndefined()
    expect(nextSort({ id: 'email', desc: true }, 'name')).toEqual({ id: 'name', desc: false })
  })
})

describe('staff sign-in', () => {
  it('refuses only empty fields before sending (which part is wrong is never said)', () => {
    expect(Object.keys(loginProblems({ email: ' ', password: '', code: '123' }))).toEqual(['email', 'password'])
    expect(loginProblems({ email: 'x', password: 'y', code: 'z' })).toEqual({})
  })
})
