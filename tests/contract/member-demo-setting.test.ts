import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { demoMember } from '~/backend/sign-in/demo-member'
import { type DemoMemberSetting, startDemoMember } from '~/backend/sign-in/demo-member-setting'
import { send } from './auth-support'
import { setUpMemberHarness } from './member-support'

const harness = setUpMemberHarness()
const warnings: string[] = []

beforeEach(() => {
  warnings.length = 0
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')))
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A server start with this configuration, as backend.server.ts runs it (the embedded database unless told). */
function start(siteUrl: string, setting: DemoMemberSetting, embeddedDatabase = true) {
  return startDemoMember({ db: harness.database.db, setting, siteUrl, embeddedDatabase, now: harness.clock.now })
}

async function demoSignIn() {
  return send(harness, 'http', signInEndpoints.login, { body: { email: demoMember.email, password: demoMember.password } })
}

describe('the demo member at start', () => {
  it('does not exist on a site that is not on loopback unless DEMO_MEMBER=on: it cannot sign in, nothing is announced', async () => {
    await start('https://www.example.com', undefined)
    expect((await demoSignIn()).json.error?.code).toBe('INVALID_CREDENTIALS')
    expect(warnings).toEqual([])
  })

  it('exists there with DEMO_MEMBER=on, and every start warns that it does, naming its email but not its password', async () => {
    expect(await start('https://www.example.com', 'on')).toBe('added')
    expect((await demoSignIn()).status).toBe(200)
    expect(await start('https://www.example.com', 'on')).toBeUndefined()
    expect(warnings).toHaveLength(2)
    for (const warning of warnings) {
      expect(warning).toContain(demoMember.email)
      expect(warning).not.toContain(demoMember.password)
    }
  })

  it('is removed at the next start once it is no longer allowed: its password and its open sessions stop working', async () => {
    await start('https://www.example.com', 'on')
    const session = (await demoSignIn()).json.data?.accessToken ?? ''
    expect(await start('https://www.example.com', undefined)).toBe('removed')
    expect((await demoSignIn()).json.error?.code).toBe('INVALID_CREDENTIALS')
    expect((await send(harness, 'http', signInEndpoints.me, {}, { token: session })).status).toBe(401)
    await start('http://localhost:3000', undefined)
    expect(await start('http://localhost:3000', 'off')).toBe('removed')
    expect((await demoSignIn()).status).toBe(401)
  })

  it('exists by default on a site on loopback (localhost, 127.0.0.0/8, [::1])', async () => {
    for (const siteUrl of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      await start('https://www.example.com', 'off')
      warnings.length = 0
      expect(await start(siteUrl, undefined)).toBe('added')
      expect((await demoSignIn()).status).toBe(200)
      expect(warnings.join('\n')).toContain(demoMember.email)
    }
  })

  it('never exists on a PostgreSQL server (DATABASE_URL), even with DEMO_MEMBER=on, which is said to be ignored', async () => {
    await start('https://www.example.com', 'off')
    expect(await start('http://localhost:3000', 'on', false)).toBeUndefined()
    expect((await demoSignIn()).status).toBe(401)
    expect(warnings).toEqual([expect.stringContaining('DEMO_MEMBER=on is ignored')])
  })
})
