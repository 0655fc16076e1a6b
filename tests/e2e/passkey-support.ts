import type { Page } from '@playwright/test'

/**
 * A platform authenticator for `page` (CDP's WebAuthn domain) that holds discoverable credentials and verifies its user
 * at once (a fingerprint, say). WebAuthn takes no IP address as the site's id: the site must be on `localhost`.
 */
export async function withVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}
