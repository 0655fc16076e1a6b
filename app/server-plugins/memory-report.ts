import { definePlugin } from 'nitro'
import { env } from '~/config/env.server'

/**
 * Prints this process's memory as one JSON line every `seconds` (MEMORY_REPORT_SECONDS): what a soak test needs
 * to see a leak (resident set, V8 heap, and the array buffers that hold request and response bodies).
 */
function startMemoryReport(seconds: number): () => void {
  if (seconds <= 0) return () => {}
  const report = () => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
    console.log(`memory ${JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers })}`)
  }
  report()
  const timer = setInterval(report, seconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}

export default definePlugin(() => {
  startMemoryReport(env.MEMORY_REPORT_SECONDS)
})
