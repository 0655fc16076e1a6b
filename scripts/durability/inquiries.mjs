// npm run durability [-- --postgres] — inquiries survive crashes: sends DURABILITY_SUBMISSIONS (200) multipart inquiries
// with 1–3 real PDF/PNG attachments each, a few at a time, to the production server while a killer SIGKILLs it at random
// moments and starts it again; a request cut by a kill is sent again (with a new captcha) once the server is back.
// Then, the server stopped cleanly, checks the database and the upload folder directly: every acknowledged (201)
// receipt is stored with exactly the files sent, every stored inquiry's files exist with their size and bytes, and
// every file in the folder belongs to an attachment or to a reservation in pending_uploads; runs the app's sweep of
// abandoned uploads with no age threshold and counts orphans again. Prints the figures; exits 1 when one is wrong.
//
// Database: embedded PGlite by default (port 3271); a PostgreSQL server with DURABILITY_DATABASE_URL or --postgres
// (a throwaway server from scripts/test-postgres.sh, port 25429), port 3272; in both cases a fresh database is
// created for the run and dropped after. Build: DURABILITY_BUILD_DIR, default .output (built when missing).
// Knobs: DURABILITY_SUBMISSIONS, DURABILITY_CONCURRENCY (4), DURABILITY_KILL_MS ("500-3000", the server's life
// between kills), DURABILITY_MAX_PDF_KB (100), DURABILITY_PORT, DURABILITY_KEEP=1 (keep the temporary folder with the
// data and the server log; kept anyway when a check fails).

import { randomBytes, randomInt } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CaptchaPool } from './captcha-pool.mjs'
import { attachmentsFor, inquiryForm } from './payloads.mjs'
import { printFigures, problemsOf } from './report.mjs'
import { Server } from './server.mjs'
import { freshPostgresDatabase, productionBuild, startTestPostgres, stopTestPostgres } from './setup.mjs'
import { verify } from './verify.mjs'

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

const usePostgresScript = process.argv.includes('--postgres')
const givenDatabaseUrl = process.env.DURABILITY_DATABASE_URL
const onPostgres = usePostgresScript || Boolean(givenDatabaseUrl)
const submissions = Number(process.env.DURABILITY_SUBMISSIONS || 200)
const concurrency = Number(process.env.DURABILITY_CONCURRENCY || 4)
const [killMinMs, killMaxMs] = (process.env.DURABILITY_KILL_MS || '500-3000').split('-').map(Number)
const port = Number(process.env.DURABILITY_PORT || (onPostgres ? 3272 : 3271))
const keep = process.env.DURABILITY_KEEP === '1'
/** The largest PDF sent (PNGs stay under about 150 KB): larger files widen the moments a kill finds a write in progress. */
const maxPdfBytes = Number(process.env.DURABILITY_MAX_PDF_KB || 100) * 1024
/** A submission is given up after this many attempts; the run after this long. */
const maxAttemptsPerSubmission = 25
const maxRunMs = 15 * 60_000
/** The share of restarts killed again during start-up, before the server answers. */
const killDuringStartShare = 0.2

if (
  ![submissions, concurrency, killMinMs, killMaxMs, port, maxPdfBytes].every((n) => Number.isInteger(n) && n > 0) ||
  killMinMs > killMaxMs
) {
  throw new Error(
    'DURABILITY_SUBMISSIONS, DURABILITY_CONCURRENCY, DURABILITY_PORT and DURABILITY_MAX_PDF_KB must be positive integers, DURABILITY_KILL_MS "min-max" ms',
  )
}

// ------------------------------------------------------------------------------------------------------------------

const started = performance.now()
const entry = await productionBuild()
const work = await mkdtemp(join(tmpdir(), `durability-${onPostgres ? 'postgres' : 'pglite'}-`))
const pgliteDir = join(work, 'pglite')
const uploadDir = join(work, 'uploads')
const logFile = join(work, 'server.log')
await mkdir(uploadDir)

let postgresServerUrl
let database
if (usePostgresScript) postgresServerUrl = await startTestPostgres()
else if (givenDatabaseUrl) postgresServerUrl = givenDatabaseUrl
if (postgresServerUrl) database = await freshPostgresDatabase(postgresServerUrl)

const serverEnv = { ...process.env }
for (const name of Object.keys(serverEnv)) {
  if (/^(DATABASE_URL|API_BASE_URL|S3_|SMTP_URL|RECAPTCHA_|CAPTCHA_|NITRO_)/.test(name)) delete serverEnv[name]
}
const server = new Server({
  entry,
  port,
  logFile,
  env: {
    ...serverEnv,
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    PGLITE_DATA_DIR: pgliteDir,
    UPLOAD_DIR: uploadDir,
    INQUIRY_RATE_LIMIT: '99999',
    INQUIRY_CONFIRMATION: 'off',
    // Stopped at the end at once (the drain after SIGTERM is the browser tests' to check).
    SHUTDOWN_DRAIN_SECONDS: '0',
    // The proof of work at its smallest: this run is about crashes; solving 200 at the default size took seconds.
    CAPTCHA_MAX_NUMBER: '1000',
    // One process (WEB_CONCURRENCY=1): the SIGKILL must hit the process that takes the inquiries, not a launcher
    // whose workers would finish them after it.
    ...(database ? { DATABASE_URL: database.url, WEB_CONCURRENCY: '1' } : {}),
  },
})

const runTag = randomBytes(4).toString('hex')
const figures = { kills: 0, killsDuringStart: 0, retries: 0, failedRequests: 0, answers: new Map(), givenUp: 0 }
/** Every submission sent, by its subject (with the files sent), and subject → receipt of each 201. */
const attempts = new Map()
const acknowledged = new Map()
let sending = true
let pool
let failure

