import { styled } from '@linaria/react'
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { colors, layout, media, widths } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { MenuItemLink } from './menu-item-link'
import { groupItems, type MenuGroup, menuTree } from './menu-tree'

const MenuList = styled.ul`
  display: none;
  ${media.xl} {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`

const GroupItem = styled.li`
  position: relative;
`

const GroupButton = styled.button`
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.02em;
  /* Exactly the bar's height (layout.navHeight), on one line. */
  line-height: 24px;
  padding: 28px 10px;
  white-space: nowrap;
`

const Panel = styled.ul`
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  box-shadow: 0 12px 32px rgb(0 0 0 / 12%);
  left: 50%;
  list-style: none;
  margin: 0;
  min-width: 180px;
  max-width: ${widths.popover}px;
  padding: 8px 0;
  position: absolute;
  top: calc(100% - 8px);
  transform: translateX(-50%);

  a,
  button {
    background: none;
    border: 0;
    color: ${colors.text};
    cursor: pointer;
    display: block;
    font: inherit;
    padding: 10px 20px;
    text-align: left;
    text-decoration: none;
    white-space: nowrap;
    width: 100%;
  }
  a:hover,
  button:hover,
  a[aria-current='page'] {
    background: ${colors.primarySoft};
    color: ${colors.primary};
    ${currentInForcedColors}
  }
`

const HOVER_CLICK_GRACE_MS = 600

function DesktopMenuGroup({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const hoverOpenedAt = useRef(0)
  const panelId = useId()

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  // The menu closes on blur after 150 ms, unless focus (a click) landed inside it.
  const onBlur = (_event: FocusEvent) => {
    window.clearTimeout(closeTimer.current)
    closeTimer.current = window.setTimeout(() => {
      if (!containerRef.current?.contains(document.activeElement)) setOpen(false)
    }, layout.menuBlurDelayMs)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  return (
    <GroupItem
      ref={containerRef}
      onMouseEnter={() => {
        if (!open) hoverOpenedAt.current = Date.now()
        setOpen(true)
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <GroupButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // A click that follows the hover which just opened the panel keeps it open instead of toggling it shut.
        onClick={() => {
          const justOpenedByHover = Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS
          hoverOpenedAt.current = 0
          setOpen((value) => (justOpenedByHover ? true : !value))
        }}
      >
        {group.label()}
      </GroupButton>
      <Panel id={panelId} hidden={!open} aria-label={m.nav_submenu_of({ group: group.label() })}>
        {groupItems(group).map((item) => (
          <li key={item.label()}>
            <MenuItemLink item={item} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </Panel>
    </GroupItem>
  )
}

/** The menu tree as disclosure buttons with drop-down panels, from the large breakpoint up. */
export function DesktopMenu() {
  return (
    <MenuList>
      {menuTree.map((group) => (
        <DesktopMenuGroup key={group.id} group={group} />
      ))}
    </MenuList>
  )
}
