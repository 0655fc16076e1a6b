import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { type Catalogues, compileCatalogues, type Part, type Prefixes, partOf } from './client-message-catalogues.ts'

/**
 * Only the page's language ships to the browser (docs/decisions/0011-first-load-javascript.md).
 *
 * Paraglide compiles each message into one module holding its text in all five languages, so every page carried
 * every language. In the browser build this plugin instead:
 * - compiles the project a second time, one module per language (`locale-modules`, cached), and wraps each in
 *   catalogue chunks: arrays of that language's message functions, one for the messages with a `deferred` prefix
 *   (the inquiry form's), one for the rest;
 * - replaces each `app/paraglide/messages/<key>.js` with a stub that calls entry <index> of the loaded catalogues
 *   (Paraglide's runtime is cut to what the browser uses by scripts/dependency-rewrites/paraglide-browser-runtime.ts);
 * - exposes `loadClientMessages(locale)`, which the browser entry awaits before hydrating, and to the server build
 *   `messagesPreloadLinks(locale, part)`, a catalogue's modulepreload link for a route's head (the browser build
 *   renders none; React keeps the server's tag when it hydrates);
 * - leaves the deferred catalogue to the routes that render its messages: their `beforeLoad` calls
 *   `loadDeferredMessages()` (client navigations) and their head links it, which makes the browser entry load it
 *   before hydrating. A deferred message rendered anywhere else throws. (Top-level await in the stubs would need no
 *   wiring, but Rolldown then splits the entry chunk, which costs every page more.)
 * - puts the messages of one page (`pages`: the finder's `pharmacy_`) in a catalogue of their own, which that page
 *   loads as it does the deferred one (`loadPageMessages(name)`, a link with the id `<name>-messages`): the deferred
 *   catalogue holds every member and form page's texts, several kilobytes the page does not render.
 * - puts the loaders of the catalogues loaded after the main one (the deferred one, the pages' own, the late one) in the
 *   main catalogue of each language (its export `later`), so that the entry holds the main catalogue's five loaders and
 *   a page the four of its own language, not twenty;
 * - puts the messages with a `late` prefix (the pages' meta descriptions) in a third catalogue that no page loads
 *   before it is interactive: the app loads it when idle, and before the head of a client navigation
 *   (`loadLateMessages()`); until then `lateMessagesLoaded()` is false, and a late message rendered throws.
 * - puts the staff console's messages (`admin` prefixes) in a fourth catalogue, in the console's languages only, whose
 *   loader (`loadAdminMessages()` of `virtual:admin-messages`) is a module of its own that only the console's lazy
 *   chunks import: the entry holds neither (a console page's server HTML waits in a Suspense boundary for them), and
 *   an admin message in the entry's chunks fails the build (docs/decisions/0032-staff-console-routes-and-messages.md).
 * On the client the language is fixed for the life of the page, so the stubs ignore a `{ locale }` option.
 * The server build and `vite dev` keep Paraglide's own modules; there these functions do nothing.
 */

const virtualId = 'virtual:client-messages'
/** The admin catalogue's loader: a module of its own, so that the entry holds none of it (only the console imports it). */
const adminLoaderId = 'virtual:admin-messages'
/** `virtual:client-messages/<part>/<locale>`: a catalogue chunk. */
const cataloguePrefix = `${virtualId}/`
/** A catalogue's modulepreload link has the id `<part>-messages`: the entry looks for the deferred and admin ones'. */
const linkIdSuffix = '-messages'
const messageModule = /\/app\/paraglide\/messages\/(\w+)\.js$/

/**
 * `deferred`: the prefixes of messages that only some pages use (none the entry uses), loaded with those pages.
 * `late`: the prefixes of messages no page renders before it is interactive (the head's meta descriptions).
 * `admin`: the prefixes of the staff console's messages, loaded only by its pages, in `adminLocales` only.
 */
