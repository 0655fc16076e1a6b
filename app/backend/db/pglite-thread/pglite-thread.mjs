// The embedded PostgreSQL (PGlite) on a thread of its own: its queries (WebAssembly, and the JavaScript that reads
// its answers) no longer take turns with the pages' rendering on the event loop (decision 53).
//
// Plain JavaScript: the bundle inlines it as text (`?raw`) and the thread evaluates it, so no file has to be found next
// to the server's chunks. PGlite is imported from the address the main thread resolved for it (`pgliteUrl`). The
// messages are those of pglite-thread-client.server.ts.

import { parentPort, workerData } from 'node:worker_threads'

const { PGlite, MemoryFS, protocol, parse } = await import(workerData.pgliteUrl)
const { answerReader } = await import(workerData.answerReaderUrl)
const { writeTar } = await import(workerData.dataFolderUrl)
const identity = (value) => value
/**
 * The types Drizzle reads as the database's text (dates), parsed so once for all queries: given per query, PGlite
 * copies its whole table of parsers for every query, which was a fifth of this thread's time.
 */
const textTypes = new Set(workerData.textTypes)

/** A database in memory whose data folder starts as the files of a tar (pglite-data-folder.mjs says why). */
class CopiedDataFolder extends MemoryFS {
  constructor(tar) {
    super()
    this.tar = tar
  }

  async init(pg, options) {
    // After PGlite's own steps before the start, which name the data folder (PGDATA).
    const copy = (module) => writeTar(module.FS, module.ENV.PGDATA, this.tar)
    return super.init(pg, { ...options, preRun: [...(options.preRun ?? []), copy] })
  }
}

