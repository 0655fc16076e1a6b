import { describe, expect, it } from 'vitest'
import { clientIpOf, machineCredentialMayComeFrom, rateLimitKeyOfIp, resolveForwardedIp } from './client-address'

const forwardedFor = (value: string) => new Headers({ 'x-forwarded-for': value })

describe('resolveForwardedIp', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(resolveForwardedIp(forwardedFor('203.0.113.9'), '198.51.100.4', false)).toBe('198.51.100.4')
  })

  it('takes the entry the trusted proxy appended, not what the client claimed before it', () => {
    expect(resolveForwardedIp(forwardedFor('1.2.3.4, 203.0.113.9'), '127.0.0.1', true)).toBe('203.0.113.9')
  })

  it('falls back to the socket when the header is missing or not an address', () => {
    expect(resolveForwardedIp(forwardedFor('junk'), '::ffff:198.51.100.4', true)).toBe('198.51.100.4')
    expect(resolveForwardedIp(new Headers(), undefined, true)).toBeUndefined()
  })
})

describe('clientIpOf', () => {
  it('believes the address the site passed over the header a client sent', () => {
    const request = new Request('http://x/', { headers: { 'x-forwarded-for': '6.6.6.6' } })
    expect(clientIpOf(request, { clientIp: '203.0.113.5' }, true)).toBe('203.0.113.5')
    expect(clientIpOf(request, { incoming: { socket: { remoteAddress: '192.0.2.1' } } }, false)).toBe('192.0.2.1')
  })
})

describe('rateLimitKeyOfIp', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(rateLimitKeyOfIp('203.0.113.5')).toBe('203.0.113.5')
    expect(rateLimitKeyOfIp('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKeyOfIp('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKeyOfIp('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKeyOfIp(undefined)).toBe('unknown')
  })
})

describe('machineCredentialMayComeFrom', () => {
  it('takes the machine credential from this machine only, unless its reach is anywhere', () => {
    for (const local of ['127.0.0.1', '127.0.0.2', '::1', undefined]) {
      expect(machineCredentialMayComeFrom(local, 'loopback'), String(local)).toBe(true)
    }
    for (const remote of ['203.0.113.5', '10.0.0.1', '::ffff:203.0.113.5', '2001:db8::1', '128.0.0.1']) {
      expect(machineCredentialMayComeFrom(remote, 'loopback'), remote).toBe(false)
      expect(machineCredentialMayComeFrom(remote, 'anywhere'), remote).toBe(true)
    }
  })
})
