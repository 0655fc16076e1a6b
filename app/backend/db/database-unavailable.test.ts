import { describe, expect, test } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable'

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code })
}

describe('isDatabaseUnavailable', () => {
  test.each([
    ['a server shutting down (57P01)', withCode('57P01')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['the same, wrapped by the query builder', new Error('Failed query: select 1', { cause: withCode('57P01') })],
  ])('recognizes %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  test.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['a non-error', 'oops'],
    ['nothing', undefined],
  ])('does not mistake %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
