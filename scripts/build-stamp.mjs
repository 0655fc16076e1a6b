// What a build was made from, so that `npm start` builds only when that changed (issue 38 §5): a SHA-256 of every
// source file the build reads (the app, its public files, messages, the build scripts with the patches to dependencies,
// the lockfile and the build's configuration; what .gitignore names, generated files among it, is left out) and the
// build's settings (the Node major version, BENCH_STATIC_DIR). Written beside the build, in <output>/build-inputs.json.
//   node scripts/build-stamp.mjs          write the stamp of the sources as they are now (the end of `npm run build`)
//   node scripts/build-stamp.mjs check    exit 0 when the build is current, else 1, saying what changed

import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const sourceRoots = ['app', 'public', 'messages', 'project.inlang', 'scripts']
const sourceFiles = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json']
/** Changed files named in a report; the rest are counted. */
const NAMED_CHANGES = 5

/** Where the build is (NITRO_OUTPUT_DIR, as vite.config.ts reads it, else .output). */
const outputDirOf = (root, env = process.env) => resolve(root, env.NITRO_OUTPUT_DIR || '.output')
const stampPathOf = (root, env) => join(outputDirOf(root, env), 'build-inputs.json')

/** .gitignore's patterns as tests on a path relative to the root ('a/b.ts'): `dir/`, `name`, `*.ext`, `a/*.gen.json`. */
export function ignoredBy(gitignore) {
  const tests = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((pattern) => {
      const directory = pattern.endsWith('/')
      const body = pattern.replace(/\/$/, '').replace(/^\//, '')
      const glob = body.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')
      const anchored = body.includes('/') ? `^${glob}` : `(^|/)${glob}`
      return new RegExp(`${anchored}${directory ? '/' : '(/|$)'}`)
    })
  return (path) => tests.some((test) => test.test(path) || test.test(`${path}/`))
}

function* filesUnder(root, directory, ignored) {
  for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
    const path = `${directory}/${entry.name}`
    if (entry.name === 'node_modules' || ignored(path)) continue
    if (entry.isDirectory()) yield* filesUnder(root, path, ignored)
    else if (entry.isFile()) yield path
  }
}

/** Every source file of the build with its SHA-256, and the build's settings. */
export function buildInputs(root, env = process.env) {
  const gitignore = join(root, '.gitignore')
  const ignored = ignoredBy(existsSync(gitignore) ? readFileSync(gitignore, 'utf8') : '')
  const paths = [
    ...sourceRoots.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => [...filesUnder(root, dir, ignored)]),
    ...sourceFiles.filter((file) => existsSync(join(root, file))),
  ].sort()
  const files = Object.fromEntries(
    paths.map((path) => [
      path,
      createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('hex'),
    ]),
  )
  const settings = { node: process.versions.node.split('.')[0], BENCH_STATIC_DIR: env.BENCH_STATIC_DIR ?? '' }
  return { settings, files }
}

/** What differs between a stamp and the inputs now, in words; empty when the build is current. */
export function changesSince(stamp, now) {
  if (!stamp) return ['no build was made from these sources yet']
  const reasons = []
  for (const [name, value] of Object.entries(now.settings)) {
    if (stamp.settings?.[name] !== value) reasons.push(`${name} was "${stamp.settings?.[name] ?? ''}", is "${value}"`)
  }
  const changed = [
    ...Object.keys(now.files).filter((path) => stamp.files?.[path] !== now.files[path]),
    ...Object.keys(stamp.files ?? {}).filter((path) => !(path in now.files)),
  ]
  if (changed.length > 0) {
    const named = changed.slice(0, NAMED_CHANGES).join(', ')
    const more = changed.length > NAMED_CHANGES ? ` and ${changed.length - NAMED_CHANGES} more` : ''
    reasons.push(`${changed.length} source file${changed.length === 1 ? '' : 's'} changed: ${named}${more}`)
  }
  return reasons
}

/** The stamp of the build in the output folder, or nothing when there is no build (or no stamp) there. */
export function readStamp(root, env = process.env) {
  const path = stampPathOf(root, env)
  if (!existsSync(path) || !existsSync(join(outputDirOf(root, env), 'server', 'index.mjs'))) return undefined
  return JSON.parse(readFileSync(path, 'utf8'))
}

/** Writes the stamp of the sources as they are now beside the build. */
export function writeStamp(root, env = process.env) {
  writeFileSync(stampPathOf(root, env), `${JSON.stringify(buildInputs(root, env))}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..')
  if (process.argv[2] === 'check') {
    const reasons = changesSince(readStamp(root), buildInputs(root))
    if (reasons.length === 0) console.log('build: current (its sources and settings are those it was made from)')
    else console.log(`build: needed, because ${reasons.join('; ')}`)
    process.exit(reasons.length === 0 ? 0 : 1)
  }
  writeStamp(root)
}
