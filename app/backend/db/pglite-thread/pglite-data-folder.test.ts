import { buffer } from 'node:stream/consumers'
import { pack } from 'tar-stream'
import { describe, expect, it } from 'vitest'
import { tarEntries, writeTar } from './pglite-data-folder.mjs'

const longFolder = `base/${'relation-folder-'.repeat(5)}`
const files = {
  PG_VERSION: Buffer.from('17\n'),
  'global/pg_control': Buffer.alloc(8_192, 7),
  // Past one 512-byte block, so the next header starts after the padding.
  'pg_wal/000000010000000000000001': Buffer.from(Array.from({ length: 1_300 }, (_, index) => index % 251)),
  'pg_logical/empty': Buffer.alloc(0),
  // Longer than a header's 100-byte name: its folder goes in the header's prefix.
  [`${longFolder}/16384`]: Buffer.from('relation'),
}

async function archive() {
  const tar = pack()
  for (const folder of ['global', 'pg_wal', 'pg_logical', 'pg_tblspc', 'base', longFolder]) {
    tar.entry({ name: `/${folder}`, type: 'directory' })
  }
  for (const [name, bytes] of Object.entries(files)) tar.entry({ name: `/${name}` }, bytes)
  tar.finalize()
  return new Uint8Array(await buffer(tar))
}

describe("a data folder's tar (dumpDataDir) written into a new database", () => {
  it('gives every folder, and every file with its exact bytes, however long its path', async () => {
    const entries = tarEntries(await archive())
    expect(entries.filter((entry) => !entry.data).map((entry) => entry.path)).toEqual([
      'global',
      'pg_wal',
      'pg_logical',
      'pg_tblspc',
      'base',
      longFolder,
    ])
    const read = Object.fromEntries(entries.flatMap((entry) => (entry.data ? [[entry.path, Buffer.from(entry.data)]] : [])))
    expect(read).toEqual(files)
  })

  it('makes the folders, an empty one too, and writes the files under the data folder', async () => {
    const folders = new Set<string>()
    const written = new Map<string, Uint8Array>()
    const fs = {
      mkdirTree: (path: string) => folders.add(path),
      writeFile: (path: string, data: Uint8Array) => written.set(path, data.slice()),
    }
    writeTar(fs, '/pglite/data', await archive())
    expect(folders).toContain('/pglite/data/pg_tblspc')
    expect(folders).toContain(`/pglite/data/${longFolder}`)
    expect([...written.keys()].sort()).toEqual(
      Object.keys(files)
        .map((name) => `/pglite/data/${name}`)
        .sort(),
    )
    expect(Buffer.from(written.get('/pglite/data/pg_wal/000000010000000000000001') ?? [])).toEqual(
      files['pg_wal/000000010000000000000001'],
    )
  })
})
