import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { consolePage } from './operations-support'
import { backendAnswers, type SiteCopy, startSiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, freshCode, signedInStaff, type TestStaff } from './staff-console-support'
import { BRAND, msg } from './support'

/**
 * Backups as the company sees them (issue 38 §1), on a copy of the site with a folder of its own for them: the
 * dashboard tells an admin the last backup and the next scheduled one, and a failed one in red, never silently; an
 * archive restored with `npm run restore` into an empty folder serves the site's pages.
 */
const port = Number(process.env.E2E_BACKUPS_PORT ?? 3158)
const origin = `http://127.0.0.1:${port}`
const restoredPort = port + 1
const machine = { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` }
let site: SiteCopy | undefined
let restored: SiteCopy | undefined
let work = ''
let admin: TestStaff | undefined

test.use({ baseURL: origin })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  work = await mkdtemp(join(tmpdir(), 'e2e-backups-'))
  site = await startSiteCopyWithOwnData('backups', port, {
    ...e2eServerEnv,
    BACKUP_DIR: join(work, 'backups'),
    BACKUP_SCHEDULE: '30 3 * * *',
  })
})

test.afterAll(async () => {
  site?.stop()
  restored?.stop()
  await rm(work, { recursive: true, force: true })
})

test('an admin sees on the dashboard the last backup, the next scheduled one, and a failed one in red', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const t = (key: string, params: Record<string, string> = {}) =>
    Object.entries(params).reduce((text, [name, value]) => text.replace(`{${name}}`, value), msg('en-US', key))
  admin = await addedStaff(request, 'admin', origin)
  await signedInStaff(context, admin)
  await consolePage(page, '/admin', 'en-US')
  const card = page.getByTestId('backup-card')
  await expect(card.getByRole('heading', { name: t('admin_backup_heading') })).toBeVisible()
  await expect(card).toContainText(t('admin_backup_none'))
  // 03:30 in Korea, every day.
  await expect(card).toContainText(/Next scheduled backup: .* 03:30 KST/)

  const taken = await request.post('/api/v1/admin/backups', { headers: machine, data: {} })
  expect(taken.status(), await taken.text()).toBe(200)
  await consolePage(page, '/admin', 'en-US')
  await expect(card).toHaveAttribute('data-state', 'done')
  await expect(card).toContainText(/Last backup: .* KST \([\d.,]+ [KM]B\)/)

  // A file where the folder was (permissions would not stop a server run as root): the next backup fails, and the
  // dashboard says so with its cause.
  const folder = join(work, 'backups')
  await rename(folder, `${folder}-aside`)
  await writeFile(folder, 'not a folder')
  try {
    const failed = await request.post('/api/v1/admin/backups', { headers: machine, data: {} })
    expect(failed.status()).toBe(500)
    expect(await failed.text()).not.toContain('ENOTDIR')
  } finally {
    await rm(folder)
    await rename(`${folder}-aside`, folder)
  }
  await consolePage(page, '/admin', 'en-US')
  await expect(card).toHaveAttribute('data-state', 'failed')
  await expect(card.getByText(/The last backup failed: .* KST/)).toBeVisible()
  await expect(card).toContainText('Cause: ')
  // The last good one stays in view.
  await expect(card).toContainText(/Last backup: .* KST/)

  await consolePage(page, '/admin', 'ko-KR')
  await expect(card.getByRole('heading', { name: msg('ko-KR', 'admin_backup_heading') })).toBeVisible()
})

test('an archive restored into an empty folder serves the site', async ({ request }) => {
  test.setTimeout(90_000)
  const taken = await request.post('/api/v1/admin/backups', { headers: machine, data: {} })
  expect(taken.status(), await taken.text()).toBe(200)
  const { archive } = ((await taken.json()) as { data: { archive: string } }).data
  const keys = join(work, 'site-keys.json')
  const run = (script: string, args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH, ADMIN_TOKEN: e2eServerEnv.ADMIN_TOKEN, ADMIN_API_URL: `${origin}/api/v1`, ...env },
      timeout: 60_000,
    })
  await run('scripts/backup.mjs', ['secrets', keys], {})
  const target = { PGLITE_DATA_DIR: join(work, 'restored', 'pglite'), UPLOAD_DIR: join(work, 'restored', 'uploads') }
  const { stdout } = await run('scripts/restore.mjs', [archive, '--secrets', keys], target)
  expect(stdout).toContain('restore: done')

  const restoredOrigin = `http://127.0.0.1:${restoredPort}`
  restored = await startSiteCopy(restoredPort, { ...e2eServerEnv, ...target, SITE_URL: restoredOrigin }, 60_000)
  await backendAnswers(restored)
  for (const path of ['/?lang=ko-KR', '/news?lang=en-US', '/company/history?lang=ja-JP']) {
    const page = await request.get(`${restoredOrigin}${path}`)
    expect(page.status(), path).toBe(200)
    expect(await page.text()).toContain(BRAND)
  }
  // An admin added before the backup signs in with the authenticator: its key was unsealed with the exported keys.
  if (!admin) throw new Error('the first test adds the admin')
  const login = await request.post(`${restoredOrigin}/api/v1/admin/login`, {
    data: { email: admin.email, password: admin.password, code: freshCode(admin) },
  })
  expect(login.status(), await login.text()).toBe(200)
})

