// One Lighthouse run (mobile, like `npm run bench`) of one URL, printing what the scores hide: the LCP element and
// its phases, render-blocking files, script boot-up by file, main-thread work by kind and the long tasks.
//   node scripts/bench/lighthouse-diagnose.mjs http://127.0.0.1:3000/news?lang=ko-KR [report.json]
// The full report is written to the second argument when given. Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
// Only the performance category runs, unless LH_CATEGORIES lists others (comma-separated, as Lighthouse names them).
// LH_CPU_SLOWDOWN sets the CPU throttling (default: Lighthouse's 4x).

import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { firstVisitSettings } from './lighthouse.mjs'

const [url, reportPath] = process.argv.slice(2)
if (!url) throw new Error('usage: node scripts/bench/lighthouse-diagnose.mjs <url> [report.json]')

const port = 9300 + Math.floor(Math.random() * 500)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu'],
})
let lhr
try {
  ;({ lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: (process.env.LH_CATEGORIES ?? 'performance').split(','),
    ...firstVisitSettings,
    ...(process.env.LH_CPU_SLOWDOWN && { throttling: { cpuSlowdownMultiplier: Number(process.env.LH_CPU_SLOWDOWN) } }),
  }))
} finally {
  await browser.close()
}
if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr))

const audits = lhr.audits
if (lhr.runtimeError || lhr.categories.performance.score === null) {
  // Lighthouse sometimes fails a run (no trace, no LCP): say so instead of printing NaN.
  console.log(`run failed: ${lhr.runtimeError?.message ?? audits['largest-contentful-paint']?.errorMessage ?? 'no score'}`)
  process.exit(1)
}
const ms = (value) => `${Math.round(value)} ms`
console.log(
  `performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${ms(audits['first-contentful-paint'].numericValue)}, ` +
    `LCP ${ms(audits['largest-contentful-paint'].numericValue)}, TBT ${ms(audits['total-blocking-time'].numericValue)}, ` +
    `CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
)
const itemsOf = (id) => audits[id]?.details?.items ?? []
const lcp = itemsOf('lcp-breakdown-insight')
const phases = lcp[0]?.items ?? []
console.log(`\nLCP phases: ${phases.map((phase) => `${phase.label} ${ms(phase.duration)}`).join(', ')}`)
console.log(`LCP element: ${lcp[1]?.selector ?? '?'} ${lcp[1]?.nodeLabel ? `(${lcp[1].nodeLabel.slice(0, 60)})` : ''}`)
console.log('\nrender-blocking:')
for (const item of itemsOf('render-blocking-insight')) console.log(`  ${item.url} ${item.totalBytes} B`)
console.log('\nboot-up by file (total / scripting):')
for (const item of itemsOf('bootup-time').slice(0, 6)) console.log(`  ${item.url}  ${ms(item.total)} / ${ms(item.scripting)}`)
console.log('\nmain-thread work:')
for (const item of itemsOf('mainthread-work-breakdown')) console.log(`  ${item.groupLabel.padEnd(28)} ${ms(item.duration)}`)
console.log('\nlong tasks (simulated start, duration):')
for (const task of itemsOf('long-tasks').slice(0, 12))
  console.log(`  ${ms(task.startTime).padStart(8)}  ${ms(task.duration).padStart(7)}  ${task.url}`)
