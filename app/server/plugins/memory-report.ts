import { definePlugin } from 'nitro'
import { env } from '~/config/env.server'
import { log } from '~/server/logging/log.server'

/**
 * Prints this process's memory as one JSON line every `seconds` (MEMORY_REPORT_SECONDS): what a soak test needs
 * to see a leak (resident set, V8 heap, and the array buffers that hold request and response bodies).
 */
function startMemoryReport(seconds: number): () => void {
  if (seconds <= 0) return () => {}
  // Started with --expose-gc (the bench's soak does), each line is taken after a full collection: what is left is what
  // the process still holds, not where the collector's sawtooth happened to be.
  const collect = (globalThis as { gc?: () => void }).gc
  const report = () => {
    collect?.()
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
    log.report(
      'memory',
      JSON.stringify({ at: Date.now(), afterCollection: !!collect, rss, heapUsed, heapTotal, external, arrayBuffers }),
    )
  }
  report()
  const timer = setInterval(report, seconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}

export default definePlugin(() => {
  startMemoryReport(env.MEMORY_REPORT_SECONDS)
})
