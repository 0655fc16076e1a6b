/**
 * Security headers for responses that do not pass through the app's request middleware (files under public/,
 * built assets). Kept beside the dynamic set so both say the same thing.
 */
export const staticSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
}

/** Two years, subdomains included (ASVS 3.4.1 asks for at least one). */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains'

/**
 * For the files under /assets, /fonts and /images and the favicon (ASVS 3.4.1, 3.4.3, 3.4.6): none is a document
 * that runs script, so opened on its own it may load nothing, be framed by nobody and set no base. HSTS on each,
 * whatever the scheme: browsers ignore it over plain HTTP, and behind a TLS proxy these files are HTTPS like the pages.
 * The PDFs under /documents get HSTS but no CSP: a policy on a PDF can stop the browser's own viewer.
 */
export const staticFileHeaders: Record<string, string> = {
  ...staticSecurityHeaders,
  'strict-transport-security': strictTransportSecurity,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
}
