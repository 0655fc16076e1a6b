import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FileNotFoundError } from './file-storage'
import { LocalFileStorage } from './local-file-storage.server'

let root: string
let storage: LocalFileStorage

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-storage-'))
  storage = new LocalFileStorage(root)
})
afterEach(() => rm(root, { recursive: true, force: true }))

describe('LocalFileStorage', () => {
  it('stores bytes and streams under a key, reads them back and deletes them', async () => {
    await storage.put('inquiries/2026/11/a.pdf', new TextEncoder().encode('%PDF-1.4'), 'application/pdf')
    await storage.put('inquiries/2026/11/b.png', Readable.from([Buffer.from('one '), Buffer.from('two')]), 'image/png')
    expect(await text(await storage.get('inquiries/2026/11/a.pdf'))).toBe('%PDF-1.4')
    expect(await text(await storage.get('inquiries/2026/11/b.png'))).toBe('one two')

    await storage.delete('inquiries/2026/11/a.pdf')
    await storage.delete('inquiries/2026/11/a.pdf')
    await expect(storage.get('inquiries/2026/11/a.pdf')).rejects.toBeInstanceOf(FileNotFoundError)
  })

  it('leaves nothing under the key when the body fails midway', async () => {
    async function* failing() {
      yield Buffer.from('partial')
      throw new Error('client went away')
    }
    await expect(storage.put('inquiries/x.pdf', Readable.from(failing()), 'application/pdf')).rejects.toThrow('client went away')
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    expect(entries.filter((entry) => entry.isFile())).toEqual([])
  })

  it('deletes what a write killed midway left under the key', async () => {
    // A process killed while writing leaves its temporary file; the sweep of abandoned uploads deletes the key.
    await mkdir(join(root, 'inquiries'), { recursive: true })
    await writeFile(join(root, 'inquiries', 'killed.pdf.partial'), '%PDF-1.4 half')
    await storage.delete('inquiries/killed.pdf')
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    expect(entries.filter((entry) => entry.isFile())).toEqual([])
  })

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../escape.pdf', '/etc/passwd', 'a/../../b', 'a//b', '']) {
      await expect(storage.put(key, new Uint8Array(1), 'application/pdf')).rejects.toThrow('Invalid storage key')
    }
  })
})
