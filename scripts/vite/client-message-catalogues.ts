import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { compile } from '@inlang/paraglide-js'

/**
 * The catalogues of client-messages.ts: the project compiled once more, one module per language (cached by a stamp of
 * its settings and messages), and its message keys split into the parts the browser loads one by one.
 */

/** The catalogues: `main`, `deferred`, one per page of `pages` (by its name), `late` and `admin`. */
export type Part = string

export interface Catalogues {
  dir: string
  locales: string[]
  /** Message keys of each part (catalogue order: the parts' order). */
  keys: Record<Part, string[]>
  /** Where each part's messages start in the browser's one array of messages. */
  offsets: Record<Part, number>
  index: Map<string, number>
}

interface ProjectSettings {
  baseLocale: string
  locales: string[]
  'plugin.inlang.messageFormat': { pathPattern: string }
}

/** Compiles unless the cache holds a compilation of the same settings and messages (the compiler takes seconds). */
async function compileOnce(root: string, project: string, dir: string, settingsText: string): Promise<void> {
  const settings = JSON.parse(settingsText) as ProjectSettings
  const hash = createHash('sha256').update(settingsText)
  for (const locale of settings.locales) {
    hash.update(await readFile(join(root, settings['plugin.inlang.messageFormat'].pathPattern.replace('{locale}', locale))))
  }
  const { version } = JSON.parse(await readFile(join(root, 'node_modules/@inlang/paraglide-js/package.json'), 'utf8'))
  const stamp = `${version} ${hash.digest('hex')}`
  const stampFile = join(dir, 'compiled-from.txt')
  if ((await readFile(stampFile, 'utf8').catch(() => '')) === stamp) return
  await compile({
    project: join(root, project),
    outdir: dir,
    outputStructure: 'locale-modules',
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  })
  await writeFile(stampFile, stamp)
}

/** The prefixes of each part but `main`, in the order a message's part is looked up: admin, the pages', deferred, late. */
export type Prefixes = Record<Part, string[]>

/** The catalogue a message belongs to: the first part whose prefix it has, else `main`. */
export function partOf(key: string, prefixes: Prefixes): Part {
  return Object.keys(prefixes).find((part) => prefixes[part]?.some((prefix) => key.startsWith(prefix))) ?? 'main'
}

/** The messages a language's module defines itself; a message missing in the language is re-exported from another. */
const definedMessages = (code: string) => [...code.matchAll(/^export const (\w+) =/gm)].map((match) => match[1] as string)

export async function compileCatalogues(
  root: string,
  project: string,
  prefixes: Prefixes,
  adminLocales: readonly string[],
): Promise<Catalogues> {
  const parts = ['main', ...Object.keys(prefixes)]
  const dir = join(root, 'node_modules', '.cache', 'client-messages')
  const settingsText = await readFile(join(root, project, 'settings.json'), 'utf8')
  await compileOnce(root, project, dir, settingsText)
  const { baseLocale, locales } = JSON.parse(settingsText) as ProjectSettings
  const read = (locale: string) => readFile(join(dir, 'messages', `${locale}.js`), 'utf8')
  // The base locale has every message (the messages test holds it); every other has all but the admin ones, which
  // only the admin languages have (Paraglide re-exports the base locale's there, which no catalogue takes).
  const keys = definedMessages(await read(baseLocale))
  if (!keys.length) throw new Error('client-messages: no messages compiled')
  for (const locale of locales) {
    const code = await read(locale)
    // A catalogue must stand alone: an import (of Paraglide's runtime, say) would load a second copy of it.
    if (/^\s*import\b/m.test(code)) throw new Error(`client-messages: ${locale}.js imports a module; extend the plugin`)
    const expected = keys.filter((key) => adminLocales.includes(locale) || partOf(key, prefixes) !== 'admin')
    if (definedMessages(code).join() !== expected.join()) throw new Error(`client-messages: ${locale}.js has other messages`)
  }
  const split = Object.fromEntries(parts.map((part) => [part, keys.filter((key) => partOf(key, prefixes) === part)]))
  const order = parts.flatMap((part) => split[part] ?? [])
  const offsets = Object.fromEntries(parts.map((part) => [part, order.findIndex((key) => partOf(key, prefixes) === part)]))
  return {
    dir,
    locales,
    keys: split as Record<Part, string[]>,
    offsets: offsets as Record<Part, number>,
    index: new Map(order.map((key, i) => [key, i])),
  }
}
