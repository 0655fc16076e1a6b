import { isIP } from 'node:net'

/**
 * What the server that received the request knows of its client, passed to the backend as Hono bindings
 * (the second argument of app.fetch): never read from request headers unless a proxy is trusted.
 */
export interface ClientBindings {
  /** Set by the site when it calls the backend in-process or mounts it over HTTP. */
  clientIp?: string
  /** Set only by the site's own in-process calls that no visitor makes (the redirects' hit reports). */
  siteItself?: true
  /**
   * Set by the site's in-process calls for a visitor's request: their token came from the visitor's cookie, a
   * session's, and is never taken for the machine credential (ADMIN_TOKEN), whatever it holds.
   */
  forVisitor?: true
  /** Set by @hono/node-server when the backend is served on its own. */
  incoming?: { socket?: { remoteAddress?: string } }
}

function normalize(address: string | undefined): string | undefined {
  const trimmed = address?.trim().replace(/^\[|\]$/g, '')
  if (!trimmed) return undefined
  const unmapped = trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
  return isIP(unmapped) ? unmapped.toLowerCase() : undefined
}

/**
 * The client's address as a server sees it: with a trusted proxy, the right-most X-Forwarded-For entry (the
 * one the proxy itself appended; entries left of it are whatever the client claimed), else the socket's peer.
 */
export function resolveForwardedIp(headers: Headers, socketAddress: string | undefined, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = normalize(headers.get('x-forwarded-for')?.split(',').at(-1))
    if (forwarded) return forwarded
  }
  return normalize(socketAddress)
}

/** The backend's view: what the site told it, else the socket (and a trusted proxy's header). Undefined when unknown. */
export function clientIpOf(request: Request, bindings: ClientBindings | undefined, trustProxy: boolean): string | undefined {
  return (
    normalize(bindings?.clientIp) ?? resolveForwardedIp(request.headers, bindings?.incoming?.socket?.remoteAddress, trustProxy)
  )
}

/** A loopback address (127.0.0.0/8, ::1): a client on this very machine. */
export function isLoopback(address: string): boolean {
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'))
}

/** Where the machine credential (ADMIN_TOKEN) is taken from: ADMIN_TOKEN_FROM. */
export type MachineReach = 'loopback' | 'anywhere'

/**
 * Whether a call with the machine credential may come from `clientIp`: from this machine (a loopback address, or the
 * process itself, which names none) unless the reach is `anywhere`. One rule for the admin API and the cache purge.
 */
export function machineCredentialMayComeFrom(clientIp: string | undefined, reach: MachineReach): boolean {
  return reach === 'anywhere' || clientIp === undefined || isLoopback(clientIp)
}

/** An IPv6 client usually holds a whole /64, so its limit is counted per /64, not per address. */
export function rateLimitKeyOfIp(address: string | undefined): string {
  if (!address) return 'unknown'
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.split('::')
  const groups = [...head.split(':').filter(Boolean)]
  const tailGroups = tail.split(':').filter(Boolean)
  const full = address.includes('::')
    ? [...groups, ...Array(8 - groups.length - tailGroups.length).fill('0'), ...tailGroups]
    : groups
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
