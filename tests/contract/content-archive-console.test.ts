import { count } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { contentArchiveEndpoints, contentArchiveExport } from '~/api/contract/content-archive-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'
import { unpackArchive } from '~/backend/content-archive/archive-file'
import { posts } from '~/backend/db/schema'
import { STAFF_PROOF_MINUTES } from '~/backend/staff/staff-actor'
import type { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { send } from './auth-support'
import { emptySite, removeFolders, tempStorage } from './content-archive-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { addTestStaff, asStaff, roleRefusalLog, signInStaff } from './staff-support'

/**
 * Issue 68 §2 in the console: the content archive out and in for admins only, with a recent proof; a check writes
 * nothing, an import into a site that holds content is refused with its report, one into an empty site imports.
 */
const folders: string[] = []
const storage: LocalFileStorage = await tempStorage(folders, 'console')
const harness = setUpOpsHarness(storage)
const db = () => harness.database.db
afterAll(() => removeFolders(folders))

const tokenOf = async (role: StaffRole, label: string) =>
  signInStaff(harness, 'http', await addTestStaff(harness, role, `archive-${label}`))

const download = (token: string) =>
  fetch(`${harness.transports.http.baseUrl}${contentArchiveExport.path}`, { headers: { authorization: `Bearer ${token}` } })

const upload = (token: string, packed: Uint8Array, dryRun: boolean, locale = 'en-US') =>
  send(
    harness,
    'http',
    contentArchiveEndpoints.importContentArchive,
    { body: { dryRun, file: { name: 'old-site.tar.gz', content: Buffer.from(packed).toString('base64') } } },
    asStaff(token, locale),
  )

const postCount = async () => (await db().select({ total: count() }).from(posts))[0]?.total ?? 0

describe('the console’s content archive', { timeout: 60_000 }, () => {
  it('is for admins only: editors and support are refused both ways', async () => {
    const warnings = roleRefusalLog()
    for (const role of ['editor', 'support'] as const) {
      const token = await tokenOf(role, `refused-${role}`)
      expect((await download(token)).status).toBe(403)
      expect((await upload(token, new Uint8Array([1, 2, 3]), true)).status).toBe(403)
    }
    warnings.mockRestore()
  })

  it('wants a recent proof both ways', async () => {
    const token = await tokenOf('admin', 'stale')
    harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_PROOF_MINUTES + 1) * 60_000)
    const exported = await download(token)
    expect(exported.status).toBe(403)
    expect(((await exported.json()) as { error: { code: string } }).error.code).toBe('REAUTHENTICATION_REQUIRED')
    expect((await upload(token, new Uint8Array([1, 2, 3]), true)).json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
  })

  it('exports, checks without writing, refuses a site with content, and imports into an empty one', async () => {
    const token = await tokenOf('admin', 'admin')
    const mark = await auditMark(db())
    const exported = await download(token)
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toBe('application/gzip')
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="content-\d{8}\.tar\.gz"$/)
    const packed = new Uint8Array(await exported.arrayBuffer())
    const { archive, problems } = await unpackArchive(packed)
    expect(problems).toEqual([])
    expect(archive.parts.news?.length).toBeGreaterThan(0)
    expect(await auditSince(db(), mark, 'content.export')).toHaveLength(1)

    // Into the same site, which holds that content: every part it holds is named, in the admin's language; nothing moves.
    const before = await postCount()
    const refused = await upload(token, packed, false)
    expect(refused.status).toBe(200)
    expect(refused.json.data?.imported).toBe(false)
    const notEmpty = refused.json.data?.problems.filter((problem) => problem.code === 'site_not_empty') ?? []
    expect(notEmpty.map((problem) => problem.part)).toContain('news')
    expect(notEmpty[0]?.message).toMatch(/^\S+: The site holds content of this part already/)
    expect(await postCount()).toBe(before)

    await emptySite(db())
    const checked = await upload(token, packed, true, 'ko-KR')
    expect(checked.json.data).toMatchObject({ imported: false, problems: [], files: archive.files.size })
    expect(checked.json.data?.counts.news).toBe(archive.parts.news?.length)
    expect(await postCount()).toBe(0)
    expect(await auditSince(db(), mark, 'content.import')).toHaveLength(0)

    // Sent twice at once (a double click, two admins): one imports, the other finds the site no longer empty.
    const answers = await Promise.all([upload(token, packed, false), upload(token, packed, false)])
    expect(answers.map((answer) => answer.json.data?.imported).sort()).toEqual([false, true])
    const refusedLate = answers.find((answer) => !answer.json.data?.imported)?.json.data?.problems ?? []
    expect(new Set(refusedLate.map((problem) => problem.code))).toEqual(new Set(['site_not_empty']))
    expect(await postCount()).toBe(before)
    const imports = await auditSince(db(), mark, 'content.import')
    expect(imports).toHaveLength(1)
    expect(imports[0]?.detail).toMatchObject({ file: 'old-site.tar.gz', files: archive.files.size })
    // The files the import stored stayed: the site's export gives the same archive again.
    const again = await unpackArchive(new Uint8Array(await (await download(token)).arrayBuffer()))
    expect([...again.archive.files.keys()]).toEqual([...archive.files.keys()])
  })

  it('reports an archive at fault row by row, in Korean for a Korean console', async () => {
    const token = await tokenOf('admin', 'faults')
    const answer = await upload(token, new TextEncoder().encode('not an archive'), true, 'ko-KR')
    expect(answer.json.data?.imported).toBe(false)
    expect(answer.json.data?.problems).toEqual([
      expect.objectContaining({ code: 'unreadable', message: expect.stringContaining('압축 파일을 읽을 수 없습니다') }),
    ])
  })
})
