import { describe, expect, it, vi } from 'vitest'
import { configuredSmsSender, NO_SMS_PROVIDER_ERROR } from './configured-sms-sender'
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
  const developers = { SITE_URL: 'http://localhost:3000' }
  const public_ = { SITE_URL: 'https://www.cellactis.example' }

  it('is Solapi with its three variables; without them, the outbox on a site on loopback only', () => {
    expect(configuredSmsSender(developers).kind).toBe('outbox')
    expect(configuredSmsSender({ ...developers, SOLAPI_API_KEY: 'KEY', SOLAPI_API_SECRET: 'SECRET' }).kind).toBe('outbox')
    const solapi = { SOLAPI_API_KEY: 'KEY', SOLAPI_API_SECRET: 'SECRET', SOLAPI_SENDER: '0212345678' }
    expect(configuredSmsSender({ ...developers, ...solapi }).kind).toBe('solapi')
    expect(configuredSmsSender({ ...public_, ...solapi }).kind).toBe('solapi')
    expect(configuredSmsSender({ ...developers, ...solapi }).recent).toBeUndefined()
    expect(configuredSmsSender(public_).kind).toBe('none')
  })

  it('sends nothing and logs nothing on a site others reach without a provider (decision 96)', async () => {
    const logged = (['info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}))
    const sender = configuredSmsSender(public_)
    await expect(sender.send('01012345678', '[Cellactis] 123456')).rejects.toThrow(NO_SMS_PROVIDER_ERROR)
    expect(sender.recent).toBeUndefined()
    expect(logged.flatMap((spy) => spy.mock.calls)).toEqual([])
  })
})
