import { styled } from '@linaria/react'
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, useRef } from 'react'
import { skipLinkLook } from '~/components/styles/skip-link'
import { layout, media } from '~/components/styles/theme'
import { useDialogStore } from '~/components/ui/dialog-store'
import { Toaster } from '~/components/ui/toaster'
import { isConsolePath } from '~/config/console-paths'
import { DeferredConsentNotice } from '~/features/member-area/consents/deferred-consent-notice'
import { m } from '~/paraglide/messages'
import { Breadcrumbs } from '~/shell/layout/breadcrumbs'
import { HotCorner } from '~/shell/layout/hot-corner'
import { SiteFooter } from '~/shell/layout/site-footer'
import { SiteHeader } from '~/shell/layout/site-header'
import { lazyAfterLoad, useLatch } from './deferred'
import { GlobalVideo } from './global-video'
import { LoadingBar } from './loading-bar'
import { NetworkStatus } from './network-status'
import { PrefetchOnIdle } from './prefetch-on-idle'

const SkipLink = styled.a`
  ${skipLinkLook}
`

const Main = styled.main`
  min-height: 60vh;
  padding-top: ${layout.contentTopPadding}px;
  &[data-flush='true'] {
    padding-top: 0;
  }
  &:focus {
    outline: none;
  }
  /* On paper the bar is not fixed over the page, so nothing needs to clear it. */
  ${media.print} {
    min-height: 0;
    padding-top: 16px;
  }
`

const Content = styled.div`
  margin: 0 auto;
  max-width: ${layout.maxContentWidth + 48}px;
  padding: 32px 24px 0;
  /* A page under a transparent header starts at the window's top edge; its first section makes room for the bar. */
  [data-flush='true'] > & {
    padding-top: 0;
  }
  ${media.print} {
    max-width: none;
    padding: 0;
  }
`

/**
 * Whether the visitor has moved to another page in this document: the entry animation is for those moves only,
 * so the first page's content is never held back by a fade-in.
 */
function useHasNavigated(pathname: string): boolean {
  const shown = useRef(pathname)
  const navigated = useRef(false)
  if (shown.current !== pathname) {
    shown.current = pathname
    navigated.current = true
  }
  return navigated.current
}

/** After an in-app navigation, focus moves to the new page so screen readers start there. */
function useFocusMainOnNavigation(pathname: string, navigated: boolean) {
  const mainRef = useRef<HTMLElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect's job is to run on every pathname change
  useEffect(() => {
    if (navigated) mainRef.current?.focus({ preventScroll: true })
  }, [pathname])
  return mainRef
}

const GlobalDialogs = lazyAfterLoad(() => import('~/components/ui/global-dialogs'))

/** The alert and confirm dialogs, mounted from the first time one opens. */
function DeferredDialogs() {
  const used = useLatch(useDialogStore((state) => state.alert.isOpen || state.confirm.isOpen))
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <GlobalDialogs />
    </Suspense>
  )
}

/** The page frame around every route: navigation, content, footer and the global parts. */
export function AppLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const flush = useMatches({ select: (matches) => matches.some((match) => match.staticData.transparentNav) })
  const navigated = useHasNavigated(pathname)
  const mainRef = useFocusMainOnNavigation(pathname, navigated)

  // The staff console draws its own frame (features/staff-console, decision 32).
  if (isConsolePath(pathname)) {
    return (
      <>
        <LoadingBar />
        <Outlet />
        <Toaster />
        <DeferredDialogs />
        <NetworkStatus />
      </>
    )
  }
  return (
    <>
      <SkipLink href="#main">{m.skip_to_content()}</SkipLink>
      <LoadingBar />
      <SiteHeader />
      <Main id="main" ref={mainRef} tabIndex={-1} data-flush={flush}>
        <DeferredConsentNotice />
        <Content key={pathname} className={navigated ? 'page-transition' : undefined}>
          <Breadcrumbs />
          <Outlet />
        </Content>
      </Main>
      <SiteFooter />
      <HotCorner />
      <Toaster />
      <DeferredDialogs />
      <GlobalVideo />
      <NetworkStatus />
      <PrefetchOnIdle />
    </>
  )
}
