import { useQueryClient } from '@tanstack/react-query'
import { Link, useLoaderData } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { memberQueryKey } from '../member-queries'
import { AuthColumn } from './sign-in-page.styles'

type Outcome = 'verified' | 'invalid'

/**
 * /email/verify: the mailed link's page (decision 48). Opening it verifies nothing by itself (mail scanners open
 * links too); the button does, once, and the page says whether the address is now confirmed or the link no longer
 * works. It needs no session: the mail may be opened on another device.
 */
export function VerifyEmailPage() {
  const { link } = useLoaderData({ from: '/email/verify' })
  const [outcome, setOutcome] = useState<Outcome | undefined>(link ? undefined : 'invalid')
  const { failure, pending, alertRef, run } = useActionSubmit()
  const queryClient = useQueryClient()
  const resultRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (outcome) resultRef.current?.focus()
  }, [outcome])

  function confirm() {
    void run(
      async () => (await import('../email-verification/email-verification.functions')).confirmEmailVerification(),
      async ({ verified }) => {
        setOutcome(verified ? 'verified' : 'invalid')
        // A member signed in here sees the address confirmed at once.
        if (verified) await queryClient.invalidateQueries({ queryKey: memberQueryKey })
      },
    )
  }

  return (
    <AuthColumn>
      <PageHeading />
      {outcome ? (
        <p
          className={outcome === 'verified' ? 'done' : 'alert'}
          role={outcome === 'verified' ? 'status' : 'alert'}
          tabIndex={-1}
          ref={resultRef}
          data-testid="email-verify-outcome"
        >
          {outcome === 'verified' ? m.auth_verify_done() : m.auth_verify_invalid()}
        </p>
      ) : (
        <>
          <p className="lead">{m.auth_verify_intro()}</p>
          <FailureAlert message={failure} alertRef={alertRef} />
          <Button type="button" className="submit" aria-disabled={pending || undefined} onClick={confirm}>
            {pending ? m.auth_submitting() : m.auth_verify_submit()}
          </Button>
        </>
      )}
      {outcome ? (
        <p className="switch">
          <Link to="/mypage">{m.auth_verify_mypage()}</Link>
        </p>
      ) : null}
    </AuthColumn>
  )
}
