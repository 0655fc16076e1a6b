import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildInputs, changesSince, ignoredBy, readStamp, writeStamp } from '../../scripts/build-stamp.mjs'

/** A checkout of a few files, with a build (a server entry) in .output once `built` is called. */
let root = ''
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), text)
}
const env = {}
const built = () => {
  write('.output/server/index.mjs', 'export {}')
  writeStamp(root, env)
}
const changes = () => changesSince(readStamp(root, env), buildInputs(root, env))

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'))
  write('.gitignore', 'node_modules/\n.output/\napp/paraglide/\npublic/fonts/\n*.log\napp/content/*.gen.json\n')
  write('app/routes/index.tsx', 'export const page = 1')
  write('public/favicon.svg', '<svg/>')
  write('package-lock.json', '{}')
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('npm start’s build', () => {
  it('is made when there is none, and not again while nothing it is made from changed', () => {
    expect(changes()).toEqual(['no build was made from these sources yet'])
    built()
    expect(changes()).toEqual([])
  })

  it('is made again when a source, the lockfile or a file’s presence changes, naming them', () => {
    built()
    write('app/routes/index.tsx', 'export const page = 2')
    write('package-lock.json', '{"lockfileVersion":3}')
    write('app/routes/about.tsx', 'export const about = 1')
    expect(changes()).toEqual(['3 source files changed: app/routes/about.tsx, app/routes/index.tsx, package-lock.json'])
  })

  it('is not made again for what the build generates or .gitignore leaves out', () => {
    built()
    write('app/paraglide/messages.js', 'generated')
    write('public/fonts/ko.css', 'generated')
    write('app/content/sheets.gen.json', '[]')
    write('server.log', 'a line')
    write('node_modules/x/index.js', 'a dependency')
    expect(changes()).toEqual([])
  })

  it('is made again when a build setting changes, or the build is gone', () => {
    built()
    expect(changesSince(readStamp(root, env), buildInputs(root, { BENCH_STATIC_DIR: '/tmp/twins' }))).toEqual([
      'BENCH_STATIC_DIR was "", is "/tmp/twins"',
    ])
    rmSync(join(root, '.output/server'), { recursive: true })
    expect(changes()).toEqual(['no build was made from these sources yet'])
  })
})

describe('.gitignore’s patterns', () => {
  it('match folders, names anywhere and globs, anchored where they name a folder', () => {
    const ignored = ignoredBy('.output/\n*.log\napp/backend/*.gen.json\n.output-*/\n')
    expect(['.output/server/index.mjs', 'logs/a.log', 'app/backend/x.gen.json', '.output-bench/a'].every(ignored)).toBe(true)
    expect(['app/output.ts', 'app/x.gen.json', 'app/backend/deeper/x.gen.json', 'app/catalog.ts'].some(ignored)).toBe(false)
  })
})
