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
