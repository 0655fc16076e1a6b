import { Link, useLocation } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { useMember } from '../use-member'

/**
 * The header's account entries (list items): 'sign in' for a visitor; the member's name (to My page) and
 * 'sign out' (a plain form post, see routes/auth/logout.ts) for a member, in the page's language (the post's address
 * names it, so that the page it lands on keeps it). Only the member's name reaches the page.
 */
export function MemberLinks({ onNavigate }: { onNavigate?: () => void }) {
  const member = useMember()
  const href = useLocation({ select: (location) => location.href })
  if (!member) {
    const returnTo = /^\/(login|signup)/.test(href) ? undefined : href
    return (
      <li>
        <Link to="/login" search={{ returnTo }} onClick={onNavigate}>
          {m.nav_login()}
        </Link>
      </li>
    )
  }
  return (
    <>
      <li>
        <Link to="/mypage" onClick={onNavigate} data-testid="member-name">
          {m.nav_member_greeting({ name: member.name })}
        </Link>
      </li>
      <li>
        <form method="post" action={`/auth/logout?lang=${getLocale()}`}>
          <button type="submit">{m.nav_logout()}</button>
        </form>
      </li>
    </>
  )
}
