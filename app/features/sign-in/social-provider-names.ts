import type { SocialProvider } from '~/api/contract/sign-in-endpoints'

/** The sign-in providers by their own names (brands, the same in every language). */
export const socialProviderNames: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  naver: 'Naver',
  kakao: 'Kakao',
}
