import { log } from '~/server/logging/log.server'
import type { ListenToChannel } from './database.server'

/** What the listener reports when it hears again after a gap: notifications sent meanwhile were lost. */
export const RECONNECTED = 'reconnected'

/** The waits between attempts to connect again (the last one repeats), short first: a restart takes seconds. */
const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000, 10_000, 15_000] as const

export interface ChannelListenerOptions {
  listen: ListenToChannel
  /** The PostgreSQL channel. */
  channel: string
  /** What the channel carries, for the log's lines ("content changes"). */
  subject: string
  /** Each notification committed on any process (its payload), or RECONNECTED after a gap in listening. */
  onNotification: (payload: string) => void
  retryDelaysMs?: readonly number[]
}

export interface ChannelListener {
  /** Resolves once it listens (the first time). */
  listening: Promise<void>
  /** Stops listening and trying to; resolves once its connection is closed. */
  stop: () => Promise<void>
}

/**
 * Hears a channel's notifications on a connection of its own, and keeps hearing them: a connection that fails or
 * drops is opened again, sooner then later (RETRY_DELAYS_MS). PostgreSQL keeps no notification for a session that is
 * not listening, so after any gap it reports RECONNECTED, and the caller catches up (a cache empties everything it
 * keeps; the mail outbox looks at once).
 */
export function startChannelListener({
  listen,
  channel,
  subject,
  onNotification,
  retryDelaysMs = RETRY_DELAYS_MS,
}: ChannelListenerOptions): ChannelListener {
  let stopped = false
  let wake: () => void = () => {}
  const stopping = new Promise<void>((resolve) => {
    wake = resolve
  })
  let markListening: () => void = () => {}
  const listening = new Promise<void>((resolve) => {
    markListening = resolve
  })

  const pause = (ms: number) =>
    Promise.race([
      stopping,
      new Promise<void>((resolve) => {
        setTimeout(resolve, ms).unref?.()
      }),
    ])

  const run = async () => {
    let failures = 0
    let missedSome = false
    while (!stopped) {
      let connection: Awaited<ReturnType<ListenToChannel>>
      try {
        connection = await listen(channel, onNotification)
      } catch (error) {
        if (failures === 0) log.warn('backend', `cannot listen for ${subject}; trying again`, { error: messageOf(error) })
        missedSome = true
        await pause(retryDelaysMs[Math.min(failures++, retryDelaysMs.length - 1)] ?? 1_000)
        continue
      }
      if (stopped) {
        await connection.close().catch(() => undefined)
        break
      }
      if (missedSome) {
        log.info('backend', `listening for ${subject} again; catching up on what may have been missed`)
        onNotification(RECONNECTED)
      }
      failures = 0
      missedSome = false
      markListening()
      const lost = await Promise.race([connection.lost, stopping.then(() => undefined)])
      if (stopped || lost === undefined) {
        await connection.close().catch(() => undefined)
        break
      }
      log.warn('backend', `lost the connection listening for ${subject}; reconnecting`, { error: lost.message })
      missedSome = true
      await connection.close().catch(() => undefined)
      await pause(retryDelaysMs[0] ?? 250)
    }
  }

  const running = run()
  return {
    listening,
    async stop() {
      stopped = true
      wake()
      await running
    },
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
