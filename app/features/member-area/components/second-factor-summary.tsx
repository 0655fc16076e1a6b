import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { secondFactorStatusQuery } from '../second-factor-queries'

/** On /mypage: whether the second factor is on, with the way to /mypage/security. Nothing while it loads or fails. */
export function SecondFactorSummary() {
  const query = useQuery({ ...secondFactorStatusQuery(getLocale()), refetchOnMount: true })
  if (!query.data) return null
  return (
    <p data-testid="second-factor-summary">
      <strong>{query.data.enabled ? m.mypage_security_summary_on() : m.mypage_security_summary_off()}</strong>{' '}
      <Link to="/mypage/security">{m.mypage_security_summary_link()}</Link>
    </p>
  )
}
