import { Worker } from 'node:worker_threads'
import threadSource from './xlsx-read-thread.mjs?raw'
import checkSource from './zip-inflate-checked.mjs?raw'

/** One row of a sheet: its number as a spreadsheet shows it (the first is 1) and its cells as text. */
export interface SheetRow {
  line: number
  cells: string[]
}

type Refusal = 'unreadable' | 'too_large' | 'too_many_rows'
type ThreadRead = { ok: true; rows: SheetRow[] } | { ok: false; problem: Refusal }

/** The heap a workbook's thread may take: a few times what 5,000 pharmacies need, far below the server's. */
const THREAD_HEAP_MB = 160
/** A workbook of 5,000 pharmacies reads in about a second; one that takes far longer is stopped. */
const THREAD_TIME_MS = 20_000
/** The thread's checks (zip-inflate-checked.mjs), as an address it can import without a file of the build's. */
const checkUrl = `data:text/javascript;base64,${Buffer.from(checkSource).toString('base64')}`

/**
 * A workbook unpacked and its rows counted (refused past `maxUnpackedBytes` unpacked or `maxRows` rows), then the rows
 * of its first sheet with anything in it, read by ExcelJS: all of it on a worker thread with a capped heap and a time
 * limit (xlsx-read-thread.mjs), so that nothing of it holds up the serving thread. Unreadable when it cannot be read,
 * runs out of its memory or its time.
 */
export function readXlsxOnThread(bytes: Uint8Array, limits: { maxUnpackedBytes: number; maxRows: number }): Promise<ThreadRead> {
  const copy = new Uint8Array(bytes)
  const worker = new Worker(threadSource, {
    eval: true,
    workerData: { bytes: copy, ...limits, checkUrl, exceljsUrl: import.meta.resolve('exceljs') },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  })
  return new Promise((resolve) => {
    const timer = setTimeout(() => void worker.terminate(), THREAD_TIME_MS)
    const done = (read: ThreadRead) => {
      clearTimeout(timer)
      resolve(read)
    }
    const unreadable = () => done({ ok: false, problem: 'unreadable' })
    worker.once('message', (answer: { rows: SheetRow[] } | { refused: Refusal }) => {
      done('rows' in answer ? { ok: true, rows: answer.rows } : { ok: false, problem: answer.refused })
      void worker.terminate()
    })
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a throw, or stopped for its time: the workbook cannot be read.
    worker.once('error', unreadable)
    worker.once('exit', unreadable)
  })
}
