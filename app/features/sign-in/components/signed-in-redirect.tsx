import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { getLocale } from '~/paraglide/runtime'
import { useMember } from '../use-member'

/** A member has nothing to do on the sign-in pages: on to where they were headed. */
export function SignedInRedirect({ returnTo }: { returnTo: string | undefined }) {
  const member = useMember()
  const router = useRouter()
  useEffect(() => {
    if (member) void router.navigate({ href: returnTo ?? `/?lang=${getLocale()}`, replace: true })
  }, [member, returnTo, router])
  return null
}
