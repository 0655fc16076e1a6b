/**
 * Workbooks built to hurt a reader (issue 37): for the import's tests and for the bench that checks the server's health
 * while it refuses them (scripts/bench/import-health.mjs). That bench imports this file under plain Node, so its own
 * imports name their files and none goes through the `~` alias.
 */

import ExcelJS from 'exceljs'
import { inflateZipChecked, MAX_UNPACKED_BYTES } from '../app/backend/content/pharmacy-editing/zip-inflate-checked.mjs'
import { zipOf } from './zip-of.ts'

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

/** A workbook ExcelJS wrote of `rows`, its sheet then nesting XML `depth` deep after them (`<x><x>…</x></x>`). */
export async function deeplyNestedWorkbook(rows: string[][], depth: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('약국').addRows(rows)
  const made = inflateZipChecked(new Uint8Array(await workbook.xlsx.writeBuffer()), MAX_UNPACKED_BYTES)
  if (!made.ok) throw new Error('ExcelJS wrote no workbook')
  const nested = `${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}`
  const entries = [...made.entries].map(([name, data]) => ({
    name,
    data: name.startsWith('xl/worksheets/')
      ? Buffer.from(data.toString('utf8').replace('</sheetData>', `</sheetData>${nested}`))
      : data,
  }))
  return zipOf(entries)
}
