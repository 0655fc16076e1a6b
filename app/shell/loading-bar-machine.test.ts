import { describe, expect, it } from 'vitest'
import { type LoadingBarEvent, type LoadingBarPhase, loadingBarTimings, nextLoadingBarPhase } from './loading-bar-machine'

const run = (events: LoadingBarEvent[], from: LoadingBarPhase = 'idle') => events.reduce(nextLoadingBarPhase, from)

describe('loading bar', () => {
  it('waits 200 ms before it shows and fills over 5000 ms', () => {
    expect(loadingBarTimings.throttleMs).toBe(200)
    expect(loadingBarTimings.durationMs).toBe(5000)
  })
  it('never shows for loads shorter than the throttle', () => {
    expect(run(['start'])).toBe('waiting')
    expect(run(['start', 'finish'])).toBe('idle')
  })
  it('shows once the throttle elapses, then completes and settles', () => {
    expect(run(['start', 'throttle-elapsed'])).toBe('loading')
    expect(run(['start', 'throttle-elapsed', 'finish'])).toBe('done')
    expect(run(['start', 'throttle-elapsed', 'finish', 'settled'])).toBe('idle')
  })
  it('shows the failed state when a refresh fails, then settles', () => {
    expect(run(['start', 'throttle-elapsed', 'fail'])).toBe('failed')
    expect(run(['fail'])).toBe('failed')
    expect(run(['fail', 'finish'])).toBe('failed')
    expect(run(['fail', 'settled'])).toBe('idle')
  })
  it('ignores a late throttle timer after the load finished', () => {
    expect(run(['start', 'finish', 'throttle-elapsed'])).toBe('idle')
  })
})
