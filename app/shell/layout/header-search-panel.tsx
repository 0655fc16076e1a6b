import { styled } from '@linaria/react'
import type { FocusEvent, RefObject } from 'react'
import { colors } from '~/components/styles/theme'
import { SiteSearchForm } from '~/features/search/components/site-search-form'

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

interface HeaderSearchPanelProps {
  /** The button that opens it: focus moving there does not close the panel (the button's own click does). */
  toggleRef: RefObject<HTMLButtonElement | null>
  /** Closes it; `returnFocus` puts the focus back on the button (Escape). */
  onClose: (returnFocus: boolean) => void
}

/** The header's search field under the bar, loaded when the button is first used (header-search.tsx). */
export default function HeaderSearchPanel({ toggleRef, onClose }: HeaderSearchPanelProps) {
  // Leaving it closes it: the focus moved elsewhere on the page (not out of the window).
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && (event.currentTarget.contains(next) || toggleRef.current?.contains(next))) return
    if (next) onClose(false)
  }
  return (
    <Panel
      id="header-search-panel"
      onBlur={leave}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(true)
      }}
    >
      <SiteSearchForm idPrefix="header" autoFocus />
    </Panel>
  )
}
