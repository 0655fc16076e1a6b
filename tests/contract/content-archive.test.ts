import { mkdir, symlink } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { count, sql } from 'drizzle-orm'
import { pack } from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packArchive, unpackArchive } from '~/backend/content-archive/archive-file'
import { readArchiveFolder, writeArchiveFolder } from '~/backend/content-archive/archive-folder'
import { archiveLimits, type ContentArchive } from '~/backend/content-archive/archive-format'
import { describeArchiveProblem } from '~/backend/content-archive/archive-problem-messages'
import { ArchiveRefusal } from '~/backend/content-archive/archive-problems'
import { checkArchive } from '~/backend/content-archive/check-archive'
import { exportContent } from '~/backend/content-archive/export-content'
import { importContent } from '~/backend/content-archive/import-content'
import { mediaItems } from '~/backend/db/content-editing-schema'
import type { OpenDatabase } from '~/backend/db/database.server'
import { posts } from '~/backend/db/schema'
import type { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { addFilesAndReferences, emptySite, partsOfTheDemo, removeFolders, tempStorage } from './content-archive-support'
import { openTestDatabase } from './harness'

/**
 * Issue 68 §2: a site's content out and into another, whole (decision 125). The round trip is exact: exported, put
 * into an empty site and exported again, the archive is the same but for the moment it was written; and an archive
 * at fault is refused whole, with every fault reported and nothing written.
 */

const folders: string[] = []
let source: OpenDatabase
let target: OpenDatabase
let sourceStorage: LocalFileStorage
let targetStorage: LocalFileStorage
/** A second empty site, for the imports refused or rolled back (each leaves it as empty as it found it). */
let fresh: OpenDatabase
/** The source site's content, with its images, documents and redirect. */
let exported: ContentArchive

beforeAll(async () => {
  ;[source, target, fresh] = await Promise.all([openTestDatabase(), openTestDatabase(), openTestDatabase()])
  sourceStorage = await tempStorage(folders, 'source')
  targetStorage = await tempStorage(folders, 'target')
  await addFilesAndReferences(source.db, sourceStorage)
  await Promise.all([emptySite(target.db), emptySite(fresh.db)])
  exported = await exportContent(source.db, sourceStorage)
}, 60_000)

afterAll(async () => {
  await Promise.all([source?.close(), target?.close(), fresh?.close()])
  await removeFolders(folders)
})

/** The part's first item, as the archive holds it. */
const firstOf = (archive: ContentArchive, part: string) => archive.parts[part]?.[0] as Record<string, unknown> & { key: string }

const filesOf = (archive: ContentArchive) =>
  Object.fromEntries([...archive.files].map(([key, bytes]) => [key, Buffer.from(bytes).toString('hex')]))

// Some 550 items written and read twice over: seconds, more while the other worker is busy (as backup-cli.test.ts).
describe('the content archive', { timeout: 60_000 }, () => {
  it('round-trips exactly: exported, imported into an empty site and exported again, it is the same archive', async () => {
    const packed = await packArchive(exported)
    const { archive, problems } = await unpackArchive(packed)
    expect(problems).toEqual([])

    const report = await importContent(target.db, targetStorage, archive)
    expect(report.problems).toEqual([])
    const again = await exportContent(target.db, targetStorage)

    expect(again.parts).toEqual(exported.parts)
    expect(filesOf(again)).toEqual(filesOf(exported))
    // The same layout unpacked in a folder (as the repository keeps the demo content) reads as the same archive.
    const folder = join(await tempStorage(folders, 'folder').then((storage) => storage.root), 'unpacked')
    await writeArchiveFolder(again, folder)
    const unpacked = await readArchiveFolder(folder)
    expect(unpacked.problems).toEqual([])
    expect(unpacked.archive.parts).toEqual(exported.parts)
    expect(filesOf(unpacked.archive)).toEqual(filesOf(exported))
    // Every kind, its categories, images, files and references came along (the demo's counts are not the point).
    for (const part of [...partsOfTheDemo, 'media', 'documents', 'spec-sheets', 'redirects']) {
      expect(exported.parts[part]?.length, part).toBeGreaterThan(0)
    }
    expect(exported.files.size).toBe(3)
    // An image in a body, a share image and a logo are named by the image's key, not the site's id.
    const [image] = exported.parts.media as Array<{ key: string }>
    const news = firstOf(exported, 'news').fields as { body: unknown; seo: unknown }
    expect(news.body).toEqual({ 'ko-KR': { type: 'doc', content: [{ type: 'image', attrs: { media: image?.key } }] } })
    expect(JSON.stringify(news.seo)).toContain(`"media":"${image?.key}"`)
    expect(firstOf(exported, 'clients').fields).toMatchObject({ logoMediaId: image?.key })
  })

  it('refuses an import into a site that holds content, naming each part, and writes nothing', async () => {
    const before = await target.db.select({ total: count() }).from(posts)
    const refusal = await importContent(target.db, targetStorage, exported).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ArchiveRefusal)
    const codes = (refusal as ArchiveRefusal).report.problems.map((problem) => `${problem.code} ${problem.part}`)
    expect(codes).toContain('site_not_empty news')
    expect(codes).toContain('site_not_empty media')
    expect(await target.db.select({ total: count() }).from(posts)).toEqual(before)
  })

  it('reports every row at fault by part, row, key and field, writing nothing', async () => {
    const twice = { from: '/old/twice', to: '/company', status: 301 }
    const broken: ContentArchive = {
      parts: {
        ...exported.parts,
        news: [
          {
            ...firstOf(exported, 'news'),
            fields: { ...(firstOf(exported, 'news').fields as object), title: {} },
          },
        ],
        'products-material': [...(exported.parts['products-material'] ?? []), exported.parts['products-material']?.[0]],
        pharmacies: [{ ...firstOf(exported, 'pharmacies'), products: ['no-such-product'] }],
        redirects: [twice, twice],
      },
      files: new Map([...exported.files].filter(([key]) => !key.startsWith('documents/'))),
    }
    const report = await checkArchive(fresh.db, broken)
    const material = firstOf(exported, 'products-material')
    const materials = exported.parts['products-material'] ?? []
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { code: 'invalid_field', part: 'news', row: 1, field: 'title' },
        {
          code: 'duplicate_key',
          part: 'products-material',
          row: materials.length + 1,
          key: material.key,
        },
        { code: 'unknown_reference', part: 'pharmacies', row: 1, field: 'products', detail: 'no-such-product' },
        { code: 'duplicate_key', part: 'redirects', row: 2, key: twice.from },
        expect.objectContaining({ code: 'missing_file', part: 'documents', field: 'files' }),
      ]),
    )
    // Each in the reader's words, where it is first.
    const duplicate = report.problems.find((problem) => problem.part === 'redirects')
    expect(duplicate && describeArchiveProblem(duplicate, 'ko-KR')).toBe(
      "redirects 2번째 (/old/twice): 키 '/old/twice'가 앞의 항목과 겹칩니다.",
    )
    expect(duplicate && describeArchiveProblem(duplicate, 'en-US')).toBe(
      "redirects item 2 (/old/twice): The key '/old/twice' is an earlier item's too.",
    )
    await expect(importContent(fresh.db, targetStorage, broken)).rejects.toBeInstanceOf(ArchiveRefusal)
    expect(await fresh.db.select({ total: count() }).from(posts)).toEqual([{ total: 0 }])
  })

  it('rolls back whole when a write fails, and removes the files it stored', async () => {
    // A write the check cannot foresee fails (here a rule the test adds to the site's redirects, the last rows written).
    await fresh.db.execute(sql`ALTER TABLE redirects ADD CONSTRAINT refuses_old_about CHECK (from_address <> '/old/about.html')`)
    const freshStorage = await tempStorage(folders, 'rollback')
    try {
      await expect(importContent(fresh.db, freshStorage, exported)).rejects.toThrow()
    } finally {
      await fresh.db.execute(sql`ALTER TABLE redirects DROP CONSTRAINT refuses_old_about`)
    }
    expect(await fresh.db.select({ total: count() }).from(posts)).toEqual([{ total: 0 }])
    expect(await fresh.db.select({ total: count() }).from(mediaItems)).toEqual([{ total: 0 }])
    for (const key of exported.files.keys()) await expect(freshStorage.get(key)).rejects.toThrow()
  })
})

