/**
 * A bearer token's syntax (RFC 6750 b64token), whatever API issued it, and a generous length. A cookie value outside
 * it was not set by this site and cannot go into an Authorization header (a header refuses non-Latin-1 text), so it
 * counts as no token.
 */
export const bearerTokenSyntax = /^[\w.~+/-]{1,4096}=*$/
