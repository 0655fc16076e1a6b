import { describe, expect, it, vi } from 'vitest'
import { configuredSmsSender } from './configured-sms-sender'
import { outboxSmsSender } from './outbox-sms-sender'

describe('the SMS outbox', () => {
  it('writes each message, number and text, to the server log by default, as one line', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await outboxSmsSender().send('01012345678', '[Cellactis]\n123456')
    expect(info).toHaveBeenCalledWith(
      'sms: logged instead of sent (no provider configured) to="01012345678" text="[Cellactis]\\n123456"',
    )
  })

  it('keeps the latest messages per number, newest first, and forgets the oldest beyond 200', async () => {
    let now = 0
    const outbox = outboxSmsSender(
      () => new Date(now),
      () => {},
    )
    for (let index = 0; index < 205; index += 1) {
      now = index * 1000
      await outbox.send(index % 2 ? '01011112222' : '01033334444', `message ${index}`)
    }
    expect(outbox.recent?.('01011112222', 3).map((message) => message.text)).toEqual([
      'message 203',
      'message 201',
      'message 199',
    ])
    expect(outbox.recent?.('01033334444', 1000)).toHaveLength(100)
    expect(outbox.recent?.('01033334444', 1000).at(-1)?.text).toBe('message 6')
    expect(outbox.recent?.('01099999999')).toEqual([])
  })
})

describe('the configured sender', () => {
  it('is Solapi with its three variables, the outbox otherwise', () => {
    expect(configuredSmsSender({}).kind).toBe('outbox')
    expect(configuredSmsSender({ SOLAPI_API_KEY: 'KEY', SOLAPI_API_SECRET: 'SECRET' }).kind).toBe('outbox')
    const solapi = configuredSmsSender({ SOLAPI_API_KEY: 'KEY', SOLAPI_API_SECRET: 'SECRET', SOLAPI_SENDER: '0212345678' })
    expect(solapi.kind).toBe('solapi')
    expect(solapi.recent).toBeUndefined()
  })
})
