import { solveChallenge } from 'altcha-lib/v1'
import { DEFAULT_MAX_NUMBER, encodeProofOfWork, type ProofOfWorkChallenge, searchRanges } from './proof-of-work'
import type { ProofOfWorkJob } from './proof-of-work.worker'

/** Runs the search in Web Workers, one range each; the first to find the number wins and the others stop. */
function solveInWorkers(challenge: ProofOfWorkChallenge, max: number): Promise<number | null> {
  const ranges = searchRanges(max, Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1)))
  const workers = ranges.map(
    () => new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module', name: 'proof-of-work' }),
  )
  const stopAll = () => {
    for (const worker of workers) worker.terminate()
  }
  return new Promise<number | null>((resolve, reject) => {
    let unanswered = workers.length
    workers.forEach((worker, index) => {
      const range = ranges[index] as { start: number; end: number }
      worker.onmessage = (event: MessageEvent<number | null>) => {
        unanswered -= 1
        if (typeof event.data === 'number') {
          stopAll()
          resolve(event.data)
        } else if (unanswered === 0) {
          stopAll()
          resolve(null)
        }
      }
      // A worker that cannot start (blocked script, old browser) must not leave the form waiting forever.
      worker.onerror = (event) => {
        event.preventDefault()
        stopAll()
        reject(new Error('the proof-of-work worker failed'))
      }
      const { algorithm, challenge: hash, salt } = challenge
      const job: ProofOfWorkJob = { algorithm, challenge: hash, salt, ...range }
      worker.postMessage(job)
    })
  })
}

/** Solves the challenge and returns the `captcha` payload; throws when no number in range fits. */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER
  // Without workers, the same search on the main thread: typing may stutter meanwhile, but the form still works.
  const onMainThread = async () =>
    (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, max).promise)?.number ?? null
  let number: number | null
  try {
    number = typeof Worker === 'undefined' ? await onMainThread() : await solveInWorkers(challenge, max)
  } catch {
    number = await onMainThread()
  }
  if (number === null) throw new Error('the proof-of-work challenge has no solution')
  return encodeProofOfWork(challenge, number)
}
