// What a durability run needs before it starts, and the throwaway PostgreSQL server it stops after: the production
// build (built when missing) and a fresh database of its own on a PostgreSQL server.

import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const root = resolve(import.meta.dirname, '..', '..')

function run(command, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

/** The production build to run: DURABILITY_BUILD_DIR or .output, built first when it holds none. */
export async function productionBuild() {
  const dir = resolve(root, process.env.DURABILITY_BUILD_DIR || '.output')
  const entry = join(dir, 'server', 'index.mjs')
  if (!existsSync(entry)) {
    console.log(`building the app into ${dir} …`)
    await run('npx', ['vite', 'build', '--logLevel', 'warn'], { NITRO_OUTPUT_DIR: dir })
  }
  return entry
}

/** A fresh database on the PostgreSQL server for this run; drop() removes it. */
export async function freshPostgresDatabase(serverUrl) {
  const name = `durability_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export async function startTestPostgres() {
  const { stdout } = await promisify(execFile)('bash', [join(root, 'scripts', 'test-postgres.sh'), 'start'], { cwd: root })
  return stdout.trim().split('\n').at(-1)
}

/** Stops the server scripts/test-postgres.sh started, and removes its data. */
export function stopTestPostgres() {
  return run('bash', [join(root, 'scripts', 'test-postgres.sh'), 'stop'])
}
