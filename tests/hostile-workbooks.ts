import { deflateRawSync } from 'node:zlib'

/** Workbooks built to hurt a reader (issue 37): for the import's tests. */

interface ZipEntry {
  name: string
  data: Uint8Array
  /** What the directory says it unpacks to: the truth unless given. */
  declared?: number
}

/** A ZIP of deflated entries, each described in the central directory as `declared` bytes unpacked. */
export function zipOf(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const packed = deflateRawSync(entry.data)
    const local = Buffer.alloc(30 + name.length)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(entry.declared ?? entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    name.copy(local, 30)
    const central = Buffer.alloc(46 + name.length)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(entry.declared ?? entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    name.copy(central, 46)
    locals.push(local, packed)
    centrals.push(central)
    offset += local.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

/** A worksheet's XML around the rows given. */
export const sheetXml = (rows: string) =>
  Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
  )

/** A 100 KB upload whose directory says 2 KB but that inflates to one byte past `limit`. */
export const lyingWorkbook = (limit: number) =>
  zipOf([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(limit + 1), declared: 2048 }])

/** A sheet of a million empty rows, under 64 KB packed. */
export const millionRowWorkbook = () => zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheetXml('<row/>'.repeat(1_000_000)) }])
