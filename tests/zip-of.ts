import { crc32, deflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  data: Uint8Array
  /** What the directory says it unpacks to: the truth unless given (a lying archive, tests/hostile-workbooks.ts). */
  declared?: number
}

/** A ZIP archive of the entries, stored as they are or deflated, for the tests' uploads (a Word document, a workbook). */
export function zipOf(entries: ZipEntry[], method: 'stored' | 'deflated' = 'deflated'): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const packed = method === 'stored' ? Buffer.from(entry.data) : deflateRawSync(entry.data)
    const methodCode = method === 'stored' ? 0 : 8
    const crc = crc32(entry.data)
    const unpacked = entry.declared ?? entry.data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(methodCode, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(unpacked, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(methodCode, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(unpacked, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
