import { describe, expect, it } from 'vitest'
import { tableEntry } from '~/backend/backup/backup-manifest'
import { restoreBackup } from '~/backend/backup/restore-backup'
import { bundledMigrations } from '~/backend/db/bundled-migrations'
import { setUpBackedUpSite } from './backed-up-site'
import { archiveOf, keysOf, packArchive, withManifest } from './backup-archive-support'
import { pdfBytes } from './inquiry-fixtures'

/**
 * A restore reads and checks the whole archive before it opens its target or writes anything (issue 65 §5): an archive
 * whose manifest names a file outside the storage, or whose database part does not hold the rows it lists, or that was
 * made by a newer release, is refused with the database not even opened and no file written, so that the right
 * archive restores into the same place afterwards. The archives are signed by their own site: these checks hold
 * whoever made the archive.
 */

const { site, emptyTarget } = setUpBackedUpSite({ 'media/first.pdf': pdfBytes('first'), 'media/second.pdf': pdfBytes('second') })

describe('a restore checks the whole archive before it writes anything', { timeout: 60_000 }, () => {
  it('refuses a file named outside the storage, having written nothing, and the right archive restores afterwards', async () => {
    const outside = { name: 'files/../outside.pdf', bytes: Buffer.from(pdfBytes('outside')) }
    const crafted = await withManifest(
      [...site.entries, outside],
      (listed) => {
        listed.files.push({ key: '../outside.pdf', entry: outside.name, size: 0, sha256: '0'.repeat(64) })
      },
      site.source.db,
    )
    const target = await emptyTarget()
    await expect(restoreBackup(archiveOf(await packArchive(crafted), site.keys), target.open)).rejects.toMatchObject({
      code: 'DAMAGED_ARCHIVE',
      message: expect.stringContaining('names a file outside the file storage ("../outside.pdf")'),
    })
    expect(target.opened()).toBe(false)
    expect(await keysOf(target.storage)).toEqual([])

    const restored = await restoreBackup(archiveOf(site.archive, site.keys), target.open)
    expect(restored.files).toBe(2)
    expect(await keysOf(target.storage)).toEqual(['media/first.pdf', 'media/second.pdf'])
  })

  it('refuses a database part that does not hold the rows its manifest lists, and a newer schema, opening nothing', async () => {
    const countries = tableEntry('countries')
    const crafted = await withManifest(
      site.entries.map((entry) => (entry.name === countries ? { ...entry, bytes: Buffer.from('[1, 2]\n') } : entry)),
      (listed) => {
        const table = listed.tables.find((item) => item.entry === countries)
        if (table) table.rows = 1
      },
      site.source.db,
    )
    const target = await emptyTarget()
    await expect(restoreBackup(archiveOf(await packArchive(crafted), site.keys), target.open)).rejects.toMatchObject({
      code: 'DAMAGED_ARCHIVE',
      message: expect.stringContaining(`${countries} does not hold the 1 rows its manifest lists`),
    })
    const olderRelease = { ...archiveOf(site.archive, site.keys), migrations: bundledMigrations().slice(0, -1) }
    await expect(restoreBackup(olderRelease, target.open)).rejects.toMatchObject({ code: 'NEWER_SCHEMA' })
    expect(target.opened()).toBe(false)
    expect(await keysOf(target.storage)).toEqual([])
  })
})