test('a database made by an earlier release (tests/fixtures/old-release) serves every page of the sitemap once this build starts on it', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const made = JSON.parse(readFileSync('tests/fixtures/old-release/release-0020.json', 'utf8')) as {
    secrets: Record<string, string>
  }
  const keys = join(work, 'old-release-keys.json')
  await writeFile(keys, JSON.stringify({ format: 'site-secrets', secrets: made.secrets }))
  const target = { PGLITE_DATA_DIR: join(work, 'old', 'pglite'), UPLOAD_DIR: join(work, 'old', 'uploads') }
  // Taken before archives were signed (decision 108): restored as an operator would, with --allow-unsigned.
  await promisify(execFile)(
    process.execPath,
    ['scripts/restore.mjs', 'tests/fixtures/old-release/release-0020.tar.gz', '--secrets', keys, '--allow-unsigned'],
    { env: { PATH: process.env.PATH, ...target }, timeout: 60_000 },
  )
  restored?.stop()
  const oldOrigin = `http://127.0.0.1:${restoredPort}`
  restored = await startSiteCopy(restoredPort, { ...e2eServerEnv, ...target, SITE_URL: oldOrigin }, 60_000)
  await backendAnswers(restored)
  expect(restored.log()).toMatch(/applied 0021_backup_runs/)
  const sitemap = await (await request.get(`${oldOrigin}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url as string).pathname + new URL(url as string).search,
  )
  expect(pages.length).toBeGreaterThan(50)
  const failed: string[] = []
  for (let start = 0; start < pages.length; start += 8) {
    await Promise.all(
      pages.slice(start, start + 8).map(async (path) => {
        const answer = await request.get(`${oldOrigin}${path}`)
        if (answer.status() !== 200) failed.push(`${answer.status()} ${path}`)
      }),
    )
  }
  expect(failed).toEqual([])
})

test('an editor puts the pharmacy list back as it stood before a replacing import, asked first with the numbers', async ({
  page,
  context,
  request,
}) => {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    Object.entries(params).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), msg('en-US', key))
  const headers = await adminApiHeaders(request)
  const total = async () =>
    ((await (await request.get('/api/v1/admin/content/pharmacies?size=1', { headers })).json()) as { data: { total: number } })
      .data.total
  const before = await total()
  const shown = before.toLocaleString('en-US')
  const file = ['약국명,주소,전화번호,시도,시군구', '바꾼약국,서울특별시 중구 세종대로 110,02-120-0000,서울특별시,중구'].join(
    '\r\n',
  )
  const replaced = await request.post('/api/v1/admin/content/pharmacies/import', {
    headers,
    data: { mode: 'replace', dryRun: false, file: { name: 'one.csv', content: Buffer.from(file).toString('base64') } },
  })
  expect(replaced.status(), await replaced.text()).toBe(200)
  expect(await total()).toBe(1)

  await signedInStaff(context, await addedStaff(request, 'editor', origin))
  await consolePage(page, '/admin/pharmacies/import', 'en-US')
  const points = page.getByRole('table', { name: t('admin_pharmacy_restore_title') })
  const kept = points.getByRole('row').filter({ hasText: t('admin_pharmacy_restore_cause_import') })
  await expect(kept).toContainText(shown)
  await kept.getByRole('button', { name: new RegExp(`^${t('admin_pharmacy_restore_run_of', { date: '.+' })}$`) }).click()
  const dialog = page.getByRole('alertdialog', { name: t('admin_pharmacy_restore_confirm_title') })
  await expect(dialog).toContainText(
    t('admin_pharmacy_restore_confirm', { date: '', count: shown, days: 30 }).split(' before ')[0] ?? '',
  )
  await dialog.getByRole('button', { name: t('admin_pharmacy_restore_confirm_run', { count: shown }), exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: t('admin_pharmacy_restore_done', { count: shown, removed: 1 }) }),
  ).toBeFocused()
  expect(await total()).toBe(before)
  // The list it replaced is kept in turn.
  await expect(points.getByRole('row').filter({ hasText: t('admin_pharmacy_restore_cause_restore') })).toHaveCount(1)
})