describe('an uploaded archive', () => {
  const tarOf = async (entries: Array<[string, string | Buffer]>) => {
    const tar = pack()
    const chunks: Buffer[] = []
    const read = (async () => {
      for await (const chunk of tar) chunks.push(chunk as Buffer)
    })()
    for (const [name, text] of entries) tar.entry({ name }, text)
    tar.finalize()
    await read
    return gzipSync(Buffer.concat(chunks))
  }

  it('refuses an entry whose name leaves its folder, and bytes that are no archive', async () => {
    expect((await unpackArchive(await tarOf([['files/../../etc/passwd', 'x']]))).problems).toEqual([
      { code: 'unsafe_name', detail: 'files/../../etc/passwd' },
    ])
    expect((await unpackArchive(await tarOf([['/etc/cron.d/job', 'x']]))).problems[0]?.code).toBe('unsafe_name')
    expect((await unpackArchive(new TextEncoder().encode('not a tar'))).problems).toEqual([{ code: 'unreadable' }])
    expect((await unpackArchive(await tarOf([['manifest.json', '{"format":"backup"}']]))).problems).toEqual([
      { code: 'wrong_format' },
    ])
  })

  it('refuses a folder whose entry is a link, which could read a file outside it', async () => {
    const folder = (await tempStorage(folders, 'linked')).root
    await mkdir(join(folder, 'files', 'media'), { recursive: true })
    await symlink('/etc/hostname', join(folder, 'files', 'media', 'x.webp'))
    expect((await readArchiveFolder(folder)).problems).toEqual([{ code: 'unsafe_name', detail: 'files/media/x.webp' }])
  })

  it('refuses an entry larger than the limit from its header, before it unpacks a byte of it', async () => {
    const tar = gunzipSync(await tarOf([['files/media/zeros.webp', 'x']]))
    // The entry's header claims 64 MiB and a byte (a zip bomb's entry), its checksum made again.
    tar.write(`${(archiveLimits.entryBytes + 1).toString(8).padStart(11, '0')}\0`, 124, 'ascii')
    tar.fill(' ', 148, 156)
    const sum = tar.subarray(0, 512).reduce((total, byte) => total + byte, 0)
    tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
    expect((await unpackArchive(gzipSync(tar))).problems).toEqual([{ code: 'too_large', detail: 'files/media/zeros.webp' }])
  })
})
