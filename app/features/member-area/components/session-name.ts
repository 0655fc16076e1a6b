import type { MemberSession } from '~/api/contract/member-session-endpoints'
import { m } from '~/paraglide/messages'

/** How the list names a session: 'Chrome 131 on Windows', with the unknown parts said in the page's language. */
export function sessionName(session: Pick<MemberSession, 'browser' | 'device'>): string {
  return m.mypage_sessions_browser_on_device({
    browser: session.browser ?? m.mypage_sessions_unknown_browser(),
    device: session.device ?? m.mypage_sessions_unknown_device(),
  })
}
