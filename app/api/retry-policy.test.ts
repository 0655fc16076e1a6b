import { notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './api-errors'
import { shouldRetryQuery } from './retry-policy'

describe('shouldRetryQuery', () => {
  it('retries a server or network failure once', () => {
    expect(shouldRetryQuery(0, new ApiRequestError(503, 'UNAVAILABLE', 'down'))).toBe(true)
    expect(shouldRetryQuery(0, new Error('network'))).toBe(true)
    expect(shouldRetryQuery(1, new ApiRequestError(503, 'UNAVAILABLE', 'down'))).toBe(false)
  })
  it('never retries a not-found or another client error', () => {
    expect(shouldRetryQuery(0, notFound())).toBe(false)
    expect(shouldRetryQuery(0, new ApiRequestError(400, 'BAD_REQUEST', 'bad'))).toBe(false)
    expect(shouldRetryQuery(0, new ApiRequestError(429, 'RATE_LIMITED', 'slow down'))).toBe(false)
  })
})