/** The database this thread serves: one at a time, replaced by `reopen`. */
let database
async function openDatabase(dataDir, initialData) {
  const settings = Object.entries(workerData.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`])
  // A throw-away database that starts as a copy of another (a tar PGlite's dumpDataDir wrote).
  const copied = !initialData
    ? {}
    : dataDir.startsWith('memory://')
      ? { fs: new CopiedDataFolder(initialData) }
      : { loadDataDir: new Blob([initialData]) }
  database = await PGlite.create(dataDir, {
    ...(settings.length > 0 ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
    parsers: Object.fromEntries([...textTypes].map((type) => [type, identity])),
    ...copied,
  })
}
await openDatabase(workerData.dataDir, workerData.initialData)

/**
 * Each channel listened to, by its name as PostgreSQL writes it in a notification, with the callback PGlite was given
 * (one per channel: the client listens once for all its listeners): the notifications this thread reads itself
 * (readAnswer) reach the same callback as those PGlite reads.
 */
const listeners = new Map()
const readAnswer = answerReader({
  DatabaseError: protocol.messages.DatabaseError,
  onNotification: (channel, payload) => listeners.get(channel)?.(payload),
})
/** A channel's name as PostgreSQL keeps it: an unquoted one in lower case, as PGlite's `listen` does. */
const postgresName = (channel) =>
  channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase()

/** The open transaction's handle, and how to end it; at most one, since PGlite runs one at a time. */
let open

/** A PostgreSQL error's fields (code, constraint, detail…) survive the crossing; a plain Error would lose them. */
function describeError(error) {
  const fields = error && typeof error === 'object' ? { ...error } : {}
  delete fields.query
  delete fields.params
  return { ...fields, name: error?.name ?? 'Error', message: String(error?.message ?? error) }
}

/**
 * Each query's text is parsed and planned once, as a named prepared statement: PGlite's own `query` parses,
 * describes, binds, describes again and executes in six steps every time, three to seven times the work of binding
 * and executing a prepared statement (measured on the site's reads). Past MAX_STATEMENTS distinct texts, queries
 * run unprepared, so a caller that builds many different texts cannot grow this without bound.
 */
const MAX_STATEMENTS = 1000
const statements = new Map()
const { serialize } = protocol

function joined(...messages) {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0))
  let offset = 0
  for (const message of messages) {
    out.set(message, offset)
    offset += message.length
  }
  return out
}

async function prepare(sql) {
  const name = `s${statements.size + 1}`
  const described = await database.execProtocol(
    joined(serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()),
  )
  const statement = {
    name,
    paramTypes: parse.parseDescribeStatementResults(described.messages),
    // The columns of its rows, as PGlite's results name them; none for a statement that returns no rows.
    fields:
      described.messages
        .find((message) => message.name === 'rowDescription')
        ?.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) ?? [],
  }
  statements.set(sql, statement)
  return statement
}

async function runPrepared(sql, params = [], options) {
  const statement = statements.get(sql) ?? (await prepare(sql))
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null
    const serializer = database.serializers[statement.paramTypes[index]]
    return serializer ? serializer(value) : value.toString()
  })
  const chunks = []
  await database.execProtocolRawStream(
    joined(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()),
    // A view of the database's memory, reused by its next write: copied.
    { onRawData: (bytes) => chunks.push(bytes.slice()) },
  )
  return readAnswer(
    Buffer.concat(chunks),
    statement.fields,
    options?.allParsers ?? database.parsers,
    options?.rowMode === 'array',
  )
}

/** A query as PGlite runs its own: alone (after any open transaction), or inside the transaction it belongs to. */
function query(message) {
  const options = queryOptions(message.options)
  if (!statements.has(message.sql) && statements.size >= MAX_STATEMENTS) {
    const target = message.inTransaction ? open?.transaction : database
    if (!target) throw new Error('no transaction is open')
    return target.query(message.sql, message.params, options)
  }
  const run = () => runPrepared(message.sql, message.params, options)
  if (message.inTransaction) return database._runExclusiveQuery(run)
  return database._runExclusiveTransaction(() => database._runExclusiveQuery(run))
}

/**
 * The parsers of a query that asks for more types as text than the database was opened with, by those types: made
 * once per set, since copying PGlite's whole table of parsers for each query cost more than the query's own reading.
 */
const parsersByExtraTypes = new Map()
function parsersWithText(extra) {
  const key = extra.join(',')
  let parsers = parsersByExtraTypes.get(key)
  if (!parsers) {
    const own = Object.fromEntries(extra.map((type) => [type, identity]))
    parsers = { own, all: { ...database.parsers, ...own } }
    parsersByExtraTypes.set(key, parsers)
  }
  return parsers
}

/** Only identity parsers can be asked for (Drizzle keeps dates as the database's text): functions cannot cross. */
function queryOptions(options) {
  if (!options) return undefined
  const extra = (options.textTypes ?? []).filter((type) => !textTypes.has(type))
  if (extra.length === 0) return { rowMode: options.rowMode }
  const { own, all } = parsersWithText(extra)
  return { rowMode: options.rowMode, parsers: own, allParsers: all }
}

function beginTransaction(id) {
  const handle = {}
  database
    .transaction(
      (transaction) =>
        new Promise((end, abandon) => {
          Object.assign(handle, { transaction, end, abandon })
          open = handle
          parentPort.postMessage({ id, result: null })
        }),
    )
    .then(
      () => parentPort.postMessage({ id: handle.endId, result: null }),
      (error) => parentPort.postMessage({ id: handle.endId, error: describeError(error) }),
    )
    .finally(() => {
      if (open === handle) open = undefined
    })
}

function endTransaction(id, commit) {
  if (!open) {
    parentPort.postMessage({ id, error: { name: 'Error', message: 'no transaction is open' } })
    return
  }
  const handle = open
  open = undefined
  handle.endId = id
  if (commit) handle.end()
  else handle.abandon(new Error('rolled back'))
}

async function answer(message) {
  const target = message.inTransaction ? open?.transaction : database
  if (!target) throw new Error('no transaction is open')
  switch (message.op) {
    case 'query':
      return query(message)
    case 'exec':
      return target.exec(message.sql)
    case 'listen': {
      const callback = (payload) => parentPort.postMessage({ notification: message.channel, payload })
      await database.listen(message.channel, callback)
      listeners.set(postgresName(message.channel), callback)
      return null
    }
    case 'unlisten':
      await database.unlisten(message.channel)
      listeners.delete(postgresName(message.channel))
      return null
    case 'close':
      await database.close()
      return null
    case 'reopen':
      // Another database on the same thread, whose module and compiled code are warm: the contract tests open one per
      // file, and a new thread per file spent about a second of processor time before its first query.
      if (!database.closed) await database.close()
      statements.clear()
      listeners.clear()
      parsersByExtraTypes.clear()
      await openDatabase(message.dataDir, message.initialData)
      return null
    default:
      throw new Error(`unknown operation ${message.op}`)
  }
}

parentPort.on('message', (message) => {
  if (message.op === 'begin') return beginTransaction(message.id)
  if (message.op === 'end') return endTransaction(message.id, message.commit)
  answer(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: describeError(error) }),
  )
})

parentPort.postMessage({ ready: true })
