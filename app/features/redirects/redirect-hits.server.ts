import { siteApi } from '~/api/api-client.server'
import { REDIRECT_HITS_MAX_ENTRIES, redirectEndpoints } from '~/api/contract/redirect-endpoints'
import { onServerClose } from '~/server/http/server-close-tasks'
import { log } from '~/server/logging/log.server'

/** How often a process reports the hits it answered. */
const REPORT_EVERY_MS = 5_000

const tallies = new Map<number, { count: number; at: Date }>()
let reportsScheduled = false

/** Counts one answer of redirect `id`; the count reaches the list with the next report. */
export function countRedirectHit(id: number): void {
  const tally = tallies.get(id)
  if (tally) {
    tally.count++
    tally.at = new Date()
  } else if (tallies.size < REDIRECT_HITS_MAX_ENTRIES) {
    tallies.set(id, { count: 1, at: new Date() })
  }
  if (reportsScheduled) return
  reportsScheduled = true
  setInterval(() => void reportRedirectHits(), REPORT_EVERY_MS).unref()
  onServerClose(reportRedirectHits)
}

/**
 * Sends the hits counted since the last report, every few seconds and once more when the server closes, so that a
 * restart loses none; a report that fails is counted again with the next.
 */
export async function reportRedirectHits(): Promise<void> {
  if (tallies.size === 0) return
  const sent = [...tallies.entries()]
  tallies.clear()
  try {
    await siteApi(redirectEndpoints.reportHits, {
      body: { hits: sent.map(([id, { count, at }]) => ({ id, count, at: at.toISOString() })) },
    })
  } catch (error) {
    log.warn('redirects', 'could not report the redirects’ hits; they go with the next report', { error })
    for (const [id, tally] of sent) {
      const later = tallies.get(id)
      tallies.set(id, later ? { count: later.count + tally.count, at: later.at } : tally)
    }
  }
}
