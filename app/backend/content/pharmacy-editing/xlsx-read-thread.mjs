// An uploaded workbook read on a thread of its own (issue 37): neither unpacking it, nor counting its rows, nor
// ExcelJS's work on it ever holds up the pages, and the thread's memory is capped, so a workbook built to exhaust it
// ends this thread, not the server.
//
// Plain JavaScript: the bundle inlines it as text (`?raw`) and the thread evaluates it, as the PGlite thread is. The
// checks are imported from the text of zip-inflate-checked.mjs (`checkUrl`, a data: address) and ExcelJS from the
// address the main thread resolved for it (`exceljsUrl`), only once the checks have passed. The workbook is unpacked
// with its bytes counted (refused past `maxUnpackedBytes`, whatever its directory says) and its rows counted in its
// sheets' XML (refused past `maxRows` before anything parses it). It answers `{ rows: [{ line, cells }] }` (the first
// sheet with anything in it, each cell as the text a person sees in it) or `{ refused: 'unreadable' | 'too_large' |
// 'too_many_rows' }`.

import { readlinkSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'

/**
 * This thread at the lowest CPU priority, so that on a busy machine the server's own thread (the pages, the health
 * check) and the database's always come first. Linux gives each thread its own priority, set by the thread's id
 * (/proc/thread-self); elsewhere the thread keeps the server's.
 */
function yieldToServing() {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)), constants.priority.PRIORITY_LOW)
  } catch {
    // no thread of its own to set
  }
}

/** A cell's value as the text a person sees in it (a formula's last result; a date as YYYY-MM-DD). */
function cellText(value) {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((run) => run.text).join('')
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null)
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text)
  return ''
}

async function read({ bytes, maxUnpackedBytes, maxRows, checkUrl, exceljsUrl }) {
  const { inflateZipChecked, mostWorksheetRows } = await import(checkUrl)
  const unpacked = inflateZipChecked(bytes, maxUnpackedBytes)
  if (!unpacked.ok) return { refused: unpacked.problem }
  if (mostWorksheetRows(unpacked.entries, maxRows + 1) > maxRows) return { refused: 'too_many_rows' }
  // ExcelJS unpacks the workbook again for itself: what the checks unpacked is let go first.
  unpacked.entries.clear()

  const { default: ExcelJS } = await import(exceljsUrl)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes)
  } catch {
    return { refused: 'unreadable' }
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0)
  const rows = []
  sheet?.eachRow((row, line) => {
    const cells = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value)
    })
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') })
  })
  return { rows }
}

yieldToServing()
parentPort.postMessage(await read(workerData))
