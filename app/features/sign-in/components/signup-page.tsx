import { Link } from '@tanstack/react-router'
import { PageHeading } from '~/components/page/page-heading'
import { m } from '~/paraglide/messages'
import { useSignInSearch } from '../use-sign-in-search'
import { AuthColumn } from './sign-in-page.styles'
import { SignedInRedirect } from './signed-in-redirect'
import { SignupForm } from './signup-form'

/** /signup: a new member by email. */
export function SignupPage() {
  const { returnTo } = useSignInSearch('/signup')
  return (
    <AuthColumn>
      <SignedInRedirect returnTo={returnTo} />
      <PageHeading />
      <p className="lead">{m.auth_signup_intro()}</p>
      <SignupForm returnTo={returnTo} />
      <p className="switch">
        {m.auth_have_account()}
        <Link to="/login" search={(previous) => previous}>
          {m.auth_login_link()}
        </Link>
      </p>
    </AuthColumn>
  )
}