console.log(
  `durability: ${submissions} inquiries with 1–3 attachments, ${concurrency} at a time, the server SIGKILLed every ` +
    `${killMinMs / 1000}–${killMaxMs / 1000} s — ${onPostgres ? 'PostgreSQL' : 'PGlite'}, port ${port}, folder ${work}`,
)

/** Starts the server again; a start that fails ends the run (the error is the finding). */
function startAgain() {
  return server.start().catch((error) => {
    failure ??= error
    sending = false
    pool?.stop()
  })
}

async function killer() {
  let restart = Promise.resolve()
  while (sending) {
    await server.whenUp()
    const deadline = performance.now() + randomInt(killMinMs, killMaxMs + 1)
    while (sending && performance.now() < deadline) await sleep(Math.min(50, deadline - performance.now()))
    if (!sending) break
    await server.kill()
    figures.kills += 1
    restart = startAgain()
    if (Math.random() < killDuringStartShare) {
      // Sometimes again while it starts: the database recovering from the last kill is killed too.
      await Promise.race([restart, sleep(randomInt(100, 3000))])
      if (!server.up && sending) {
        await server.kill()
        figures.kills += 1
        figures.killsDuringStart += 1
        restart = startAgain()
      }
    }
  }
  // Never two processes on one database: the last start is over before anyone else starts or stops the server.
  await restart
}

async function submit(number) {
  const label = `s${number}`
  const files = attachmentsFor(label, maxPdfBytes)
  for (let attempt = 1; attempt <= maxAttemptsPerSubmission && sending; attempt++) {
    if (attempt > 1) figures.retries += 1
    // A new captcha for every attempt: a solution counts once, and the last attempt may have spent it.
    const captcha = await pool.take()
    if (!captcha) break
    const subject = `durability ${runTag} ${label} attempt ${attempt}`
    attempts.set(subject, { files })
    const outcome = await sendUntilRead(subject, captcha, files)
    if (outcome.status === 201 && outcome.receiptNumber) {
      acknowledged.set(subject, outcome.receiptNumber)
      return
    }
    // Cut by a kill, refused while the server was down, or refused: retry once the killer has started the next
    // process (or this one answers again).
    await sleep(100)
  }
  figures.givenUp += 1
}

/**
 * Sends one attempt; a 429 (all of this client's upload slots busy: the form was refused unread, its captcha unspent)
 * is sent again, as a browser's form does after a moment, without counting as an attempt: with four senders and two
 * slots per client, a slow machine refused one submission 25 times in a row and the run gave it up.
 */
async function sendUntilRead(subject, captcha, files) {
  while (sending) {
    await server.whenUp()
    try {
      const response = await fetch(`${server.base}/api/v1/contacts`, {
        method: 'POST',
        headers: { 'accept-language': 'ko-KR' },
        body: inquiryForm(subject, captcha, files),
        signal: AbortSignal.timeout(60_000),
      })
      const body = await response.json().catch(() => undefined)
      figures.answers.set(response.status, (figures.answers.get(response.status) ?? 0) + 1)
      if (response.status !== 429) return { status: response.status, receiptNumber: body?.data?.receiptNumber }
    } catch {
      // Cut by a kill (or refused while the server was down): the outcome is unknown.
      figures.failedRequests += 1
      return { status: 0 }
    }
    await sleep(randomInt(100, 400))
  }
  return { status: 0 }
}

async function sender(queue) {
  while (sending && queue.length) await submit(queue.shift())
}

const runDeadline = setTimeout(() => {
  failure ??= new Error(`the run took longer than ${maxRunMs / 60_000} minutes`)
  sending = false
  pool?.stop()
}, maxRunMs)

let results
let exit
try {
  await server.start()
  pool = new CaptchaPool(server)
  const queue = Array.from({ length: submissions }, (_, i) => i + 1)
  const progress = setInterval(() => {
    const elapsed = ((performance.now() - started) / 1000).toFixed(0)
    console.log(
      `  ${elapsed} s: ${acknowledged.size}/${submissions} acknowledged, ${figures.kills} kills, ${figures.retries} retries`,
    )
  }, 15_000)
  progress.unref()
  const killing = killer().catch((error) => {
    failure ??= error
    sending = false
  })
  await Promise.all(Array.from({ length: concurrency }, () => sender(queue)))
  sending = false
  clearTimeout(runDeadline)
  await killing
  pool.stop()
  if (failure) throw failure
  if (!server.up) await server.start().catch((error) => (failure ??= error))
  exit = await server.stop()
  results = await verify({ database: { url: database?.url, pgliteDir }, uploadDir, runTag, attempts, acknowledged })
} catch (error) {
  failure ??= error
  sending = false
} finally {
  clearTimeout(runDeadline)
  pool?.stop()
  await server.kill()
}

const seconds = (performance.now() - started) / 1000
printFigures({ onPostgres, submissions, acknowledged, attempts, figures, server, exit, results, seconds })
const problems = problemsOf({ failure, results, acknowledged, submissions, server })

if (database) await database.drop().catch((error) => console.warn(`could not drop the run's database: ${error.message}`))
if (usePostgresScript) await stopTestPostgres().catch(() => undefined)
if (problems.length) {
  console.error(`\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n  data and server log kept in ${work}`)
  process.exitCode = 1
} else {
  console.log('\nOK: no acknowledged inquiry lost, every stored inquiry has its files, no orphan file after the sweep')
  if (keep) console.log(`data and server log kept in ${work}`)
  else await rm(work, { recursive: true, force: true })
}
