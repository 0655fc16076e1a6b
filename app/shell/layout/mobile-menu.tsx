import { styled } from '@linaria/react'
import { Suspense, useRef } from 'react'
import { media } from '~/components/styles/theme'
import { useUiStore } from '~/components/ui/ui-store'
import { m } from '~/paraglide/messages'
import { lazyAfterLoad, useLatch } from '~/shell/deferred'

const ToggleButton = styled.button`
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  display: inline-flex;
  padding: 12px;
  ${media.xl} {
    display: none;
  }
`

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

const MobileMenuSheet = lazyAfterLoad(() => import('./mobile-menu-sheet'))

/** The full-screen menu of small screens: the toggle, and the sheet, whose code loads when it is first opened. */
export function MobileMenu() {
  const open = useUiStore((state) => state.mobileMenuOpen)
  const setOpen = useUiStore((state) => state.setMobileMenuOpen)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const used = useLatch(open)

  return (
    <>
      <ToggleButton
        ref={toggleRef}
        type="button"
        aria-label={m.nav_open_menu()}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </ToggleButton>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuSheet toggleRef={toggleRef} />
        </Suspense>
      ) : null}
    </>
  )
}
