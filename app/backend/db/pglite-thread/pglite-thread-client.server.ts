import { Worker } from 'node:worker_threads'
import { type QueryOptions, type Results, types } from '@electric-sql/pglite'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import answerReaderSource from './pglite-answer-reader.mjs?raw'
import dataFolderSource from './pglite-data-folder.mjs?raw'
import threadSource from './pglite-thread.mjs?raw'

/** What Drizzle's PGlite driver calls on its client: PGlite's own methods, with the same shapes. */
export interface PgliteLikeClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Array<Results>>
  transaction<T>(run: (transaction: PgliteLikeClient) => Promise<T>): Promise<T>
}

export interface PgliteThreadClient extends PgliteLikeClient {
  listen(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>
  /**
   * Closes this thread's database and opens another in its place, on the same warm thread (its listeners and prepared
   * statements go with the old one). `initialData` is moved to the thread, as startPgliteThread's is.
   */
  reopen(dataDir: string, initialData?: Uint8Array<ArrayBuffer>): Promise<void>
  close(): Promise<void>
}

/** The types Drizzle's PGlite driver reads as text: the thread parses them so for every query (pglite-thread.mjs). */
const dateTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE]

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } }
type Notification = { notification: string; payload: string }

const dataAddress = (source: string) => `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`

/** An error as the thread described it, with PostgreSQL's fields (code, constraint…) on it as PGlite gives them. */
function errorFrom(description: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(description.message), description)
}

/**
 * Only identity parsers can cross to the thread (functions cannot): Drizzle asks for dates as the database's text,
 * and that is all it asks for. Anything else is refused loudly rather than answered differently.
 */
function portableOptions(options: QueryOptions | undefined) {
  if (!options) return undefined
  const textTypes = Object.entries(options.parsers ?? {}).map(([type, parse]) => {
    if (parse('x', Number(type)) !== 'x') throw new Error(`PGlite thread: only identity parsers are supported (type ${type})`)
    return Number(type)
  })
  return { rowMode: options.rowMode, textTypes }
}

/**
 * PGlite on a worker thread (pglite-thread.mjs), behind the methods Drizzle's PGlite driver calls. One transaction at
 * a time, as PGlite itself runs them: a query outside it waits on the thread until it ends.
 */
/**
 * `initialData`: a data folder's tar (PGlite's dumpDataDir) to start from, moved to the thread (the caller loses it).
 * `settings`: PostgreSQL settings for every database the thread opens, as `-c name=value` on its command line.
 */
export async function startPgliteThread(
  dataDir: string,
  initialData?: Uint8Array<ArrayBuffer>,
  settings?: Record<string, string>,
): Promise<PgliteThreadClient> {
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite')
  // The thread's source is evaluated text, with no folder of its own: its helper modules travel as data: addresses.
  const answerReaderUrl = dataAddress(answerReaderSource)
  const dataFolderUrl = dataAddress(dataFolderSource)
  const worker = new Worker(threadSource, {
    eval: true,
    workerData: { dataDir, pgliteUrl, answerReaderUrl, dataFolderUrl, textTypes: dateTypes, initialData, settings },
    // Moved to the thread, not copied: the caller gives the bytes up.
    transferList: initialData ? [initialData.buffer] : [],
  })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let nextId = 1
  let failure: Error | undefined

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: Reply | Notification | { ready: true }) => {
      if ('ready' in message) return resolve()
      if ('notification' in message) {
        for (const listener of listeners.get(message.notification) ?? []) listener(message.payload)
        return
      }
      const call = pending.get(message.id)
      pending.delete(message.id)
      if (message.error) call?.reject(errorFrom(message.error))
      else call?.resolve(message.result)
    })
    const fail = (error: Error) => {
      failure ??= error
      reject(error)
      for (const call of pending.values()) call.reject(error)
      pending.clear()
    }
    worker.on('error', fail)
    // Closed, or stopped without an error event: every call waiting for an answer, and every later one, fails at once.
    worker.on('exit', () => fail(new Error('the embedded database (PGlite thread) has stopped')))
  })
  await ready

  function send<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (failure) return Promise.reject(failure)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ ...message, id }, transfer)
    })
  }

  const timed = <T>(call: Promise<T>): Promise<T> => {
    const started = performance.now()
    return call.finally(() => siteMetrics().querySeconds.observe((performance.now() - started) / 1000))
  }

  const clientFor = (inTransaction: boolean): PgliteLikeClient => ({
    query: (sql, params, options) => timed(send({ op: 'query', sql, params, options: portableOptions(options), inTransaction })),
    exec: (sql) => send({ op: 'exec', sql, inTransaction }),
    transaction: async (run) => {
      if (inTransaction) throw new Error('PGlite thread: nested transactions go through savepoints')
      await send({ op: 'begin' })
      let result: Awaited<ReturnType<typeof run>>
      try {
        result = await run(clientFor(true))
      } catch (error) {
        await send({ op: 'end', commit: false }).catch(() => undefined)
        throw error
      }
      await send({ op: 'end', commit: true })
      return result
    },
  })

  return {
    ...clientFor(false),
    listen: async (channel, onNotification) => {
      const channelListeners = listeners.get(channel) ?? new Set()
      listeners.set(channel, channelListeners)
      channelListeners.add(onNotification)
      if (channelListeners.size === 1) await send({ op: 'listen', channel })
      return async () => {
        channelListeners.delete(onNotification)
        if (channelListeners.size > 0) return
        listeners.delete(channel)
        await send({ op: 'unlisten', channel })
      }
    },
    reopen: async (nextDataDir, nextInitialData) => {
      listeners.clear()
      await send(
        { op: 'reopen', dataDir: nextDataDir, initialData: nextInitialData },
        nextInitialData ? [nextInitialData.buffer] : [],
      )
    },
    close: async () => {
      await send({ op: 'close' })
      await worker.terminate()
    },
  }
}
