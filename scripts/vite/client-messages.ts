import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { compile } from '@inlang/paraglide-js'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Only the page's language ships to the browser (docs/decisions/0011-first-load-javascript.md).
 *
 * Paraglide compiles each message into one module holding its text in all five languages, so every page carried
 * every language. In the browser build this plugin instead:
 * - compiles the project a second time, one module per language (`locale-modules`, cached), and wraps each in
 *   catalogue chunks: arrays of that language's message functions, one for the messages with a `deferred` prefix
 *   (the inquiry form's), one for the rest;
 * - replaces each `app/paraglide/messages/<key>.js` with a stub that calls entry <index> of the loaded catalogues,
 *   and Paraglide's runtime with the part the browser uses: the locales and `getLocale`, which the browser entry
 *   sets from `<html lang>` (app/i18n/client-locale.ts) before anything renders;
 * - exposes `loadClientMessages(locale)`, which the browser entry awaits before hydrating, and to the server build
 *   `messagesPreloadLinks(locale, part)`, a catalogue's modulepreload link for a route's head (the browser build
 *   renders none; React keeps the server's tag when it hydrates);
 * - leaves the deferred catalogue to the routes that render its messages: their `beforeLoad` calls
 *   `loadDeferredMessages()` (client navigations) and their head links it, which makes the browser entry load it
 *   before hydrating. A deferred message rendered anywhere else throws. (Top-level await in the stubs would need no
 *   wiring, but Rolldown then splits the entry chunk, which costs every page more.)
 * - puts the messages with a `late` prefix (the pages' meta descriptions) in a third catalogue that no page loads
 *   before it is interactive: the app loads it when idle, and before the head of a client navigation
 *   (`loadLateMessages()`); until then `lateMessagesLoaded()` is false, and a late message rendered throws.
 * On the client the language is fixed for the life of the page, so the stubs ignore a `{ locale }` option.
 * The server build and `vite dev` keep Paraglide's own modules; there these functions do nothing.
 */

const virtualId = 'virtual:client-messages'
/** `virtual:client-messages/<part>/<locale>`: a catalogue chunk. */
const cataloguePrefix = `${virtualId}/`
const parts = ['main', 'deferred', 'late'] as const
type Part = (typeof parts)[number]
/** A catalogue's modulepreload link has the id `<part>-messages`: the entry looks for the deferred one's. */
const linkIdSuffix = '-messages'
const messageModule = /\/app\/paraglide\/messages\/(\w+)\.js$/
const runtimeModule = /\/app\/paraglide\/runtime\.js$/

interface Catalogues {
  dir: string
  baseLocale: string
  locales: string[]
  /** Message keys in catalogue order: the main part's, then the deferred part's, then the late part's. */
  keys: Record<Part, string[]>
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

async function compileCatalogues(root: string, project: string, deferred: string[], late: string[]): Promise<Catalogues> {
  const dir = join(root, 'node_modules', '.cache', 'client-messages')
  const settingsText = await readFile(join(root, project, 'settings.json'), 'utf8')
  await compileOnce(root, project, dir, settingsText)
  const { baseLocale, locales } = JSON.parse(settingsText) as ProjectSettings
  let keys: string[] | undefined
  for (const locale of locales) {
    const code = await readFile(join(dir, 'messages', `${locale}.js`), 'utf8')
    // A catalogue must stand alone: an import (of Paraglide's runtime, say) would load a second copy of it.
    if (/^\s*import\b/m.test(code)) throw new Error(`client-messages: ${locale}.js imports a module; extend the plugin`)
    const found = [...code.matchAll(/^export const (\w+) =/gm)].map((match) => match[1] as string)
    if (keys && found.join() !== keys.join()) throw new Error(`client-messages: ${locale}.js has other messages`)
    keys = found
  }
  if (!keys?.length) throw new Error('client-messages: no messages compiled')
  const isDeferred = (key: string) => deferred.some((prefix) => key.startsWith(prefix))
  const isLate = (key: string) => !isDeferred(key) && late.some((prefix) => key.startsWith(prefix))
  const split = {
    main: keys.filter((key) => !isDeferred(key) && !isLate(key)),
    deferred: keys.filter(isDeferred),
    late: keys.filter(isLate),
  }
  const order = [...split.main, ...split.deferred, ...split.late]
  return { dir, baseLocale, locales, keys: split, index: new Map(order.map((key, i) => [key, i])) }
}

/**
 * `deferred`: the prefixes of messages that only some pages use (none the entry uses), loaded with those pages.
 * `late`: the prefixes of messages no page renders before it is interactive (the head's meta descriptions).
 */
export function clientMessages({
  project,
  deferred = [],
  late = [],
}: {
  project: string
  deferred?: string[]
  late?: string[]
}): Plugin {
  let config: ResolvedConfig
  let catalogues: Catalogues | undefined
  /** `<part>/<locale>` → URL of its catalogue chunk, captured from the client build (built before the server's). */
  let preloads: Record<string, string> | undefined
  const isClientBuild = (consumer: string) => config.command === 'build' && consumer === 'client'
  const isDeferredStub = (id: string) => {
    const key = messageModule.exec(id)?.[1]
    return key !== undefined && deferred.some((prefix) => key.startsWith(prefix))
  }

  return {
    name: 'cellactis:client-messages',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
    },
    async buildStart() {
      if (isClientBuild(this.environment.config.consumer)) {
        catalogues = await compileCatalogues(config.root, project, deferred, late)
      }
    },
    resolveId(id) {
      if (id === virtualId || id.startsWith(cataloguePrefix)) return `\0${id}`
    },
    async load(id) {
      const client = isClientBuild(this.environment.config.consumer)
      if (id === `\0${virtualId}`) {
        if (client && catalogues) {
          const loaders = (part: Part) =>
            `{ ${catalogues?.locales.map((locale) => `${JSON.stringify(locale)}: () => import("${cataloguePrefix}${part}/${locale}")`).join(', ')} }`
          return [
            'const catalogue = []',
            'let pageLocale',
            'let deferred',
            'let late',
            'let lateLoaded = false',
            'const fill = (offset) => ({ default: entries }) => entries.forEach((entry, i) => { catalogue[offset + i] = entry })',
            'const unloaded = (index) => () => {',
            "  throw new Error('message ' + index + ' is deferred and was not loaded: see scripts/vite/client-messages.ts')",
            '}',
            'export const message = (index) => (inputs) => (catalogue[index] ?? unloaded(index))(inputs)',
            `const main = ${loaders('main')}`,
            `const rest = ${loaders('deferred')}`,
            `const lateParts = ${loaders('late')}`,
            `export const loadDeferredMessages = () => (deferred ??= rest[pageLocale]().then(fill(${catalogues.keys.main.length})))`,
            'export const loadLateMessages = () =>',
            `  (late ??= lateParts[pageLocale]().then(fill(${catalogues.keys.main.length + catalogues.keys.deferred.length})).then(`,
            '    () => { lateLoaded = true },',
            '    (error) => { late = undefined; throw error },',
            '  ))',
            'export const lateMessagesLoaded = () => lateLoaded',
            'export const loadClientMessages = (locale) =>',
            '  Promise.all([',
            '    main[(pageLocale = locale)]().then(fill(0)),',
            `    document.getElementById(${JSON.stringify(`deferred${linkIdSuffix}`)}) && loadDeferredMessages(),`,
            '  ])',
            'export const messagesPreloadLinks = () => []',
          ].join('\n')
        }
        if (config.command === 'build' && !client && !preloads) this.error('client-messages: the client build must run first')
        return [
          `const preloads = ${JSON.stringify(preloads ?? {})}`,
          'export const loadClientMessages = async () => {}',
          'export const loadDeferredMessages = async () => {}',
          'export const loadLateMessages = async () => {}',
          'export const lateMessagesLoaded = () => true',
          "export const messagesPreloadLinks = (locale, part = 'main') => {",
          "  const href = preloads[part + '/' + locale]",
          `  return href ? [{ rel: 'modulepreload', href, id: part + ${JSON.stringify(linkIdSuffix)} }] : []`,
          '}',
        ].join('\n')
      }
      if (!client || !catalogues) return
      if (id.startsWith(`\0${cataloguePrefix}`)) {
        const [part, locale] = id.slice(cataloguePrefix.length + 1).split('/') as [Part, string]
        const file = join(catalogues.dir, 'messages', `${locale}.js`)
        // Imported under a name of its own per part, so that each part's chunk holds only its own messages.
        const source = JSON.stringify(`${file}?part=${part}`)
        return `import * as c from ${source}\nexport default [${catalogues.keys[part].map((key) => `c.${key}`).join(', ')}]`
      }
      if (runtimeModule.test(id)) {
        // A browser import of any other runtime export fails the build (MISSING_EXPORT): extend this then.
        return [
          `export const baseLocale = ${JSON.stringify(catalogues.baseLocale)}`,
          `export const locales = ${JSON.stringify(catalogues.locales)}`,
          'export let getLocale = () => baseLocale',
          'export const overwriteGetLocale = (fn) => { getLocale = fn }',
        ].join('\n')
      }
      const key = messageModule.exec(id)?.[1]
      if (!key || key === '_index') return
      const index = catalogues.index.get(key)
      if (index === undefined) this.error(`client-messages: ${key} is not in the compiled catalogues`)
      // The stub exports what the module does: a key that is no identifier (`contact_type_OEM_ODM`) lives in a module
      // named after a safe id and is exported under its own name as a string.
      const exported = /^export \{ \w+ as ("[^"]+") \}$/m.exec(await readFile(id, 'utf8'))?.[1] ?? key
      return `import { message } from "${virtualId}"\nconst ${key} = /* @__PURE__ */ message(${index})\nexport { ${key} as ${exported} }`
    },
    generateBundle(_options, bundle) {
      if (!isClientBuild(this.environment.config.consumer) || !catalogues) return
      const found: Record<string, string> = {}
      const initial = new Set<string>()
      const addInitial = (fileName: string) => {
        const chunk = bundle[fileName]
        if (initial.has(fileName) || chunk?.type !== 'chunk') return
        initial.add(fileName)
        for (const imported of chunk.imports) addInitial(imported)
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        // The entry, and the app it starts after the first paint (a dynamic import of the entry, decision 18).
        if (chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith('/app/client-app.tsx'))) addInitial(chunk.fileName)
        if (chunk.facadeModuleId?.startsWith(`\0${cataloguePrefix}`)) {
          found[chunk.facadeModuleId.slice(cataloguePrefix.length + 1)] = `${config.base}${chunk.fileName}`
        }
      }
      // What the entry and the app load renders before any route could load the deferred catalogue.
      for (const fileName of initial) {
        const chunk = bundle[fileName]
        const deferredStubs =
          chunk?.type === 'chunk'
            ? chunk.moduleIds.filter((id) => isDeferredStub(id) && (chunk.modules[id]?.renderedLength ?? 0) > 0)
            : []
        if (deferredStubs.length)
          this.error(`client-messages: the entry or the app uses deferred messages: ${deferredStubs.join(', ')}`)
      }
      const used = parts.filter((part) => catalogues?.keys[part].length)
      const missing = used
        .flatMap((part) => catalogues?.locales.map((locale) => `${part}/${locale}`) ?? [])
        .filter((name) => !found[name])
      if (missing.length) this.error(`client-messages: no catalogue chunk for ${missing.join(', ')}`)
      preloads = found
    },
  }
}
