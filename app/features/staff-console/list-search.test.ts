import { describe, expect, it } from 'vitest'
import { memberQueryOf, pointsPageOf } from './members/member-search'
import { outboxQueryOf } from './outbox/outbox-search'
import { questionQueryOf } from './questions/question-search'
import { idSegmentOf, uuidSegmentOf } from './record-segments'
import { sampleQueryOf } from './samples/sample-search'

describe('the operations lists read their address', () => {
  it('questions: all of them, waiting first, unless a status is chosen', () => {
    expect(questionQueryOf({})).toEqual({ status: 'all', page: 1, size: 20 })
    expect(questionQueryOf({ status: 'waiting', page: 2 })).toEqual({ status: 'waiting', page: 2, size: 20 })
    expect(questionQueryOf({ status: 'open', page: -1 })).toEqual({ status: 'all', page: 1, size: 20 })
  })

  it('sample requests: the open ones unless a status is chosen', () => {
    expect(sampleQueryOf({})).toMatchObject({ status: 'open', page: 1 })
    expect(sampleQueryOf({ status: 'shipped' })).toMatchObject({ status: 'shipped' })
    expect(sampleQueryOf({ status: 'lost' })).toMatchObject({ status: 'open' })
  })

  it('members: a search text within the API’s bounds, the newest members without one', () => {
    expect(memberQueryOf({ q: ' 010-1234 ' })).toEqual({ q: '010-1234', page: 1, size: 20 })
    expect(memberQueryOf({ q: '   ' }).q).toBeUndefined()
    expect(memberQueryOf({ q: 'a'.repeat(101) }).q).toBeUndefined()
    expect(pointsPageOf({ points: '3', page: 7 })).toBe(3)
    expect(pointsPageOf({})).toBe(1)
  })

  it('outbox: the failed mails unless pending ones are asked for', () => {
    expect(outboxQueryOf({})).toEqual({ state: 'failed', page: 1, size: 20 })
    expect(outboxQueryOf({ state: 'pending', page: '2' })).toEqual({ state: 'pending', page: 2, size: 20 })
    expect(outboxQueryOf({ state: 'sent' }).state).toBe('failed')
  })
})

describe('record ids in the address', () => {
  it('takes a whole number the API takes for a question or a sample request', () => {
    expect(idSegmentOf(['12'])).toBe(12)
    expect(idSegmentOf(['012'])).toBeUndefined()
    expect(idSegmentOf(['1e3'])).toBeUndefined()
    expect(idSegmentOf(['1234567890'])).toBeUndefined()
    expect(idSegmentOf(['12', 'x'])).toBeUndefined()
  })

  it('takes a member’s uuid, lower-cased', () => {
    expect(uuidSegmentOf(['0F8FAD5B-D9CB-469F-A165-70867728950E'])).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')
    expect(uuidSegmentOf(['not-a-uuid'])).toBeUndefined()
  })
})
