import type { SocialProvider } from '~/api/contract/sign-in-endpoints'

export interface SocialProviderEndpoints {
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
  scopes: string[]
}

/** The providers' own OAuth 2.0 endpoints; each can be overridden in the environment (tests use a loopback server). */
export const socialProviderDefaults: Record<SocialProvider, SocialProviderEndpoints> = {
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    scopes: ['email', 'public_profile'],
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
  },
  naver: {
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    userinfoUrl: 'https://openapi.naver.com/v1/nid/me',
    scopes: [],
  },
  kakao: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
    scopes: ['profile_nickname', 'account_email'],
  },
}
