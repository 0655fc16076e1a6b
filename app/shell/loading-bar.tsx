import { styled } from '@linaria/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useReducer } from 'react'
import { hiddenInPrint } from '~/components/styles/print'
import { colors, zIndex } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { type LoadingBarEvent, loadingBarTimings, nextLoadingBarPhase } from './loading-bar-machine'

const Track = styled.div`
  height: 3px;
  left: 0;
  pointer-events: none;
  position: fixed;
  right: 0;
  top: 0;
  z-index: ${zIndex.loadingBar};

  &[data-phase='idle'],
  &[data-phase='waiting'] {
    display: none;
  }
  ${hiddenInPrint}
`

const Fill = styled.div`
  background: ${colors.primary};
  height: 100%;
  transform-origin: left;

  [data-phase='loading'] > & {
    animation: loading-bar-fill ${loadingBarTimings.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  }
  [data-phase='done'] > & {
    transform: scaleX(1);
    transition: opacity ${loadingBarTimings.settleMs}ms ease;
    opacity: 0;
  }
  [data-phase='failed'] > & {
    background: ${colors.error};
    transform: scaleX(1);
  }

  @keyframes loading-bar-fill {
    from {
      transform: scaleX(0);
    }
    to {
      transform: scaleX(0.92);
    }
  }
`

/** A thin bar at the top while a navigation or data refresh takes a while; red when it failed. */
export function LoadingBar() {
  const [phase, dispatch] = useReducer(nextLoadingBarPhase, 'idle')
  const routerBusy = useRouterState({ select: (state) => state.isLoading })
  const routeFailed = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'error') })
  const queryClient = useQueryClient()

  useEffect(() => dispatch(routerBusy ? 'start' : 'finish'), [routerBusy])
  useEffect(() => {
    if (routeFailed) dispatch('fail')
  }, [routeFailed])

  // A background refresh that fails marks the bar failed too.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error') dispatch('fail')
      }),
    [queryClient],
  )

  useEffect(() => {
    const timers: Partial<Record<typeof phase, [number, LoadingBarEvent]>> = {
      waiting: [loadingBarTimings.throttleMs, 'throttle-elapsed'],
      done: [loadingBarTimings.settleMs, 'settled'],
      failed: [loadingBarTimings.failedVisibleMs, 'settled'],
    }
    const timer = timers[phase]
    if (!timer) return
    const handle = window.setTimeout(() => dispatch(timer[1]), timer[0])
    return () => window.clearTimeout(handle)
  }, [phase])

  return (
    <Track
      data-phase={phase}
      data-testid="loading-bar"
      role="progressbar"
      aria-label={m.loading()}
      aria-hidden={phase === 'idle' || phase === 'waiting'}
    >
      <Fill />
      {phase === 'failed' ? <span className="visually-hidden">{m.loading_failed()}</span> : null}
    </Track>
  )
}
