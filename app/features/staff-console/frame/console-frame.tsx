import { styled } from '@linaria/react'
import { useRouterState } from '@tanstack/react-router'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import { controlLook } from '~/components/form/control-look'
import { hiddenInPrint } from '~/components/styles/print'
import { skipLinkLook } from '~/components/styles/skip-link'
import { colors, media } from '~/components/styles/theme'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { m } from '~/paraglide/messages'
import { roleLabel } from '../kit/staff-labels'
import { ProofDialog } from '../proof/proof-dialog'
import type { FramedSection } from '../section-props'
import { ConsoleLanguageSwitch } from './console-language-switch'
import { ConsoleNav } from './console-nav'
import { SignOutButton } from './sign-out-button'

const Frame = styled.div`
  background: ${colors.surface};
  color: ${colors.text};
  min-height: 100vh;
  ${media.lg} {
    display: grid;
    grid-template-columns: 240px minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
  .skip {
    ${skipLinkLook}
  }
  ${media.print} {
    background: none;
    display: block;
    min-height: 0;
  }
`

const Header = styled.header`
  align-items: center;
  background: ${colors.secondary};
  color: ${colors.textInverse};
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  grid-column: 1 / -1;
  padding: 10px 16px;
  .brand {
    font-size: 18px;
    font-weight: 700;
    margin: 0 auto 0 0;
  }
  .who {
    font-size: 14px;
    margin: 0;
  }
  .who span {
    opacity: 0.85;
  }
  button {
    background: transparent;
    border: 1px solid ${colors.textInverse};
    border-radius: 6px;
    color: ${colors.textInverse};
    font: inherit;
    min-height: 44px;
    padding: 8px 14px;
  }
  .menu-toggle {
    ${media.lg} {
      display: none;
    }
  }
  /* On paper: who printed it, in the page's ink, without the buttons. */
  ${media.print} {
    background: none;
    border-bottom: 1px solid ${colors.border};
    color: ${colors.text};
    padding: 0 0 8px;
    button {
      display: none;
    }
  }
`

const Sidebar = styled.div`
  background: ${colors.background};
  border-bottom: 1px solid ${colors.border};
  display: none;
  &[data-open='true'] {
    display: block;
  }
  ${media.lg} {
    border-bottom: 0;
    border-right: 1px solid ${colors.border};
    display: block;
  }
  ${hiddenInPrint}
`

const Main = styled.main`
  min-width: 0;
  padding: 24px 16px 48px;
  ${media.md} {
    padding: 32px 32px 64px;
  }
  &:focus {
    outline: none;
  }
  h1 {
    font-size: 24px;
    margin: 0 0 24px;
  }
  /* Every select in the controls' look, never narrower than its options in a row of controls (the role's beside its
     button cut "고객 지원" on a phone); a form or a filter sets its width (:where keeps their rules first). */
  :where(select) {
    ${controlLook}
    flex-shrink: 0;
    padding: 8px 10px;
  }
  ${media.print} {
    padding: 16px 0 0;
  }
`

/** After a move to another console page in this document, focus goes to the new page, where a screen reader starts. */
function useFocusMainOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const mainRef = useRef<HTMLElement>(null)
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname])
  return mainRef
}

interface ConsoleFrameProps {
  staff: StaffMember
  current: FramedSection
  title: string
  children: ReactNode
}

/**
 * The console's frame: who is signed in and in which role, the language, sign-out, and the sections their role opens (a
 * sidebar on a laptop, a menu behind a button on a phone); the page's title and content in the main landmark.
 */
export function ConsoleFrame({ staff, current, title, children }: ConsoleFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const navId = useId()
  const toggleId = useId()
  const focusToggle = useFocusAfterRender(toggleId)
  // Escape closes the phone's menu from its button or from within it, the focus back on the button, as a menu closes.
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return
    setMenuOpen(false)
    focusToggle()
  }
  const mainRef = useFocusMainOnNavigation()
  // While the next address loads (a filter applied, another page), the page before it stays on screen, busy.
  const loading = useRouterState({ select: (state) => state.isLoading })
  return (
    <Frame>
      <a className="skip" href="#console-main">
        {m.admin_skip_to_content()}
      </a>
      <Header onKeyDown={closeOnEscape}>
        <p className="brand">{m.admin_console_title()}</p>
        <p className="who" data-testid="console-staff">
          {staff.name} <span>· {roleLabel(staff.role)}</span>
        </p>
        <ConsoleLanguageSwitch />
        <SignOutButton />
        <button
          type="button"
          id={toggleId}
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? m.admin_menu_close() : m.admin_menu_open()}
        </button>
      </Header>
      <Sidebar id={navId} data-open={menuOpen} onKeyDown={closeOnEscape}>
        <ConsoleNav role={staff.role} current={current} onNavigate={() => setMenuOpen(false)} />
      </Sidebar>
      <Main id="console-main" tabIndex={-1} ref={mainRef} aria-busy={loading}>
        <h1>{title}</h1>
        {children}
      </Main>
      <ProofDialog />
    </Frame>
  )
}
