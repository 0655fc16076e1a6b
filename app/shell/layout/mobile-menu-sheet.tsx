import { styled } from '@linaria/react'
import { useRouterState } from '@tanstack/react-router'
import { type RefObject, useEffect, useRef } from 'react'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { colors, zIndex } from '~/components/styles/theme'
import { useUiStore } from '~/components/ui/ui-store'
import { SiteSearchForm } from '~/features/search/components/site-search-form'
import { m } from '~/paraglide/messages'
import { MenuGroupLinks } from './menu-group-links'
import { menuLinkLists } from './menu-link-lists'
import { menuTree } from './menu-tree'
import { UtilityMenuItems } from './utility-menu-items'

const Sheet = styled.dialog`
  background: ${colors.secondary};
  border: 0;
  color: ${colors.textInverse};
  height: 100dvh;
  inset: 0;
  margin: 0;
  max-height: none;
  max-width: none;
  overflow-y: auto;
  padding: 24px;
  width: 100vw;
  z-index: ${zIndex.modal};

  &::backdrop {
    background: rgb(0 0 0 / 40%);
  }
`

const SheetHeader = styled.div`
  display: flex;
  justify-content: flex-end;
`

const CloseButton = styled.button`
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  font-size: 28px;
  line-height: 1;
  padding: 8px 12px;
`

const Columns = styled.div`
  display: grid;
  gap: 32px 24px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-top: 16px;

  h2 {
    color: ${colors.thirdSoft};
    font-size: 14px;
    letter-spacing: 0.08em;
    margin: 0 0 12px;
  }
  ${menuLinkLists}
  a,
  button {
    display: block;
    font-size: 17px;
    padding: 8px 0;
    text-align: left;
  }
  a[aria-current='page'] {
    color: #7fd8a9;
    ${currentInForcedColors}
  }
  /* The other company sites, the deck and the account: the sheet's whole width, each entry whole on its line. */
  .utility {
    grid-column: 1 / -1;
  }
  .utility ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 24px;
  }
`

/**
 * The mobile menu's sheet: a modal dialog (focus stays inside, Escape closes). Loaded when the menu is first opened
 * (mobile-menu.tsx); the same links are server-rendered in the desktop menu.
 */
export default function MobileMenuSheet({ toggleRef }: { toggleRef: RefObject<HTMLButtonElement | null> }) {
  const open = useUiStore((state) => state.mobileMenuOpen)
  const setOpen = useUiStore((state) => state.setMobileMenuOpen)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openedAt = useRef({ pathname, scrollY: 0 })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      openedAt.current = { pathname, scrollY: window.scrollY }
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      toggleRef.current?.focus()
    }
  }, [open, pathname, toggleRef])

  // The menu closes on route change and on scroll (listened to while it is open only).
  useEffect(() => {
    if (open && pathname !== openedAt.current.pathname) setOpen(false)
  }, [open, pathname, setOpen])
  useEffect(() => {
    if (!open) return
    const closeOnScroll = () => {
      if (Math.abs(window.scrollY - openedAt.current.scrollY) > 10) setOpen(false)
    }
    window.addEventListener('scroll', closeOnScroll, { passive: true })
    return () => window.removeEventListener('scroll', closeOnScroll)
  }, [open, setOpen])

  return (
    <Sheet ref={dialogRef} aria-label={m.nav_main_label()} onClose={() => setOpen(false)}>
      <SheetHeader>
        <CloseButton type="button" aria-label={m.nav_close_menu()} onClick={() => setOpen(false)}>
          ×
        </CloseButton>
      </SheetHeader>
      <SiteSearchForm idPrefix="mobile-menu" onSearch={() => setOpen(false)} />
      <Columns>
        {menuTree.map((group) => (
          <MenuGroupLinks key={group.id} group={group} idPrefix="mobile-menu" onNavigate={() => setOpen(false)} />
        ))}
        <section className="utility" aria-label={m.nav_online_shop()}>
          <ul>
            <UtilityMenuItems onNavigate={() => setOpen(false)} />
          </ul>
        </section>
      </Columns>
    </Sheet>
  )
}
