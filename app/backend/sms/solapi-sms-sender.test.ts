import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solapiAuthorization, solapiSmsSender } from './solapi-sms-sender'

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/** A stand-in for api.solapi.com on loopback: records each request and answers what the test set. */
let server: Server
let baseUrl = ''
const received: Received[] = []
let reply = { status: 200, body: { statusCode: '2000', statusMessage: '정상 접수', messageId: 'M4V1' } as object }

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const config = () => ({
  apiKey: 'NCSTESTKEY123456',
  apiSecret: 'TESTSECRET0123456789ABCDEFGHIJKL',
  sender: '0318017425',
  baseUrl,
})

describe('the Solapi sender', () => {
  it('signs date + salt with the API secret (HMAC-SHA256, hex)', () => {
    const header = solapiAuthorization('KEY', 'SECRET', '2031-03-10T09:00:00.000Z', 'abc123salt')
    const signature = createHmac('sha256', 'SECRET').update('2031-03-10T09:00:00.000Zabc123salt').digest('hex')
    expect(header).toBe(`HMAC-SHA256 apiKey=KEY, date=2031-03-10T09:00:00.000Z, salt=abc123salt, signature=${signature}`)
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('posts one message to /messages/v4/send with a fresh, valid signature', async () => {
    received.length = 0
    reply = { status: 200, body: { statusCode: '2000', statusMessage: '정상 접수' } }
    const before = Date.now()
    await solapiSmsSender(config()).send('01012345678', '[Cellactis] 인증번호 [123456]')
    await solapiSmsSender(config()).send('01012345678', 'again')
    expect(received).toHaveLength(2)
    const [first, second] = received as [Received, Received]
    expect(first).toMatchObject({ method: 'POST', url: '/messages/v4/send' })
    expect(first.headers['content-type']).toBe('application/json')
    expect(JSON.parse(first.body)).toEqual({
      message: { to: '01012345678', from: '0318017425', text: '[Cellactis] 인증번호 [123456]' },
    })

    const match = /^HMAC-SHA256 apiKey=(\S+), date=(\S+), salt=(\S+), signature=([0-9a-f]{64})$/.exec(
      first.headers.authorization ?? '',
    )
    expect(match).not.toBeNull()
    const [, apiKey, date, salt, signature] = match as RegExpExecArray
    expect(apiKey).toBe('NCSTESTKEY123456')
    expect(new Date(date ?? '').getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(salt).toMatch(/^[0-9a-f]{32}$/)
    expect(signature).toBe(createHmac('sha256', config().apiSecret).update(`${date}${salt}`).digest('hex'))
    expect(second.headers.authorization).not.toContain(`salt=${salt}`)
  })

  it('rejects with Solapi reason when the message is refused', async () => {
    reply = { status: 400, body: { errorCode: 'ValidationError', errorMessage: 'invalid sender' } }
    await expect(solapiSmsSender(config()).send('01012345678', 'x')).rejects.toThrow(/HTTP 400, ValidationError: invalid sender/)
    reply = { status: 200, body: { statusCode: '3059', statusMessage: 'blocked number' } }
    await expect(solapiSmsSender(config()).send('01012345678', 'x')).rejects.toThrow(/3059: blocked number/)
  })

  it('gives up after its time limit', async () => {
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const sender = solapiSmsSender({ ...config(), baseUrl: url, timeoutMs: 200 })
    await expect(sender.send('01012345678', 'x')).rejects.toThrow()
    silent.closeAllConnections()
    await new Promise<void>((resolve) => silent.close(() => resolve()))
  })
})
