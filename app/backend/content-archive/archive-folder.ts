import { lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { archiveEntries, archiveOfEntries, type ReadArchive, refusalOf } from './archive-entries'
import type { ContentArchive } from './archive-format'

/**
 * The archive's layout unpacked in a folder (`manifest.json`, `content/`, `files/`): what a repository keeps (the demo
 * content) and a person can read and change, then import as the archive it is. The folder must not exist yet.
 */
export async function writeArchiveFolder(archive: ContentArchive, folder: string, now = new Date()): Promise<void> {
  await mkdir(folder)
  for (const [name, bytes] of archiveEntries(archive, now)) {
    const path = join(folder, ...name.split('/'))
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, bytes, { flag: 'wx' })
  }
}

/** A folder of the archive's layout read and checked as an uploaded archive is: its names, sizes and manifest. */
export async function readArchiveFolder(folder: string): Promise<ReadArchive> {
  const found = new Map<string, Buffer>()
  let unpacked = 0
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue
    const path = join(entry.parentPath, entry.name)
    const name = relative(folder, path).split(sep).join('/')
    const stat = await lstat(path)
    unpacked += stat.size
    const refusal = refusalOf(name, stat.isFile() ? 'file' : 'link', stat.size, unpacked, found)
    if (refusal) return { archive: { parts: {}, files: new Map() }, problems: [refusal] }
    found.set(name, await readFile(path))
  }
  return archiveOfEntries(found)
}
