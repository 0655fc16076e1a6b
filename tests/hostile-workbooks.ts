/** Workbooks built to hurt a reader (issue 37): for the import's tests. */

import { zipOf } from './zip-of'

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
