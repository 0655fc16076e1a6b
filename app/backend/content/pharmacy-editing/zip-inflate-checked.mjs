// A workbook's ZIP unpacked with its bytes counted, and its rows counted in its sheets' XML (issue 37).
//
// Plain JavaScript, importing nothing but Node: a workbook's thread runs it (xlsx-read-thread.mjs, handed this file's
// text by xlsx-read.server.ts), and the tests and the bench (scripts/bench/import-health.mjs) import it as it is.

import { inflateRawSync } from 'node:zlib'

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_ENTRY = 0x04034b50
const END_RECORD_BYTES = 22
const MAX_COMMENT_BYTES = 0xffff
const STORED = 0
const DEFLATED = 8

/** What an uploaded workbook may unpack to: one of 5,000 pharmacies unpacks to a few megabytes; far more is no list. */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024

/** @typedef {{ ok: true, entries: Map<string, Buffer> } | { ok: false, problem: 'unreadable' | 'too_large' }} InflatedZip */

/**
 * @param {DataView} view
 * @param {number} length
 * @returns {number}
 */
function endOfDirectory(view, length) {
  const lowest = Math.max(0, length - END_RECORD_BYTES - MAX_COMMENT_BYTES)
  for (let at = length - END_RECORD_BYTES; at >= lowest; at -= 1) if (view.getUint32(at, true) === END_OF_DIRECTORY) return at
  return -1
}

/**
 * Unpacks every file of a ZIP archive (an XLSX workbook), counting the bytes as they come out of the inflater and
 * stopping at `maxBytes` in all (issue 37): what the archive's directory declares is not believed, so an upload that
 * lies about its size is refused at the real limit, having inflated no more than that. `unreadable` for no ZIP, a
 * ZIP64 one or an entry neither stored nor deflated.
 * @param {Uint8Array} bytes
 * @param {number} maxBytes
 * @returns {InflatedZip}
 */
export function inflateZipChecked(bytes, maxBytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = endOfDirectory(view, bytes.length)
  if (end < 0) return { ok: false, problem: 'unreadable' }
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  let left = maxBytes
  /** @type {Map<string, Buffer>} */
  const entries = new Map()
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return { ok: false, problem: 'unreadable' }
    const method = view.getUint16(at + 10, true)
    const packedSize = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const local = view.getUint32(at + 42, true)
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8')
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_ENTRY) return { ok: false, problem: 'unreadable' }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const packed = bytes.subarray(start, start + packedSize)
    if (packed.length !== packedSize) return { ok: false, problem: 'unreadable' }
    let unpacked
    if (method === STORED) unpacked = Buffer.from(packed)
    else if (method !== DEFLATED) return { ok: false, problem: 'unreadable' }
    else {
      try {
        // One byte over what is left: reaching it is what tells a file past the limit from one exactly at it.
        unpacked = inflateRawSync(packed, { maxOutputLength: left + 1 })
      } catch (error) {
        const overLimit = error?.code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError
        return { ok: false, problem: overLimit ? 'too_large' : 'unreadable' }
      }
    }
    if (unpacked.length > left) return { ok: false, problem: 'too_large' }
    left -= unpacked.length
    entries.set(name, unpacked)
  }
  return { ok: true, entries }
}

const worksheet = /^xl\/worksheets\/[^/]+\.xml$/
const rowTag = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g

/**
 * The rows of the largest worksheet of an unpacked workbook, counted in its XML without parsing it, and no further
 * than `atMost`: a sheet of a million rows is known to be too long once the limit's next row is found.
 * @param {Map<string, Buffer>} entries
 * @param {number} [atMost]
 * @returns {number}
 */
export function mostWorksheetRows(entries, atMost = Number.POSITIVE_INFINITY) {
  let most = 0
  for (const [name, xml] of entries) {
    if (!worksheet.test(name)) continue
    const text = xml.toString('latin1')
    const tags = new RegExp(rowTag)
    let rows = 0
    while (rows < atMost && tags.exec(text)) rows += 1
    most = Math.max(most, rows)
  }
  return most
}
