import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { workerNodeFlags } from '~/server/launcher/launch-plan'
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs'

describe('the flags the production server runs with', () => {
  it('are on `npm run serve`, as on every script and test that starts the build', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
    for (const flag of serverNodeFlags) expect(scripts.serve).toContain(`node ${flag} `)
    for (const starter of ['tests/e2e/site-copy.ts', 'scripts/durability/server.mjs', 'scripts/bench/lib.mjs']) {
      expect(readFileSync(starter, 'utf8'), starter).toContain('serverNodeFlags')
    }
  })

  it('are on every server process the launcher starts, however the launcher itself was started', () => {
    expect(workerNodeFlags).toEqual(serverNodeFlags)
  })
})
