import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { log } from '~/server/logging/log.server'

/**
 * Read-your-writes on the process that made a change (decision 36): PostgreSQL delivers the change's notification
 * after the commit, and the process empties its caches when it hears it, a few milliseconds after the handler's
 * answer could have gone. So a request that announced a change is answered only once this process has heard that
 * change and emptied its caches: the editor's next page, and any visitor's after the save, show it (a saved redirect
 * answers the very next visitor). Other processes still hear it a moment later.
 */

/** Past this the answer goes anyway (the listener is down and reconnecting: its catch-up empties everything). */
const WAIT_LIMIT_MS = 2_000

/** The changes one request announced, and the moment this process has heard them all. */
class RequestChanges {
  readonly marks: string[] = []
  private unheard = 0
  private allHeard: () => void = () => {}
  readonly heard = new Promise<void>((resolve) => {
    this.allHeard = resolve
  })

  /** `hearings`: how many watches must hear it (one in a server; a test may run two on one database). */
  add(mark: string, hearings: number, waiting: Map<string, () => void>): void {
    this.marks.push(mark)
    this.unheard += hearings
    waiting.set(mark, () => {
      if (--this.unheard === 0) this.allHeard()
    })
  }
}

interface OwnChanges {
  /** This process's mark in a notification's payload, so that it knows its own. */
  processMark: string
  sent: number
  /** How many content-change watches run in this process: with none, nothing would ever be heard. */
  watches: number
  /** What to call when a change is heard, by mark, while its request is in flight. */
  waiting: Map<string, () => void>
  requests: AsyncLocalStorage<RequestChanges>
}

/** On globalThis, as the content-change subscribers: the server bundle can hold this module twice. */
const slot = globalThis as typeof globalThis & { __ownContentChanges?: OwnChanges }
slot.__ownContentChanges ??= {
  processMark: randomUUID(),
  sent: 0,
  watches: 0,
  waiting: new Map(),
  requests: new AsyncLocalStorage(),
}
const own = slot.__ownContentChanges

/** Said by a content-change watch as it starts; returns what it calls as it stops. */
export function watchingOwnChanges(): () => void {
  own.watches++
  return () => {
    own.watches--
  }
}

/**
 * The mark of a change about to be announced, for its notification's payload; inside a request (and with a watch) the
 * request's answer will wait until `ownChangeHeard` is called with it.
 */
export function markOwnChange(): string {
  const mark = `${own.processMark}:${++own.sent}`
  if (own.watches > 0) own.requests.getStore()?.add(mark, own.watches, own.waiting)
  return mark
}

/** Called by a watch once it has emptied its caches for the change marked `mark` (any process's). */
export function ownChangeHeard(mark: string | undefined): void {
  if (mark) own.waiting.get(mark)?.()
}

/**
 * The backend's first middleware: a successful answer to a request that announced changes waits until this process has
 * heard them. A failed one does not: its transaction may have rolled back, and then nothing will be heard.
 */
export const answerAfterOwnChanges: MiddlewareHandler = (context, next) => {
  const changes = new RequestChanges()
  return own.requests.run(changes, async () => {
    try {
      await next()
      if (changes.marks.length === 0 || context.res.status >= 400) return
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), WAIT_LIMIT_MS)
      })
      const outcome = await Promise.race([changes.heard, late])
      clearTimeout(timer)
      if (outcome === 'late') {
        log.warn('backend', 'answered before this process heard its own content change', { changes: changes.marks.length })
      }
    } finally {
      for (const mark of changes.marks) own.waiting.delete(mark)
    }
  })
}
