import { styled } from '@linaria/react'
import { PageHeading } from '~/components/page/page-heading'
import { MarketingConsentSection } from '../consents/marketing-consent-section'
import { useAreaMember } from '../use-area-member'
import { EmailVerificationNotice } from './email-verification-notice'
import { mypageSections } from './mypage-sections'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import { SecondFactorSummary } from './second-factor-summary'

const Sections = styled.div`
  ${mypageSections}
  h2 {
    margin: 0;
  }
`

/**
 * /mypage: whether the email is confirmed (with a new link on request), the profile, the password (changed, or a first
 * one set by a member who signed up through a provider), whether the second factor is on, and marketing messages.
 */
export function ProfilePage() {
  const member = useAreaMember()
  return (
    <article>
      <PageHeading />
      <Sections>
        {member.email && !member.emailVerified ? <EmailVerificationNotice email={member.email} /> : null}
        <ProfileForm member={member} />
        <PasswordForm first={!member.hasPassword} />
        <SecondFactorSummary />
        <MarketingConsentSection />
      </Sections>
    </article>
  )
}
