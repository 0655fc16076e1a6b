import { styled } from '@linaria/react'
import { Link, useMatches } from '@tanstack/react-router'
import { bareList, plainControl } from '~/components/styles/resets'
import { colors, layout, media, zIndex } from '~/components/styles/theme'
import { useUiStore } from '~/components/ui/ui-store'
import { useSiteConfig } from '~/features/site/use-site-config'
import { m } from '~/paraglide/messages'
import { DesktopMenu } from './desktop-menu'
import { HeaderSearch } from './header-search'
import { MobileMenu } from './mobile-menu'
import { useNavScrollState } from './use-nav-scroll-state'
import { UtilityMenuItems } from './utility-menu-items'

const Bar = styled.header`
  background: ${colors.background};
  box-shadow: 0 1px 0 ${colors.border};
  color: ${colors.text};
  left: 0;
  position: fixed;
  right: 0;
  top: 0;
  transition:
    transform 0.25s ease,
    background-color 0.25s ease,
    color 0.25s ease;
  z-index: ${zIndex.nav};

  /* Over the top of a page that asks for it (its first section is light and reaches under the bar): the same text. */
  &[data-transparent='true'] {
    background: transparent;
    box-shadow: none;
  }
  &[data-hidden='true'] {
    transform: translateY(-100%);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  /* On paper, once at the top of the first sheet (a fixed bar would print on every sheet), and only the brand. */
  ${media.print} {
    &,
    &[data-hidden='true'] {
      background: none;
      border-bottom: 1px solid ${colors.border};
      box-shadow: none;
      position: static;
      transform: none;
    }
  }
`

const Inner = styled.div`
  align-items: center;
  display: flex;
  gap: 16px;
  height: ${layout.navHeight}px;
  justify-content: space-between;
  margin: 0 auto;
  max-width: ${layout.maxContentWidth + 48}px;
  padding: 0 24px;
  ${media.print} {
    height: auto;
    padding: 0 0 8px;
    /* Everything after the brand: the menus, the search, the phone menu's button. */
    > :not(:first-child) {
      display: none;
    }
  }
`

const Brand = styled(Link)`
  color: inherit;
  white-space: nowrap;
  font-size: 22px;
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;
`

const Utility = styled.ul`
  align-items: center;
  display: none;
  gap: 12px;
  ${bareList}
  ${media.xl} {
    display: flex;
  }
  a,
  button {
    ${plainControl}
    font-size: 13px;
    white-space: nowrap;
  }
  button[aria-controls='header-search-panel'] {
    display: inline-flex;
    padding: 8px;
  }
  /* The member's name (their link to the member area) is as long as they made it: it is cut, never the bar widened. */
  a[href^='/mypage'] {
    display: block;
    max-width: 7em;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`

/**
 * The fixed top navigation, one line high: the menu and the links beside it from the xl breakpoint (1200 px), the
 * phone menu below it (the longest language, Japanese, signed in, needs about 1130 px in its web font; decision 44).
 */
export function SiteHeader() {
  const site = useSiteConfig()
  const { hidden, atTop } = useNavScrollState()
  const mobileMenuOpen = useUiStore((state) => state.mobileMenuOpen)
  const pageWantsTransparentNav = useMatches({ select: (matches) => matches.some((match) => match.staticData.transparentNav) })

  return (
    <Bar
      data-transparent={pageWantsTransparentNav && atTop && !mobileMenuOpen}
      data-hidden={hidden && !mobileMenuOpen}
      data-testid="site-header"
    >
      <Inner>
        <Brand to="/" aria-label={`${site.brandName} — ${m.nav_home()}`}>
          {site.brandName}
        </Brand>
        <nav aria-label={m.nav_main_label()}>
          <DesktopMenu />
        </nav>
        <Utility>
          <UtilityMenuItems />
          <li>
            <HeaderSearch />
          </li>
        </Utility>
        <MobileMenu />
      </Inner>
    </Bar>
  )
}
