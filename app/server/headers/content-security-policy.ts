import { staticSecurityHeaders, strictTransportSecurity } from './static-headers'

export interface SecurityHeaderOptions {
  /** Fresh per request; allows the framework's own inline scripts and nothing else. */
  nonce?: string
  /**
   * Instead of a nonce, for a page a shared cache may keep (docs/decisions/0054): the SHA-256 hashes (base64) of its
   * inline scripts, with 'strict-dynamic' so that what they load may load the rest.
   */
  scriptHashes?: readonly string[]
  /** Served over HTTPS (directly or, with TRUST_PROXY, behind a TLS-terminating proxy). */
  https: boolean
  /**
   * KAKAO_MAP_APP_KEY is set: the directions page may load the Kakao Maps SDK, so its hosts are allowed.
   * Site-wide, because a visitor can reach the page by client-side navigation from any document.
   */
  kakaoMaps?: boolean
  /** RECAPTCHA_SITE_KEY is set: the inquiry form loads Google reCAPTCHA v3, so Google's hosts are allowed (site-wide, likewise). */
  recaptcha?: boolean
  /** ADDRESS_SEARCH is on: the member's address forms may load the Kakao (Daum) postcode search. */
  postcode?: boolean
}

/** Extra origins third-party parts need, collected here so the policy stays readable. */
const thirdPartySources = {
  frame: ['https://www.youtube-nocookie.com'],
  img: ['https://i.ytimg.com'],
}

/**
 * The Kakao Maps SDK's hosts (basic map and marker only; no road view, sky view or traffic layers): the loader on
 * dapi.kakao.com, which adds the SDK body from t1.daumcdn.net, and the tiles (mts), sprites and logo (t1) and
 * out-of-range blank tiles (s1). Written without a scheme on purpose: the loader fetches its parts with the page's
 * own scheme, and a scheme-less source matches only HTTPS on an HTTPS page (HTTP and HTTPS on a local HTTP one).
 */
export const kakaoMapSources = {
  script: ['dapi.kakao.com', 't1.daumcdn.net'],
  img: ['mts.daumcdn.net', 't1.daumcdn.net', 's1.daumcdn.net'],
} as const

/**
 * What reCAPTCHA needs, as Google's FAQ on CSP lists it: its scripts (api.js on www.google.com, the body on
 * www.gstatic.com) and its frames (the invisible v3 anchor and the badge). Path-limited, so nothing else on those
 * hosts is allowed.
 */
export const recaptchaSources = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const

/**
 * The Kakao (Daum) postcode search of the member's address forms: its script (which adds its core from the same
 * host) and, for the search window embedded in the page, its frame. Site-wide, like the maps: a member reaches the
 * forms by client-side navigation from any page.
 */
export const postcodeSources = {
  script: ['https://t1.daumcdn.net/mapjsapi/bundle/postcode/', 'https://t1.daumcdn.net/postcode/'],
  frame: ['https://postcode.map.daum.net'],
} as const

const sourceList = (...groups: ReadonlyArray<readonly string[]>) => groups.flat().join(' ')

/** What allows the page's own scripts: its nonce, or its inline scripts' hashes and what those scripts load. */
function ownScripts(nonce: string | undefined, scriptHashes: readonly string[] | undefined): string[] {
  if (scriptHashes) return ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), "'strict-dynamic'"]
  return ["'self'", `'nonce-${nonce}'`]
}

export function buildContentSecurityPolicy({
  nonce,
  scriptHashes,
  https,
  kakaoMaps = false,
  recaptcha = false,
  postcode = false,
}: SecurityHeaderOptions): string {
  const address = postcode ? postcodeSources : { script: [], frame: [] }
  const kakao = kakaoMaps ? kakaoMapSources : { script: [], img: [] }
  const google = recaptcha ? recaptchaSources : { script: [], frame: [] }
  const directives = [
    "default-src 'self'",
    `script-src ${sourceList(ownScripts(nonce, scriptHashes), kakao.script, google.script, address.script)}`,
    "script-src-attr 'none'",
    // React's style attributes need inline styles; scripts never get 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sourceList(["'self'", 'data:', 'blob:'], thirdPartySources.img, kakao.img)}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    `frame-src ${sourceList(["'self'"], thirdPartySources.frame, google.frame, address.frame)}`,
    "object-src 'none'",
    // No page sets a <base>: none may (ASVS 3.4.3).
    "base-uri 'none'",
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
    // The finder's "near me" asks for the visitor's place (on a click); no embedded frame may.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  }
  if (options.https) headers['strict-transport-security'] = strictTransportSecurity
  return headers
}
