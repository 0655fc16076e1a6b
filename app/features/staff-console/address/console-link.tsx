import { type ActiveOptions, type HistoryState, Link, useNavigate } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, useCallback } from 'react'
import { type ConsoleTarget, consoleLocation } from './console-addresses'

/**
 * The router's options for a console address: the console's one route with its splat and query (the page's `lang` is
 * kept by the root route's search middleware). Every console link, navigation and redirect is made with it.
 */
export function consoleLinkOptions(target: ConsoleTarget) {
  const { splat, search } = consoleLocation(target)
  return { to: '/admin/$', params: { _splat: splat }, search } as const
}

type ConsoleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: ConsoleTarget
  activeOptions?: ActiveOptions
  /** A full page load rather than the router's navigation. */
  reloadDocument?: boolean
}

/** A link to a console address. */
export function ConsoleLink({ to, ...props }: ConsoleLinkProps) {
  return <Link {...consoleLinkOptions(to)} {...props} />
}

/**
 * Goes to a console address (after a save, a deletion, a sign-out), with what the next page is handed in the history's
 * state; the same function at every render.
 */
export function useConsoleNavigate() {
  const navigate = useNavigate()
  return useCallback(
    (target: ConsoleTarget, options: { replace?: boolean; state?: HistoryState } = {}) =>
      navigate({ ...consoleLinkOptions(target), ...options }),
    [navigate],
  )
}
