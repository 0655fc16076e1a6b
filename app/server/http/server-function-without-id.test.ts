import { describe, expect, it } from 'vitest'
import { refuseServerFunctionWithoutId } from './server-function-without-id'

const BASE = '/_serverFn/'
const refused = (path: string, method = 'POST') =>
  refuseServerFunctionWithoutId(new Request(`http://site.test${path}`, { method }), BASE)?.status

describe('a server-function address without an id', () => {
  it('is refused with 404 whatever the method, raw or spelled with an encoded character', () => {
    expect(refused('/_serverFn/')).toBe(404)
    expect(refused('/_serverFn/', 'GET')).toBe(404)
    expect(refused('/_serverFn//abc')).toBe(404)
    expect(refused('/_serverFn/?payload=1', 'GET')).toBe(404)
    expect(refused('/%5FserverFn/')).toBe(404)
  })

  it('is the only one refused: a call naming a function, and every other address, go on', () => {
    expect(refused('/_serverFn/abc')).toBeUndefined()
    expect(refused('/_serverFn/abc/')).toBeUndefined()
    expect(refused('/_serverFn')).toBeUndefined()
    expect(refused('/news/')).toBeUndefined()
    expect(refuseServerFunctionWithoutId(new Request('http://site.test/_serverFn/'), undefined)).toBeUndefined()
  })
})
