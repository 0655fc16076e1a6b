import { Worker } from 'node:worker_threads'
import threadSource from './xlsx-read-thread.mjs?raw'

/** One row of a sheet: its number as a spreadsheet shows it (the first is 1) and its cells as text. */
export interface SheetRow {
  line: number
  cells: string[]
}

/** The heap a workbook's thread may take: a few times what 5,000 pharmacies need, far below the server's. */
const THREAD_HEAP_MB = 160
/** A workbook of 5,000 pharmacies reads in about a second; one that takes far longer is stopped. */
const THREAD_TIME_MS = 20_000

/**
 * The rows of the first sheet with anything in it, read by ExcelJS on a worker thread with a capped heap and a time
 * limit (xlsx-read-thread.mjs); undefined when it cannot be read, runs out of its memory or its time.
 */
export function readXlsxOnThread(bytes: Uint8Array): Promise<SheetRow[] | undefined> {
  const copy = new Uint8Array(bytes)
  const worker = new Worker(threadSource, {
    eval: true,
    workerData: { bytes: copy, exceljsUrl: import.meta.resolve('exceljs') },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  })
  return new Promise((resolve) => {
    const timer = setTimeout(() => void worker.terminate(), THREAD_TIME_MS)
    const done = (rows: SheetRow[] | undefined) => {
      clearTimeout(timer)
      resolve(rows)
    }
    worker.once('message', (answer: { rows?: SheetRow[] }) => {
      done(answer.rows)
      void worker.terminate()
    })
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a throw, or stopped for its time: the workbook cannot be read.
    worker.once('error', () => done(undefined))
    worker.once('exit', () => done(undefined))
  })
}
