import { useCallback, useEffect, useRef, useState } from 'react'
import { isStale, type ProofOfWorkChallenge } from './proof-of-work'
import type { SpamCheckStatus } from './spam-check'

export type ProofOfWorkStatus = SpamCheckStatus

interface Attempt {
  payload: Promise<{ challenge: ProofOfWorkChallenge; payload: string }>
}

/**
 * The form's spam check: fetches a challenge and solves it in the background (started when the visitor first
 * focuses the form), so that by the time they send, the payload is ready. A payload is good for one submission:
 * `take` hands it out and forgets it, and a failed submission starts a fresh one.
 */
export function useProofOfWork(fetchChallenge: () => Promise<ProofOfWorkChallenge>) {
  const [status, setStatus] = useState<ProofOfWorkStatus>('idle')
  const attempt = useRef<Attempt | null>(null)
  const generation = useRef(0)
  const failed = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const start = useCallback((): Attempt => {
    if (attempt.current) return attempt.current
    const current = generation.current + 1
    generation.current = current
    const report = (next: ProofOfWorkStatus) => {
      if (mounted.current && generation.current === current) setStatus(next)
    }
    failed.current = false
    report('verifying')
    const payload = (async () => {
      const challenge = await fetchChallenge()
      // Loaded on demand: the solver and its worker are not part of the page's first download.
      const { solveProofOfWork } = await import('./proof-of-work-solver')
      return { challenge, payload: await solveProofOfWork(challenge) }
    })()
    payload.then(
      () => report('verified'),
      () => {
        if (generation.current !== current) return
        attempt.current = null
        failed.current = true
        report('failed')
      },
    )
    attempt.current = { payload }
    return attempt.current
  }, [fetchChallenge])

  /** The payload for one submission (waits for the search if it is still running); rejects when it cannot be had. */
  const take = useCallback(async (): Promise<string> => {
    let solved = await start().payload
    if (isStale(solved.challenge, Date.now())) {
      attempt.current = null
      solved = await start().payload
    }
    attempt.current = null
    if (mounted.current) setStatus('idle')
    return solved.payload
  }, [start])

  /** Forgets any payload and solves a new one (after a submission, whose payload the server has spent). */
  const renew = useCallback(() => {
    attempt.current = null
    start()
  }, [start])

  /** On focus: starts the search once; after a failure only sending tries again (no request per focus event). */
  const begin = useCallback(() => {
    if (!failed.current) start()
  }, [start])

  return { status, begin, take, renew }
}
