/**
 * Cookie name prefixes over HTTPS (ASVS 3.3.1). Browsers accept a `__Host-` cookie only when it is Secure, has
 * `Path=/` and no `Domain`, so no subdomain and no plain-HTTP page can set or shadow it; a cookie scoped to a path
 * takes `__Secure-` (Secure only). Over plain HTTP (a developer's machine) the names stay bare: a browser would refuse
 * the prefixed ones there.
 */
export function hostCookieName(name: string, https: boolean): string {
  return https ? `__Host-${name}` : name
}

export function secureCookieName(name: string, https: boolean): string {
  return https ? `__Secure-${name}` : name
}
