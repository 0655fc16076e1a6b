import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { listQueryOf, listSearch } from './content/list-search'
import { memberDetailSearch, memberQueryOf, memberSearch } from './members/member-search'
import { outboxQueryOf, outboxSearch } from './outbox/outbox-search'
import { questionQueryOf, questionSearch } from './questions/question-search'
import { sampleQueryOf, sampleSearch } from './samples/sample-search'

// Each list's query from its address's query, as parseConsoleAddress reads it with the list's schema.
const questions = (search: Record<string, unknown>) => questionQueryOf(v.parse(questionSearch, search))
const samples = (search: Record<string, unknown>) => sampleQueryOf(v.parse(sampleSearch, search))
const members = (search: Record<string, unknown>) => memberQueryOf(v.parse(memberSearch, search))
const outbox = (search: Record<string, unknown>) => outboxQueryOf(v.parse(outboxSearch, search))

describe('the operations lists read their address', () => {
  it('questions: all of them, waiting first, unless a status is chosen', () => {
    expect(questions({})).toEqual({ status: 'all', page: 1, size: 20 })
    expect(questions({ status: 'waiting', page: 2 })).toEqual({ status: 'waiting', page: 2, size: 20 })
    expect(questions({ status: 'open', page: -1 })).toEqual({ status: 'all', page: 1, size: 20 })
  })

  it('sample requests: the open ones unless a status is chosen', () => {
    expect(samples({})).toMatchObject({ status: 'open', page: 1 })
    expect(samples({ status: 'shipped' })).toMatchObject({ status: 'shipped' })
    expect(samples({ status: 'lost' })).toMatchObject({ status: 'open' })
  })

  it('members: a search text within the API’s bounds, the newest members without one', () => {
    expect(members({ q: ' 010-1234 ' })).toEqual({ q: '010-1234', page: 1, size: 20 })
    expect(members({ q: '   ' }).q).toBeUndefined()
    expect(members({ q: 'a'.repeat(101) }).q).toBeUndefined()
    expect(v.parse(memberDetailSearch, { points: '3', page: 7 })).toEqual({ points: 3 })
    expect(v.parse(memberDetailSearch, {})).toEqual({})
  })

  it('outbox: the failed mails unless pending ones are asked for', () => {
    expect(outbox({})).toEqual({ state: 'failed', page: 1, size: 20 })
    expect(outbox({ state: 'pending', page: '2' })).toEqual({ state: 'pending', page: 2, size: 20 })
    expect(outbox({ state: 'sent' }).state).toBe('failed')
  })
})

describe('the editing lists read their address', () => {
  it('reads the filters and leaves out what it does not know', () => {
    const list = (search: Record<string, unknown>) => listQueryOf(v.parse(listSearch, search))
    expect(list({ state: 'scheduled', missing: 'en-US', q: ' 연구 ', page: 2 })).toEqual({
      state: 'scheduled',
      missing: 'en-US',
      q: '연구',
      page: 2,
      size: 20,
    })
    expect(list({ state: 'gone', missing: 'fr-FR' })).toEqual({ state: 'all', page: 1, size: 20 })
  })
})
