// An uploaded workbook read on a thread of its own (issue 37): ExcelJS's work on it never holds up the pages, and the
// thread's memory is capped, so a workbook built to exhaust it ends this thread, not the server.
//
// Plain JavaScript: the bundle inlines it as text (`?raw`) and the thread evaluates it, as the PGlite thread is.
// ExcelJS is imported from the address the main thread resolved for it (`exceljsUrl`). It answers
// `{ rows: [{ line, cells }] }` (the first sheet with anything in it, each cell as the text a person sees in it) or
// `{ unreadable: true }`.

import { parentPort, workerData } from 'node:worker_threads'

const { default: ExcelJS } = await import(workerData.exceljsUrl)

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

async function read(bytes) {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes)
  } catch {
    return { unreadable: true }
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

parentPort.postMessage(await read(workerData.bytes))
