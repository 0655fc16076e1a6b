import { type SocialProvider, socialProviders } from '~/api/contract/sign-in-endpoints'
import type { Env } from './env-schema'
import { socialEnvPrefixes } from './env-schema-auth'
import { type SocialProviderEndpoints, socialProviderDefaults } from './social-provider-defaults'

export interface SocialProviderConfig extends SocialProviderEndpoints {
  provider: SocialProvider
  clientId: string
  clientSecret: string
}

/** The providers whose client id and secret are configured, with their endpoints (defaults or overrides). */
export function configuredSocialProviders(env: Env): Partial<Record<SocialProvider, SocialProviderConfig>> {
  const configured: Partial<Record<SocialProvider, SocialProviderConfig>> = {}
  for (const provider of socialProviders) {
    const prefix = socialEnvPrefixes[provider]
    const read = (name: string) => (env as unknown as Record<string, string | undefined>)[`${prefix}_${name}`]
    const clientId = read('CLIENT_ID')
    const clientSecret = read('CLIENT_SECRET')
    if (!clientId || !clientSecret) continue
    const defaults = socialProviderDefaults[provider]
    configured[provider] = {
      ...defaults,
      provider,
      clientId,
      clientSecret,
      authorizeUrl: read('AUTHORIZE_URL') ?? defaults.authorizeUrl,
      tokenUrl: read('TOKEN_URL') ?? defaults.tokenUrl,
      userinfoUrl: read('USERINFO_URL') ?? defaults.userinfoUrl,
    }
  }
  return configured
}

/** One provider's settings by the name in a URL: undefined for an unknown or unconfigured provider. */
export function socialProviderConfig(env: Env, name: string): SocialProviderConfig | undefined {
  const provider = socialProviders.find((candidate) => candidate === name)
  return provider ? configuredSocialProviders(env)[provider] : undefined
}
