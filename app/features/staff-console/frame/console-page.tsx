import { useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import { type ReactNode, Suspense, use, useMemo } from 'react'
import { loadConsoleMessages } from '~/i18n/admin-messages'
import { parseConsoleAddress } from '../address/console-addresses'
import { sectionOf, signInPages } from '../console-sections'
import { ConsoleForbidden, ConsoleLoading } from '../kit/console-states'
import { roleMayCall } from '../staff-access'
import { ConsoleFrame } from './console-frame'

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
  if (address.section === 'login') return <signInPages.login.page address={address} />
  if (address.section === 'invitation') return <signInPages.invitation.page address={address} />
  if (!staff) return null
  const section = sectionOf(address)
  return (
    <ConsoleFrame staff={staff} current={address.section} title={section.title()}>
      {roleMayCall(section.roles, staff.role) ? (
        <Suspense fallback={<ConsoleLoading />}>
          <section.page address={address} staff={staff} />
        </Suspense>
      ) : (
        <ConsoleForbidden />
      )}
    </ConsoleFrame>
  )
}
