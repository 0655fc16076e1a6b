import { constants, crc32, deflateRawSync } from 'node:zlib'

/** A gzip member's header: deflate, no file name, no time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** zlib's default: 0.5 ms for a 34 kB page at about a quarter of its size. */
const LEVEL = 6
/** The longest stored block (RFC 1951, 3.2.4). */
const MAX_STORED_BYTES = 0xffff

/** Deflate's window: how far back a reference may reach. */
const WINDOW_BYTES = 32 * 1024

/**
 * A page's parts compressed once each, so that every response can be gzipped with a nonce of its own between them
 * without compressing the page again (RFC 1951). Each part but the last ends with a full flush, on a byte boundary,
 * so that a stored block holding the nonce can follow; the last part ends the stream.
 *
 * Each part is compressed with what precedes it as its dictionary, as one stream would, except that the nonces are
 * NUL bytes there. A page holds no NUL byte, so no reference can reach into a nonce, and every other byte it reaches
 * is the same in every response. Undefined when a part holds a NUL byte.
 */
export function deflateParts(parts: readonly Uint8Array[], separatorLength: number): Buffer[] | undefined {
  if (parts.some((part) => part.includes(0))) return undefined
  const separatorGap = Buffer.alloc(separatorLength)
  let window = Buffer.alloc(0)
  return parts.map((part, index) => {
    const deflated = deflateRawSync(part, {
      level: LEVEL,
      finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
      ...(window.length > 0 && { dictionary: window }),
    })
    window = Buffer.concat([window, part, separatorGap]).subarray(-WINDOW_BYTES)
    return deflated
  })
}

/**
 * The gzip body of `parts` joined by `separator`, from the parts' deflated forms (`deflateParts`, for a separator of
 * this length). Only the checksum reads every byte again, which is far cheaper than compressing them.
 */
export function gzipJoined(
  parts: readonly Uint8Array[],
  deflated: readonly Buffer[],
  separator: Uint8Array,
): Buffer<ArrayBuffer> {
  if (separator.length > MAX_STORED_BYTES) throw new RangeError('a stored block holds at most 65535 bytes')
  const storedBlockBytes = 5 + separator.length
  const deflatedBytes = deflated.reduce((sum, part) => sum + part.length, 0)
  const body = Buffer.allocUnsafeSlow(GZIP_HEADER.length + deflatedBytes + (parts.length - 1) * storedBlockBytes + 8)
  let offset = GZIP_HEADER.copy(body, 0)
  let crc = 0
  let size = 0
  parts.forEach((part, index) => {
    if (index > 0) {
      // A stored, not final, block: a header byte (the stream is at a byte boundary), the length and its complement.
      body[offset] = 0
      body.writeUInt16LE(separator.length, offset + 1)
      body.writeUInt16LE(~separator.length & 0xffff, offset + 3)
      body.set(separator, offset + 5)
      offset += storedBlockBytes
      crc = crc32(separator, crc)
      size += separator.length
    }
    offset += (deflated[index] as Buffer).copy(body, offset)
    crc = crc32(part, crc)
    size += part.length
  })
  body.writeUInt32LE(crc >>> 0, offset)
  // The size modulo 2^32, as RFC 1952 has it.
  body.writeUInt32LE(size >>> 0, offset + 4)
  return body
}
