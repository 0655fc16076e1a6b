/**
 * An address as an editor typed it, completed the way the well-known editors complete it: a host without a scheme
 * (`www.example.com`, `example.co.kr/path`) becomes an https address, a bare mail address a `mailto:` one. Anything
 * else (a path on this site, an address with its scheme, text that is no address) is returned as typed, for the
 * contract's rule (safe-href.ts) to take or refuse.
 */
export function completedLinkAddress(typed: string): string {
  const address = typed.trim()
  // A host: labels of letters, digits and hyphens (any script: 회사.한국), dot-separated, a port and a path allowed.
  // Tested first: `shop.example.com:8443` would read as a scheme.
  if (/^(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}(?::\d+)?(?:[/?#]\S*)?$/u.test(address)) return `https://${address}`
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(address)) return `mailto:${address}`
  return address
}
