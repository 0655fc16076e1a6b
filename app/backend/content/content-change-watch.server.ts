import { log } from '~/server/logging/log.server'
import { RECONNECTED, startChannelListener } from '../db/channel-listener.server'
import type { OpenDatabase } from '../db/database.server'
import type { PublicReadCache } from '../http/public-read-cache'
import { EVERYTHING_KEY, keysOfChange } from '../http/surrogate-keys'
import { jobOutcomesIn } from '../jobs/job-outcomes.server'
import type { ScheduledJobRuns } from '../jobs/scheduled-job-runs'
import { CONTENT_CHANGED_CHANNEL, parseContentChange } from './content-changes.server'
import { ownChangeHeard, watchingOwnChanges } from './own-content-changes.server'
import { checkScheduleBoundaries, startScheduleBoundaryWatch } from './schedule-boundaries.server'
import type { PurgeSharedCache } from './shared-cache-purge.server'

type ContentChangeSubscriber = (reason: string) => void

/**
 * Who else empties a cache when this process's public reads change (the site's page cache, through the mount). On
 * globalThis, as the backend's slot: the server bundle can hold this module twice.
 */
const slot = globalThis as typeof globalThis & { __contentChangeSubscribers?: Set<ContentChangeSubscriber> }
slot.__contentChangeSubscribers ??= new Set()
const subscribers = slot.__contentChangeSubscribers

/** Calls `subscriber` after each emptying of the cache of public reads; returns the way to stop. */
export function subscribeToContentChanges(subscriber: ContentChangeSubscriber): () => void {
  subscribers.add(subscriber)
  return () => subscribers.delete(subscriber)
}

export interface ContentChangeWatch {
  /** Resolves once the process hears the changes of every process. */
  listening: Promise<void>
  stop: () => Promise<void>
}

/**
 * Keeps this process's caches of public content true to the database (docs/decisions/0036): a change committed on any
 * process, a gap in listening or a schedule's moment empties the cache of public reads, then the subscribers' caches
 * (the pages are built from the reads, so they go after them). Everything is emptied, whatever the change touched.
 */
export function startContentChangeWatch(
  database: OpenDatabase,
  publicReadCache: PublicReadCache | undefined,
  purgeSharedCache: PurgeSharedCache = () => {},
  runs?: ScheduledJobRuns,
): ContentChangeWatch {
  const emptyCaches = (reason: string) => {
    publicReadCache?.clear()
    for (const subscriber of subscribers) {
      try {
        subscriber(reason)
      } catch (error) {
        log.error('backend', 'a cache could not be emptied after a content change', { error })
      }
    }
    log.debug('backend', 'emptied the caches of public content', { reason })
  }
  const boundaries = startScheduleBoundaryWatch({
    check: (since) => checkScheduleBoundaries(database.db, since),
    outcomes: jobOutcomesIn(database.db, 'scheduleBoundaries'),
    // Every process sees the moment: each purges the shared cache, which costs a few requests at each moment.
    onBoundary: () => {
      emptyCaches('schedule')
      purgeSharedCache([EVERYTHING_KEY])
    },
  })
  runs?.provide('scheduleBoundaries', async () => {
    const outcome = await boundaries.recheck()
    await boundaries.settled()
    return outcome
  })
  const onChange = (payload: string) => {
    if (payload === RECONNECTED) {
      // What was missed is unknown, so everything goes at once, before the next request is answered; the check then
      // finds whether a schedule's moment also passed during the gap.
      emptyCaches(RECONNECTED)
      purgeSharedCache([EVERYTHING_KEY])
      void boundaries.recheck()
      return
    }
    const change = parseContentChange(payload)
    // The change may have set or moved a schedule: the check comes first, then one emptying covers both. Every
    // process purges the shared cache after emptying its own caches: a purge sent before one of them is emptied lets
    // the next visitor's request put that process's old page back in the shared cache, for its whole s-maxage.
    void boundaries.recheck({ thenEmptied: true }).then(() => {
      emptyCaches(change.kind)
      ownChangeHeard(change.mark)
      purgeSharedCache(keysOfChange(change.kind, change.itemId))
    })
  }
  const listener = startChannelListener({
    listen: database.listen,
    channel: CONTENT_CHANGED_CHANNEL,
    subject: 'content changes',
    onNotification: onChange,
  })
  const stopWatchingOwnChanges = watchingOwnChanges()
  return {
    listening: listener.listening,
    async stop() {
      stopWatchingOwnChanges()
      await listener.stop()
      await boundaries.stop()
    },
  }
}
