import { styled } from '@linaria/react'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { m } from '~/paraglide/messages'
import { changeMember } from '../member-calls'

const Notice = styled.section`
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.warning};
  border-radius: 6px;
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;

  p {
    margin: 0;
  }
`

/**
 * /mypage, while the member's address is not confirmed (decision 48): it says so, and sends a new link on request
 * (the API allows 3 an hour; a refusal says when to try again).
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const { failure, pending, alertRef, run } = useActionSubmit()

  function resend() {
    void run(
      () => changeMember('sendEmailVerification', {}),
      ({ sent }) => {
        if (sent) useToastStore.getState().notify('success', m.mypage_email_sent({ email }))
      },
    )
  }

  return (
    <Notice aria-labelledby="email-unverified" data-testid="email-unverified">
      <p id="email-unverified">{m.mypage_email_unverified()}</p>
      <FailureAlert message={failure} alertRef={alertRef} />
      <Button type="button" data-variant="secondary" aria-disabled={pending || undefined} onClick={resend}>
        {m.mypage_email_resend()}
      </Button>
    </Notice>
  )
}
