import { styled } from '@linaria/react'
import { useRouterState } from '@tanstack/react-router'
import { type FocusEvent, useRef, useState } from 'react'
import { colors } from '~/components/styles/theme'
import { SiteSearchForm } from '~/features/search/components/site-search-form'
import { m } from '~/paraglide/messages'

const Panel = styled.div`
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 0 0 12px 12px;
  box-shadow: 0 12px 24px rgb(0 0 0 / 12%);
  padding: 16px;
  position: absolute;
  right: 24px;
  top: 100%;
  width: min(520px, calc(100vw - 48px));
`

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

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
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && (event.currentTarget.contains(next) || toggleRef.current?.contains(next))) return
    if (next) close(false)
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
        <Panel
          id="header-search-panel"
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close(true)
          }}
        >
          <SiteSearchForm idPrefix="header" autoFocus />
        </Panel>
      ) : null}
    </>
  )
}
