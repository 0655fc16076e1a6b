// Only the first-load JavaScript part of `npm run bench`, against a server that is already running:
//   node scripts/bench/first-load-js-only.mjs [base URL, default http://127.0.0.1:3000]
// Same pages, budgets and measuring as the full bench; exits with 1 when a page is over its budget.

import { printFirstLoadJs } from './first-load-js.mjs'
import { pageTargets } from './pages.mjs'

const base = (process.argv[2] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const over = await printFirstLoadJs({ base }, await pageTargets(base))
if (over) {
  console.error(`\n${over} page(s) over their first-load JavaScript budget`)
  process.exitCode = 1
}
