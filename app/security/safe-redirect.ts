/**
 * Turns any path into one that can only ever point at this site:
 * collapses leading slashes and backslashes (`//evil.test`, `/\evil.test`) and strips control characters.
 */
export function toSameSitePath(path: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const cleaned = path.replace(/[\u0000-\u001f\u007f]/g, '')
  const rooted = cleaned.replace(/^[/\\]+/, '/')
  return rooted.startsWith('/') ? rooted : `/${rooted}`
}

/** A `redirect`-style parameter is followed only when it is a same-site path; anything else falls back. */
export function safeRedirectTarget(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate) return fallback
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters make a path unsafe
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback
  try {
    const resolved = new URL(candidate, 'http://same.invalid')
    if (resolved.host !== 'same.invalid') return fallback
    return `${resolved.pathname}${resolved.search}${resolved.hash}`
  } catch {
    return fallback
  }
}
