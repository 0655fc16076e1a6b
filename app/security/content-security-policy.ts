import { staticSecurityHeaders } from './static-headers'

export interface SecurityHeaderOptions {
  /** Fresh per request; allows the framework's own inline scripts and nothing else. */
  nonce: string
  /** Served over HTTPS (directly or, with TRUST_PROXY, behind a TLS-terminating proxy). */
  https: boolean
}

/** Extra origins third-party parts need, collected here so the policy stays readable. */
const thirdPartySources = {
  frame: ['https://www.youtube-nocookie.com'],
  img: ['https://i.ytimg.com'],
}

export function buildContentSecurityPolicy({ nonce, https }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    // React's style attributes need inline styles; scripts never get 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${thirdPartySources.img.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    `frame-src 'self' ${thirdPartySources.frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Headers every dynamic response carries; the CSP only matters on HTML but is harmless elsewhere. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    // COOP allows popups so that the social sign-in popups can talk back to this window (docs/decisions).
    ...staticSecurityHeaders,
    'content-security-policy': buildContentSecurityPolicy(options),
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
  if (options.https) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains'
  return headers
}

export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
