import type { SocialProvider } from '~/api/contract/sign-in-endpoints'

/**
 * Whether the redirect URI is the site's callback of this provider: http(s), path /auth/callback/<provider>,
 * no credentials or fragment. Only the shape is checked: with an external site the backend does not know its
 * origin. The provider itself compares the URI with the one registered for the client and used to authorize.
 */
export function isSiteCallback(redirectUri: string, provider: SocialProvider): boolean {
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    return false
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    !url.hash &&
    url.pathname === `/auth/callback/${provider}`
  )
}