export function clientMessages({
  project,
  deferred = [],
  pages = {},
  late = [],
  admin = [],
  adminLocales = [],
}: {
  project: string
  deferred?: string[]
  pages?: Record<string, string[]>
  late?: string[]
  admin?: string[]
  adminLocales?: readonly string[]
}): Plugin {
  const prefixes: Prefixes = { admin, ...pages, deferred, late }
  const pageNames = Object.keys(pages)
  /** The catalogues a page loads after the main one: the deferred one, a page's own, the late one. */
  const laterParts = ['deferred', ...pageNames, 'late']
  const parts = ['main', ...Object.keys(prefixes)]
  let config: ResolvedConfig
  let catalogues: Catalogues | undefined
  /** `<part>/<locale>` → URL of its catalogue chunk, captured from the client build (built before the server's). */
  let preloads: Record<string, string> | undefined
  /** Whether the browser build has a console (something imports the admin loader): only then are its chunks expected. */
  let adminLoaded = false
  const isClientBuild = (consumer: string) => config.command === 'build' && consumer === 'client'
  /** A message stub the entry must not hold: a deferred or an admin message's. */
  const isLoadedLaterStub = (id: string) => {
    const key = messageModule.exec(id)?.[1]
    return key !== undefined && ['deferred', 'admin', ...pageNames].includes(partOf(key, prefixes))
  }

  return {
    name: 'cellactis:client-messages',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
    },
    async buildStart() {
      if (isClientBuild(this.environment.config.consumer)) {
        catalogues = await compileCatalogues(config.root, project, prefixes, adminLocales)
      }
    },
    resolveId(id) {
      if (id === virtualId || id === adminLoaderId || id.startsWith(cataloguePrefix)) return `\0${id}`
    },
    async load(id) {
      const client = isClientBuild(this.environment.config.consumer)
      if (id === `\0${adminLoaderId}`) {
        if (!client || !catalogues) return 'export const loadAdminMessages = async () => {}'
        adminLoaded = true
        const loaders = adminLocales.map(
          (locale) => `${JSON.stringify(locale)}: () => import("${cataloguePrefix}admin/${locale}")`,
        )
        return [
          `import { fill } from "${virtualId}"`,
          `const parts = { ${loaders.join(', ')} }`,
          'let loading',
          // The page's language is fixed for its life (the entry read it from <html lang>); the console's route sends a
          // page in another language to a console language before this runs.
          'export const loadAdminMessages = () =>',
          `  (loading ??= (parts[document.documentElement.lang] ?? parts[${JSON.stringify(adminLocales[0])}])().then(fill(${catalogues.offsets.admin}), (error) => { loading = undefined; throw error }))`,
        ].join('\n')
      }
      if (id === `\0${virtualId}`) {
        if (client && catalogues) {
          const loaders = (part: Part) =>
            `{ ${catalogues?.locales.map((locale) => `${JSON.stringify(locale)}: () => import("${cataloguePrefix}${part}/${locale}")`).join(', ')} }`
          return [
            'const catalogue = []',
            'let lateLoaded = false',
            // Exported for the admin catalogue's loader (virtual:admin-messages), which the entry does not hold.
            'export const fill = (offset) => ({ default: entries }) => entries.forEach((entry, i) => { catalogue[offset + i] = entry })',
            'const unloaded = (index) => () => {',
            "  throw new Error('message ' + index + ' not loaded (scripts/vite/client-messages.ts)')",
            '}',
            'export const message = (index) => (inputs) => (catalogue[index] ?? unloaded(index))(inputs)',
            `const main = ${loaders('main')}`,
            // The catalogues loaded after the main one (the deferred one, a page's own, the late one): their offsets here,
            // their loaders in the main catalogue, which holds those of its own language only (not every language's, in
            // every page's first load). A page links the ones it renders (`<part>-messages`, never the late one), which
            // load before it hydrates.
            'let mainLoaded',
            'const loads = {}',
            `const offsets = { ${laterParts.map((name) => `${JSON.stringify(name)}: ${catalogues?.offsets[name]}`).join(', ')} }`,
            'export const loadPageMessages = (name) =>',
            '  (loads[name] ??= mainLoaded.then((later) => later[name]()).then(fill(offsets[name]), (error) => { loads[name] = undefined; throw error }))',
            "export const loadDeferredMessages = () => loadPageMessages('deferred')",
            "export const loadLateMessages = () => loadPageMessages('late').then(() => { lateLoaded = true })",
            'export const lateMessagesLoaded = () => lateLoaded',
            'export const loadClientMessages = (locale) => {',
            '  mainLoaded = main[locale]().then((mainCatalogue) => { fill(0)(mainCatalogue); return mainCatalogue.later })',
            '  return Promise.all([',
            '    mainLoaded,',
            `    ...Object.keys(offsets).map((name) => document.getElementById(name + ${JSON.stringify(linkIdSuffix)}) && loadPageMessages(name)),`,
            '  ])',
            '}',
            'export const messagesPreloadLinks = () => []',
          ].join('\n')
        }
        if (config.command === 'build' && !client && !preloads) this.error('client-messages: the client build must run first')
        return [
          `const preloads = ${JSON.stringify(preloads ?? {})}`,
          'export const loadClientMessages = async () => {}',
          'export const loadDeferredMessages = async () => {}',
          'export const loadPageMessages = async () => {}',
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
        const catalogue = `import * as c from ${source}\nexport default [${(catalogues.keys[part] ?? []).map((key) => `c.${key}`).join(', ')}]`
        if (part !== 'main') return catalogue
        // The main catalogue carries the loaders of its language's later catalogues (`loadPageMessages`).
        const later = laterParts.map((name) => `${JSON.stringify(name)}: () => import("${cataloguePrefix}${name}/${locale}")`)
        return `${catalogue}\nexport const later = { ${later.join(', ')} }`
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
      // What the entry and the app load renders before any route could load the deferred or the admin catalogue.
      for (const fileName of initial) {
        const chunk = bundle[fileName]
        const laterStubs =
          chunk?.type === 'chunk'
            ? chunk.moduleIds.filter((id) => isLoadedLaterStub(id) && (chunk.modules[id]?.renderedLength ?? 0) > 0)
            : []
        if (laterStubs.length)
          this.error(`client-messages: the entry or the app uses deferred or admin messages: ${laterStubs.join(', ')}`)
      }
      const used = parts.filter((part) => catalogues?.keys[part]?.length && (part !== 'admin' || adminLoaded))
      const missing = used
        .flatMap((part) => (part === 'admin' ? adminLocales : (catalogues?.locales ?? [])).map((locale) => `${part}/${locale}`))
        .filter((name) => !found[name])
      if (missing.length) this.error(`client-messages: no catalogue chunk for ${missing.join(', ')}`)
      preloads = found
    },
  }
}
