import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { PASSWORD, send, uniqueEmail } from './auth-support'
import { ADMIN_TOKEN } from './member-support'
import { keyOfUri } from './second-factor-support'
import { freshCode, setUpStaffHarness, type TestStaff } from './staff-support'

const harness = setUpStaffHarness({ signInFailureLimit: 1000 })

interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `npm run staff -- …` as an operator would (the script itself), with `input` on standard input. */
function cli(args: string[], input = '', env: Record<string, string | undefined> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/staff.mjs', ...args], {
      env: { PATH: process.env.PATH, ADMIN_TOKEN, ADMIN_API_URL: harness.transports.http.baseUrl, ...env },
      timeout: 30_000,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    // A command refused before it reads its input (no ADMIN_TOKEN) may close its end first: the write then fails with
    // EPIPE, which says nothing of the command (its exit code and messages do). Any other failure fails the test.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error)
    })
    child.stdin.end(input)
  })
}

function setUpOf(stdout: string) {
  const otpauthUri = /otpauth:\/\/\S+/.exec(stdout)?.[0] ?? ''
  const recoveryCodes = stdout.match(/^ {2}[A-Z2-9]{5}-[A-Z2-9]{5}$/gm)?.map((line) => line.trim()) ?? []
  return { otpauthUri, recoveryCodes }
}

async function signInStatus(staff: Pick<TestStaff, 'id' | 'email' | 'key'>, password = PASSWORD) {
  const body = { email: staff.email, password, code: await freshCode(harness, staff) }
  return (await send(harness, 'http', staffEndpoints.login, { body })).status
}

describe('npm run staff', { timeout: 60_000 }, () => {
  it('adds the first admin with a piped password and prints the key to scan and the recovery codes', async () => {
    // Short enough for the list's email column (it cuts an address past 32 characters).
    const email = uniqueEmail('adm')
    const added = await cli(['add', email.toUpperCase(), '--role', 'admin', '--name', '김관리'], `${PASSWORD}\n`)
    expect(added).toMatchObject({ code: 0, stderr: '' })
    expect(added.stdout).toContain(`Added ${email} (admin)`)
    const { otpauthUri, recoveryCodes } = setUpOf(added.stdout)
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//)
    expect(recoveryCodes).toHaveLength(10)
    const id = /id ([0-9a-f-]{36})/.exec(added.stdout)?.[1] ?? ''
    expect(await signInStatus({ id, email, key: keyOfUri(otpauthUri) })).toBe(200)

    const list = await cli(['list'])
    expect(list.code).toBe(0)
    const [header, ...rows] = list.stdout.trim().split('\n')
    expect(header).toMatch(/^EMAIL\s+NAME\s+ROLE\s+STATUS\s+LAST SIGN-IN \(KST\)$/)
    expect(rows.find((row) => row.startsWith(email))).toMatch(/김관리\s+admin\s+active\s+2031-03-10 \d\d:\d\d$/)
  })

  it('disables an account and resets a lost second factor', async () => {
    const email = uniqueEmail('sup')
    const added = await cli(['add', email, '--role', 'support'], PASSWORD)
    const id = /id ([0-9a-f-]{36})/.exec(added.stdout)?.[1] ?? ''

    const reset = await cli(['reset-2fa', email])
    expect(reset).toMatchObject({ code: 0, stdout: expect.stringContaining(`${email} has a new second factor`) })
    const renewed = setUpOf(reset.stdout)
    expect(renewed.otpauthUri).not.toBe(setUpOf(added.stdout).otpauthUri)
    expect(await signInStatus({ id, email, key: keyOfUri(renewed.otpauthUri) })).toBe(200)

    expect(await cli(['disable', email])).toMatchObject({ code: 0, stdout: expect.stringContaining(`${email} is disabled`) })
    expect(await signInStatus({ id, email, key: keyOfUri(renewed.otpauthUri) })).toBe(401)
    expect((await cli(['disable', email])).stdout).toContain('already disabled')
    expect((await cli(['list'])).stdout).toMatch(new RegExp(`${email}\\s+\\S+\\s+support\\s+disabled`))
  })

  it('says clearly what went wrong', async () => {
    const email = uniqueEmail('cli-errors')
    expect(await cli(['add', email, '--role', 'owner'], PASSWORD)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--role must be one of admin, editor, support'),
    })
    expect(await cli(['add', email, '--role', 'editor'], '')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('No password'),
    })
    const weak = await cli(['add', email, '--role', 'editor'], 'password1')
    expect(weak).toMatchObject({ code: 1, stderr: expect.stringContaining('(400)') })
    expect(weak.stderr).toContain('common')
    await cli(['add', email, '--role', 'editor'], PASSWORD)
    expect(await cli(['add', email, '--role', 'editor'], PASSWORD)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('409'),
    })
    expect(await cli(['disable', 'nobody@example.com'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No staff account has the email nobody@example.com'),
    })
    expect(await cli(['list'], '', { ADMIN_TOKEN: '' })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('ADMIN_TOKEN is not set'),
    })
    expect(await cli(['list'], '', { ADMIN_TOKEN: 'x'.repeat(40) })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('refused ADMIN_TOKEN (401)'),
    })
    expect(await cli(['add'])).toMatchObject({ code: 2, stderr: expect.stringContaining('add <email> --role') })
    expect(await cli(['frobnicate'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command frobnicate') })
    expect((await cli(['help'])).stdout).toContain('reset-2fa <email>')
  })
})
