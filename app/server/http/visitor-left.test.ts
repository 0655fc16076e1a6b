import { describe, expect, it } from 'vitest'
import { answerIfVisitorLeft } from './visitor-left'

const connectionClosed = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
const requestFrom = (visitor: AbortController) => new Request('http://site.test/news', { signal: visitor.signal })

describe('answerIfVisitorLeft', () => {
  it('answers nothing, and throws nothing, when the visitor closed the connection', async () => {
    const visitor = new AbortController()
    visitor.abort(connectionClosed)
    const answer = answerIfVisitorLeft(requestFrom(visitor), connectionClosed)
    expect(answer.status).toBe(499)
    expect(await answer.text()).toBe('')
  })

  it('passes the failure on when the visitor is still there', () => {
    const failure = new Error('the renderer failed')
    expect(() => answerIfVisitorLeft(requestFrom(new AbortController()), failure)).toThrow(failure)
  })
})
