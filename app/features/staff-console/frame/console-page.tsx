import { useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import { type ComponentType, type ReactNode, Suspense, use, useMemo } from 'react'
import { loadConsoleMessages } from '~/i18n/admin-messages'
import { type ConsoleAddress, parseConsoleAddress } from '../address/console-addresses'
import { isSignInAddress, sectionOf, signInPages } from '../console-sections'
import { ConsoleForbidden, ConsoleLoading } from '../kit/console-states'
import type { SignInSection } from '../section-props'
import { roleMayCall } from '../staff-access'
import { ConsoleFrame } from './console-frame'
import { PageNameRefreshProvider } from './page-name-refresh'

/**
 * The console's messages, in the browser: started when this chunk loads. Until they are in, the page's server HTML
 * stays as it is (a Suspense boundary that suspends while hydrating keeps it); the server renders them at once.
 */
const messagesReady = typeof document === 'undefined' ? undefined : loadConsoleMessages()

function WithConsoleMessages({ children }: { children: ReactNode }) {
  if (messagesReady) use(messagesReady)
  return children
}

/** Every console address: the sign-in pages bare, the sections in the console's frame (decision 32). */
export function ConsolePage() {
  return (
    <Suspense fallback={null}>
      <WithConsoleMessages>
        <ConsoleDispatch />
      </WithConsoleMessages>
    </Suspense>
  )
}

function ConsoleDispatch() {
  const { _splat: splat } = useParams({ from: '/admin/$' })
  const search = useSearch({ from: '/admin/$' })
  const staff = useRouteContext({ from: '/admin/$', select: (context) => context.staff })
  const address = useMemo(() => parseConsoleAddress(splat, search), [splat, search])
  if (!address) return null
  if (isSignInAddress(address)) return <SignInPage address={address} />
  if (!staff) return null
  const section = sectionOf(address)
  return (
    <ConsoleFrame staff={staff} current={address.section} title={section.title()}>
      {roleMayCall(section.roles, staff.role) ? (
        <Suspense fallback={<ConsoleLoading />}>
          <PageNameRefreshProvider address={address}>
            <section.page address={address} staff={staff} />
          </PageNameRefreshProvider>
        </Suspense>
      ) : (
        <ConsoleForbidden />
      )}
    </ConsoleFrame>
  )
}

/** A page before a session, by its section (each page takes its own address). */
function SignInPage<S extends SignInSection>({ address }: { address: ConsoleAddress<S> }) {
  const Page = signInPages[address.section as S].page as ComponentType<{ address: ConsoleAddress<S> }>
  return <Page address={address} />
}
