import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { fileEntry, MANIFEST_ENTRY, SIGNATURE_ENTRY, tableEntry } from '~/backend/backup/backup-manifest'
import type { SignatureCheck } from '~/backend/backup/backup-signature'
import { restoreBackup } from '~/backend/backup/restore-backup'
import { RestoreStopped } from '~/backend/backup/restore-refusal'
import { setUpBackedUpSite } from './backed-up-site'
import { archiveOf, keysOf, packArchive, withManifest } from './backup-archive-support'
import { pdfBytes } from './inquiry-fixtures'

/**
 * Backups are signed with a key the operator holds in the site's keys file (issue 65 §5, decision 108): an archive
 * altered by whoever could write it (a file's bytes, a manifest entry, the database's part, each with its checksum made
 * right again) is refused, as are another site's keys and an archive no keys can check, unless the operator allows
 * it; each before the target is opened. The right keys restore it.
 */

const PDF = 'media/spec.pdf'
const { site, emptyTarget } = setUpBackedUpSite({ [PDF]: pdfBytes('signed') })

/** What a restore of `bytes` checked with `check` is refused with, having opened nothing. */
async function refusal(bytes: Buffer, check: SignatureCheck) {
  const target = await emptyTarget()
  const error = await restoreBackup(archiveOf(bytes, check), target.open).then(
    () => undefined,
    (refused: unknown) => refused,
  )
  expect(target.opened()).toBe(false)
  return error
}

const altered = (name: string, change: (text: string) => string) =>
  site.entries.map((entry) =>
    entry.name === name ? { ...entry, bytes: Buffer.from(change(entry.bytes.toString('latin1')), 'latin1') } : entry,
  )

describe('a signed backup', { timeout: 60_000 }, () => {
  it('restores with the keys of its site, its signature checked', async () => {
    const target = await emptyTarget()
    const result = await restoreBackup(archiveOf(site.archive, site.keys), target.open)
    expect(result.signatureChecked).toBe(true)
    expect(await keysOf(target.storage)).toEqual([PDF])
    // The manifest, then its signature, close the archive.
    expect(site.entries.map((entry) => entry.name).slice(-2)).toEqual([MANIFEST_ENTRY, SIGNATURE_ENTRY])
  })

  it('refuses it altered: a byte of a file, a manifest entry, the database part, each with its checksum made right', async () => {
    const forgeries = [
      await withManifest(
        altered(fileEntry(PDF), (text) => text.replace('signed', 'signet')),
        () => {},
      ),
      await withManifest(site.entries, (manifest) => {
        manifest.createdAt = '2020-01-01T00:00:00.000Z'
      }),
      await withManifest(
        altered(tableEntry('countries'), (text) => text.replace(/:"[^"]+"/, ':"forged"')),
        () => {},
      ),
    ]
    for (const forgery of forgeries) {
      expect(await refusal(await packArchive(forgery), site.keys)).toMatchObject({
        code: 'ALTERED_ARCHIVE',
        message: 'the archive was altered after it was signed: its manifest does not match its signature',
      })
    }
  })

  it("refuses another site's keys, saying so", async () => {
    const otherSite = { ...site.keys.secrets, 'totp-secret-key': randomBytes(32).toString('base64url') }
    expect(await refusal(site.archive, { secrets: otherSite })).toMatchObject({
      code: 'OTHER_SITES_KEYS',
      message: expect.stringContaining("the keys file is another site's"),
    })
    // Not even when the operator allows an archive that cannot be checked: this one can, and fails.
    expect(await refusal(site.archive, { secrets: otherSite, allowUnsigned: true })).toMatchObject({
      code: 'OTHER_SITES_KEYS',
    })
  })

  it('refuses one without its signature, or without keys to check it, unless the operator allows it', async () => {
    const unsigned = await packArchive(site.entries.filter((entry) => entry.name !== SIGNATURE_ENTRY))
    expect(await refusal(unsigned, site.keys)).toMatchObject({
      code: 'UNSIGNED_ARCHIVE',
      message: expect.stringContaining('add --allow-unsigned'),
    })
    expect(await refusal(site.archive, {})).toMatchObject({
      code: 'UNSIGNED_ARCHIVE',
      message: expect.stringContaining('--secrets FILE'),
    })
    const target = await emptyTarget()
    const result = await restoreBackup(archiveOf(unsigned, { allowUnsigned: true }), target.open)
    expect(result.signatureChecked).toBe(false)
  })

  it('stores no byte of an archive that changed after it was checked', async () => {
    const changed = await packArchive(altered(fileEntry(PDF), (text) => text.replace('signed', 'forged')))
    const reads = [site.archive, changed]
    const target = await emptyTarget()
    const source = { ...archiveOf(site.archive, site.keys), open: () => Readable.from([reads.shift() ?? changed]) }
    await expect(restoreBackup(source, target.open)).rejects.toBeInstanceOf(RestoreStopped)
    expect(await keysOf(target.storage)).toEqual([])
  })
})
