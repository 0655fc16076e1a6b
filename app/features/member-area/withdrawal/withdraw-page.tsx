import { styled } from '@linaria/react'
import { PageHeading } from '~/components/page/page-heading'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { useAreaMember } from '../use-area-member'
import { WithdrawForm } from './withdraw-form'

const Policy = styled.section`
  background: ${colors.surface};
  border-radius: 8px;
  margin-bottom: 32px;
  padding: 20px;
  h2 {
    color: ${colors.secondary};
    font-size: 18px;
    margin: 0 0 8px;
  }
  p {
    margin: 0;
  }
`

/** /mypage/withdraw: what closing means, then the form. */
export function WithdrawPage() {
  const member = useAreaMember()
  return (
    <article>
      <PageHeading />
      <Policy aria-labelledby="withdraw-policy-heading">
        <h2 id="withdraw-policy-heading">{m.withdraw_policy_heading()}</h2>
        <p>{m.withdraw_policy_text()}</p>
      </Policy>
      <WithdrawForm needsPassword={member.hasPassword} />
    </article>
  )
}
