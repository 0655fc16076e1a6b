import { solveChallenge } from 'altcha-lib/v1'

/** One search range of a proof-of-work challenge, solved off the main thread so typing stays smooth. */
export interface ProofOfWorkJob {
  algorithm: string
  challenge: string
  salt: string
  start: number
  end: number
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ProofOfWorkJob>) => void) | null
  postMessage(message: number | null): void
}

scope.onmessage = async (event) => {
  const { algorithm, challenge, salt, start, end } = event.data
  const solution = await solveChallenge(challenge, salt, algorithm, end, start).promise
  scope.postMessage(solution ? solution.number : null)
}
