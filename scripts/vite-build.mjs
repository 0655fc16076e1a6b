// `vite build`, run once more when Linaria's transform (wyw-in-js 2.5) fails a build with "AbortError: superseded": a
// race inside it between two requests for one module's exports, seen once in CI on a clean clone. The second run
// starts from nothing; any other failure fails the build at once, and a second "superseded" fails it too.
import { spawnSync } from 'node:child_process'

const SUPERSEDED = 'AbortError: superseded'

function build() {
  const run = spawnSync('vite', ['build', ...process.argv.slice(2)], {
    encoding: 'utf8',
    shell: false,
    maxBuffer: 256 * 1024 * 1024,
  })
  process.stdout.write(run.stdout ?? '')
  process.stderr.write(run.stderr ?? '')
  if (run.error) throw run.error
  return { status: run.status ?? 1, superseded: `${run.stdout}${run.stderr}`.includes(SUPERSEDED) }
}

let result = build()
if (result.status !== 0 && result.superseded) {
  console.error('vite-build: wyw-in-js aborted a module as superseded; building once more')
  result = build()
}
process.exit(result.status)
