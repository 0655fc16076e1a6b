import { Link, useLoaderData } from '@tanstack/react-router'
import { FailureAlert } from '~/components/form/failure-alert'
import { Form } from '~/components/form/form.styles'
import { focusFirstInvalid, useActionSubmit } from '~/components/form/use-action-submit'
import { useCheckedFields } from '~/components/form/use-checked-fields'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { privacyProblem, termsProblem } from '../sign-in-validation'
import { useFinishSignIn } from '../use-finish-sign-in'
import { welcomeNewMember } from '../welcome-new-member'
import { ConsentChecks, type Consents } from './consent-checks'
import { AuthColumn } from './sign-in-page.styles'

const noConsents: Consents = { termsAgree: false, privacyAgree: false, marketingAgree: false }
const problems = (consents: Consents) => ({
  termsAgree: termsProblem(consents.termsAgree),
  privacyAgree: privacyProblem(consents.privacyAgree),
})

/** /signup/consent: a first social sign-in still asks for the terms and privacy consent before the member exists. */
export function SocialConsentPage() {
  const { pending: ticketPending } = useLoaderData({ from: '/signup_/consent' })
  const { values: consents, errors, update, checkAll } = useCheckedFields(noConsents, problems)
  const { failure, pending, alertRef, run } = useActionSubmit()
  const finishSignIn = useFinishSignIn()

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (focusFirstInvalid(checkAll(), (field) => `consent-${field}`)) return
    const data = { termsAgree: true as const, privacyAgree: true as const, marketingAgree: consents.marketingAgree }
    void run(
      async () => (await import('../sign-in.functions')).completeSocialSignup({ data }),
      (member) => {
        welcomeNewMember(member)
        return finishSignIn(undefined, member)
      },
    )
  }

  return (
    <AuthColumn>
      <PageHeading />
      {ticketPending ? (
        <>
          <p className="lead">{m.auth_consent_intro()}</p>
          <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
            <FailureAlert message={failure} alertRef={alertRef} />
            <ConsentChecks idPrefix="consent" value={consents} errors={errors} onChange={update} />
            <Button type="submit" className="submit" aria-disabled={pending || undefined}>
              {m.auth_consent_submit()}
            </Button>
          </Form>
        </>
      ) : (
        <p className="alert" role="alert">
          {m.auth_consent_missing()} <Link to="/login">{m.auth_login_link()}</Link>
        </p>
      )}
    </AuthColumn>
  )
}
