import { expect, it } from 'vitest'
import { leakPattern } from '../leak-pattern'

// The fuzz tests are only as strict as this pattern: it must catch what a leak looks like, and pass ordinary text.

it('catches a stack trace as Node prints it, and escaped inside JSON', () => {
  const error = new Error('boom')
  expect(error.stack).toMatch(leakPattern)
  expect(JSON.stringify({ error: error.stack })).toMatch(leakPattern)
  expect('Error: x\n    at async Promise.all (index 0)').toMatch(leakPattern)
})

it("catches a database driver's and PostgreSQL's own words", () => {
  for (const text of [
    'Failed query: select "id" from "posts" where "id" = $1',
    'error: duplicate key value violates unique constraint "members_email_key"',
    'syntax error at or near "OR"',
    'relation "posts" does not exist',
    'PGlite is closed',
  ]) {
    expect(text).toMatch(leakPattern)
  }
})

it("catches a validator's issues, as a message and as the JSON the framework put into a page", () => {
  const issues = [
    { kind: 'validation', type: 'regex', message: 'Invalid format: Expected /^[^\\u0000]*$/ but received "\\u0001"' },
  ]
  for (const text of [issues[0]?.message ?? '', JSON.stringify(issues, undefined, 2), JSON.stringify(JSON.stringify(issues))]) {
    expect(text).toMatch(leakPattern)
  }
  expect(JSON.stringify(JSON.stringify([{ kind: 'schema', type: 'string' }]))).toMatch(leakPattern)
})

it('lets page text, addresses and JSON through', () => {
  for (const text of [
    'Meet us at Seoul (Gangnam station, exit 3)',
    '<script type="module" src="/assets/main-Bx12.js"></script>',
    '{"error":{"status":400,"code":"VALIDATION","message":"Check the page number."}}',
    '서울특별시 강남구 테헤란로 (역삼동)',
  ]) {
    expect(text).not.toMatch(leakPattern)
  }
})
