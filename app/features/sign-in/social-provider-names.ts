import type { SocialProvider } from '~/api/contract/sign-in-endpoints'

/** The sign-in providers by their own names (brands, the same in every language). */
export const socialProviderNames: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  naver: 'Naver',
  kakao: 'Kakao',
}

/** A provider by its own name, from its id as the API gives it ('google' → 'Google'); an id it does not know as it is. */
export function socialProviderName(id: string): string {
  return Object.hasOwn(socialProviderNames, id) ? socialProviderNames[id as SocialProvider] : id
}
