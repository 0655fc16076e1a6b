const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const END_RECORD_BYTES = 22
const MAX_COMMENT_BYTES = 0xffff
const ZIP64_MARKER = 0xffffffff

/**
 * The bytes a ZIP archive (an XLSX workbook) says its files take unpacked, from its central directory, before anything
 * is unpacked: a small upload that would inflate to gigabytes is refused on this. Undefined when it is no readable
 * ZIP, or a ZIP64 one (no workbook a person uploads needs it).
 */
export function zipUnpackedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - MAX_COMMENT_BYTES)
  let end = -1
  for (let at = bytes.length - END_RECORD_BYTES; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at
      break
    }
  }
  if (end < 0) return undefined
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  let total = 0
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return undefined
    const unpacked = view.getUint32(at + 24, true)
    if (unpacked === ZIP64_MARKER) return undefined
    total += unpacked
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return total
}
