import { useRouterState } from '@tanstack/react-router'
import { Suspense, useRef, useState } from 'react'
import { m } from '~/paraglide/messages'
import { lazyAfterLoad } from '~/shell/deferred'

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

// Interaction-only: the field's code loads once the page is idle, or when the button is first used (decision 11).
const HeaderSearchPanel = lazyAfterLoad(() => import('./header-search-panel'))

/**
 * The header's search on wide screens: a button that opens the field under the bar (the bar has no room for a field
 * in every language beside the menu, decision 44). Escape, leaving it or a search closes it; the phone menu has the
 * field itself.
 */
export function HeaderSearch() {
  // Open on the address it was opened on: a search (or any navigation) closes it.
  const href = useRouterState({ select: (state) => state.location.href })
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === href
  const toggleRef = useRef<HTMLButtonElement>(null)
  const close = (returnFocus: boolean) => {
    setOpenOn(null)
    if (returnFocus) toggleRef.current?.focus()
  }
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="header-search-panel"
        onClick={() => setOpenOn(open ? null : href)}
      >
        <SearchIcon />
        <span className="visually-hidden">{open ? m.nav_search_close() : m.nav_search()}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <HeaderSearchPanel toggleRef={toggleRef} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
