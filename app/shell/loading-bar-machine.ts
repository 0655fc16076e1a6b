export type LoadingBarPhase = 'idle' | 'waiting' | 'loading' | 'done' | 'failed'

export type LoadingBarEvent = 'start' | 'throttle-elapsed' | 'finish' | 'fail' | 'settled'

/** Show the bar only when loading outlasts the 200 ms throttle; it fills over 5000 ms. */
export const loadingBarTimings = { throttleMs: 200, durationMs: 5000, settleMs: 400, failedVisibleMs: 2500 } as const

export function nextLoadingBarPhase(phase: LoadingBarPhase, event: LoadingBarEvent): LoadingBarPhase {
  switch (event) {
    case 'start':
      return phase === 'loading' ? 'loading' : 'waiting'
    case 'throttle-elapsed':
      return phase === 'waiting' ? 'loading' : phase
    case 'finish':
      if (phase === 'loading') return 'done'
      if (phase === 'waiting') return 'idle'
      return phase
    case 'fail':
      return 'failed'
    case 'settled':
      return phase === 'done' || phase === 'failed' ? 'idle' : phase
  }
}
