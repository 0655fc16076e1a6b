import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from './env-schema'

/** The problems a refused environment lists (none when it is accepted). */
function problems(source: Record<string, string>): string[] {
  let refusal: unknown
  try {
    parseEnv(source)
  } catch (error) {
    refusal = error
  }
  if (refusal === undefined) return []
  expect(refusal).toBeInstanceOf(InvalidEnvironmentError)
  return (refusal as InvalidEnvironmentError).problems
}

const solapi = {
  SOLAPI_API_KEY: 'NCSAB12CD34EF56G',
  SOLAPI_API_SECRET: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ123456',
  SOLAPI_SENDER: '0318017425',
}

describe('SMS variables', () => {
  it('default to no provider (the logging outbox)', () => {
    expect(parseEnv({})).toMatchObject({ SOLAPI_API_KEY: undefined, SOLAPI_API_SECRET: undefined, SOLAPI_SENDER: undefined })
  })

  it('limit each client to 5 codes in 10 minutes unless told otherwise', () => {
    expect(parseEnv({}).SMS_CODE_LIMIT).toBe(5)
    expect(parseEnv({ SMS_CODE_LIMIT: '50' }).SMS_CODE_LIMIT).toBe(50)
    expect(problems({ SMS_CODE_LIMIT: '0' })).toHaveLength(1)
    expect(problems({ SMS_CODE_LIMIT: 'many' })).toHaveLength(1)
  })

  it('read a complete Solapi configuration', () => {
    expect(parseEnv(solapi)).toMatchObject(solapi)
  })

  it('want all three or none, naming the missing ones', () => {
    const { SOLAPI_SENDER: _sender, ...withoutSender } = solapi
    expect(problems(withoutSender)).toEqual([
      'SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER: set all of them or none (missing SOLAPI_SENDER)',
    ])
  })

  it('refuse a bad value without echoing the key or the secret', () => {
    const found = problems({ ...solapi, SOLAPI_API_KEY: 'bad key!', SOLAPI_API_SECRET: 'short', SOLAPI_SENDER: '010-1234-5678' })
    expect(found).toHaveLength(3)
    expect(found.join('\n')).not.toContain('bad key!')
    expect(found.join('\n')).not.toContain('short')
    expect(found.find((line) => line.startsWith('SOLAPI_SENDER'))).toContain('"010-1234-5678"')
  })
})
