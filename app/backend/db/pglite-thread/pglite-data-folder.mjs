// A new embedded database's data folder written from a tar (PGlite's dumpDataDir), on the PGlite thread
// (pglite-thread.mjs), which imports this module from the data: address the main thread makes of its text.
//
// PGlite's own loading (its `loadDataDir` option) reads the tar through a Blob, copies each file out of it, writes it and
// looks every folder of its path up again: about half of a copy's start (300 of 600 ms of processor time for the
// seeded folder of 1,400 files and 45 MB), which the contract tests pay once per file. This writes each file straight
// from the tar's bytes into the new database's memory.

const BLOCK = 512

/** A header's text field: its bytes up to the first NUL. */
function field(tar, start, length) {
  const end = tar.indexOf(0, start)
  return tar.toString('utf8', start, end === -1 || end > start + length ? start + length : end)
}

/**
 * The folders and files of a ustar archive, in its order; a file's bytes are a view of the archive (a plain
 * Uint8Array, which the file system copies: it would keep a Buffer's view and write the database's changes into the
 * archive). Only what dumpDataDir writes: regular files ('0', or NUL in old archives) and folders ('5').
 */
export function tarEntries(bytes) {
  const tar = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const entries = []
  for (let at = 0; at + BLOCK <= tar.length && tar[at] !== 0; ) {
    const name = field(tar, at, 100)
    const prefix = field(tar, at + 345, 155)
    const size = Number.parseInt(field(tar, at + 124, 12).trim() || '0', 8)
    const type = tar[at + 156]
    const path = (prefix ? `${prefix}/${name}` : name).replace(/^\/+|\/+$/g, '')
    at += BLOCK
    if (type === 0x35) entries.push({ path })
    else if (type === 0x30 || type === 0) entries.push({ path, data: view.subarray(at, at + size) })
    at += Math.ceil(size / BLOCK) * BLOCK
  }
  return entries
}

/** Writes the archive's folders and files under `root` of an Emscripten file system (each file a copy of its bytes). */
export function writeTar(fs, root, bytes) {
  const made = new Set()
  const folder = (path) => {
    if (made.has(path)) return
    fs.mkdirTree(path)
    made.add(path)
  }
  for (const { path, data } of tarEntries(bytes)) {
    const target = `${root}/${path}`
    if (!data) folder(target)
    else {
      folder(target.slice(0, target.lastIndexOf('/')))
      fs.writeFile(target, data)
    }
  }
}
