import { Link, useLoaderData } from '@tanstack/react-router'
import { PageHeading } from '~/components/page/page-heading'
import { isMemberPath } from '~/config/member-paths'
import { m } from '~/paraglide/messages'
import { socialFailureMessage } from '../social/social-failure-message'
import { useSignInSearch } from '../use-sign-in-search'
import { LoginForm } from './login-form'
import { PasskeySignIn } from './passkey-sign-in'
import { AuthColumn } from './sign-in-page.styles'
import { SignedInRedirect } from './signed-in-redirect'
import { SocialButtons } from './social-buttons'

/**
 * /login: email and password, a passkey (decision 88), the configured providers, the way to sign up, and the partners' dashboard. A visitor the
 * member area sent here is told why; the way back to a forgotten password is beside the password, and offered again
 * when a sign-in is refused.
 */
export function LoginPage() {
  const { returnTo, error } = useSignInSearch('/login')
  const { providers, dashboardLoginUrl } = useLoaderData({ from: '/login' })
  return (
    <AuthColumn>
      <SignedInRedirect returnTo={returnTo} />
      <PageHeading />
      <p className="lead">{m.auth_login_intro()}</p>
      {returnTo && isMemberPath(new URL(returnTo, 'http://same.invalid').pathname) ? (
        <p className="status notice" role="status" data-testid="sign-in-required">
          {m.auth_sign_in_required()}
        </p>
      ) : null}
      {error ? (
        <p className="alert" role="alert">
          {socialFailureMessage(error)}
        </p>
      ) : null}
      <LoginForm returnTo={returnTo} />
      <p className="forgot">
        <Link to="/password/forgot">{m.auth_forgot_link()}</Link>
      </p>
      <PasskeySignIn returnTo={returnTo} />
      <SocialButtons providers={providers} returnTo={returnTo} />
      <p className="switch">
        {m.auth_no_account()}
        <Link to="/signup" search={(previous) => ({ ...previous, error: undefined })}>
          {m.auth_signup_link()}
        </Link>
      </p>
      {dashboardLoginUrl ? (
        <p className="status">
          {m.auth_dashboard_note()}{' '}
          <a href={dashboardLoginUrl} target="_blank" rel="noopener noreferrer">
            {m.nav_dashboard_login()}
          </a>
        </p>
      ) : null}
    </AuthColumn>
  )
}
