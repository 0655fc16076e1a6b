import { styled } from '@linaria/react'
import { Link, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { hiddenInPrint } from '~/components/styles/print'
import { bareList } from '~/components/styles/resets'
import { colors, media } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const Frame = styled.div`
  display: grid;
  gap: 32px;
  /* No wider than the screen: an auto column grows to its widest content (a list's table) and the page scrolls. */
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`

const Menu = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    ${bareList}
    ${media.lg} {
      flex-direction: column;
    }
  }
  a {
    border-radius: 6px;
    color: ${colors.text};
    display: block;
    padding: 10px 14px;
    text-decoration: none;
  }
  a:hover {
    background: ${colors.surface};
  }
  a[aria-current='page'] {
    background: ${colors.primarySoft};
    color: ${colors.primary};
    font-weight: 700;
    ${currentInForcedColors}
  }
  ${hiddenInPrint}
`

type MenuTarget =
  | '/mypage'
  | '/mypage/phone'
  | '/mypage/sessions'
  | '/mypage/security'
  | '/mypage/data'
  | '/mypage/points'
  | '/mypage/qna'
  | '/sample'
  | '/faq'
  | '/terms'
  | '/mypage/withdraw'

const entries: { to: MenuTarget; label: () => string; exact?: boolean }[] = [
  { to: '/mypage', label: m.mypage_nav_profile, exact: true },
  { to: '/mypage/phone', label: m.page_mypage_phone },
  { to: '/mypage/sessions', label: m.page_mypage_sessions },
  { to: '/mypage/security', label: m.page_mypage_security },
  { to: '/mypage/data', label: m.page_mypage_data },
  { to: '/mypage/points', label: m.page_mypage_points },
  { to: '/mypage/qna', label: m.page_mypage_qna },
  { to: '/sample', label: m.page_sample },
  { to: '/faq', label: m.mypage_nav_faq },
  { to: '/terms', label: m.mypage_nav_terms },
  { to: '/mypage/withdraw', label: m.page_mypage_withdraw },
]

/** The members' own navigation beside every /mypage screen (and /sample). */
function MypageMenu() {
  return (
    <Menu aria-label={m.mypage_nav_label()}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} activeOptions={{ exact: entry.exact ?? false }}>
              {entry.label()}
            </Link>
          </li>
        ))}
      </ul>
    </Menu>
  )
}

/** The members' menu, then the screen. */
export function MemberAreaFrame({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <MypageMenu />
      {children}
    </Frame>
  )
}

/** /mypage/*: the menu, then the screen. */
export function MemberAreaLayout() {
  return (
    <MemberAreaFrame>
      <div>
        <Outlet />
      </div>
    </MemberAreaFrame>
  )
}
