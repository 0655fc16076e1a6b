/**
 * How many multipart bodies one process reads at once (docs/decisions/0015-upload-concurrency.md). Every body
 * read costs memory however soon it is refused: Node's HTTP parser and the stream layers copy each chunk, and the
 * garbage piles up with the bytes per second read. Bounding the uploads in flight bounds that; the one over the
 * cap is refused before a byte of its body is read.
 */
export interface UploadConcurrency {
  /** Bodies one client (an IPv4 address, an IPv6 /64) may have in flight. */
  perClient: number
  /** Bodies this process reads at once, all clients together. */
  total: number
}

export const defaultUploadConcurrency: UploadConcurrency = { perClient: 2, total: 4 }

/** The Retry-After of a refusal: about the time a slot takes to free up (a form with a few MB of files). */
export const UPLOAD_BUSY_RETRY_AFTER_SECONDS = 10

export interface UploadSlot {
  /** Frees the slot; only the first call counts. */
  release(): void
  /** Also frees it when `signal` aborts (the client went away), should the reader not get to its own release. */
  releaseOn(signal: AbortSignal | undefined): void
}

/** The slots of one endpoint, counted in memory: the bound is on this process's memory, so it is per process. */
export class UploadSlots {
  private readonly byClient = new Map<string, number>()
  private held = 0

  constructor(readonly limits: UploadConcurrency = defaultUploadConcurrency) {}

  /** Bodies being read now, all clients together. */
  get inFlight(): number {
    return this.held
  }

  /** Bodies this client is having read now. */
  heldBy(client: string): number {
    return this.byClient.get(client) ?? 0
  }

  /** A slot for one more body of `client`, or undefined when the client or the process is at its cap. */
  tryAcquire(client: string): UploadSlot | undefined {
    const mine = this.heldBy(client)
    if (mine >= this.limits.perClient || this.held >= this.limits.total) return undefined
    this.byClient.set(client, mine + 1)
    this.held += 1
    let released = false
    let detach = () => {}
    const release = () => {
      if (released) return
      released = true
      detach()
      this.held -= 1
      const left = this.heldBy(client) - 1
      if (left > 0) this.byClient.set(client, left)
      else this.byClient.delete(client)
    }
    return {
      release,
      releaseOn(signal) {
        if (!signal || released) return
        if (signal.aborted) return release()
        signal.addEventListener('abort', release, { once: true })
        detach = () => signal.removeEventListener('abort', release)
      },
    }
  }
}
