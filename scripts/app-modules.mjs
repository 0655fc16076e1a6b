// Lets a script import the app's own TypeScript modules (openDatabase, the upload sweep, the local storage):
// resolves the `~/` alias to app/ and the extensionless relative imports of the app's sources (as Vite does; the
// generated Paraglide runtime is JavaScript), a `?raw` import as the file's text and a JSON module as its value (as Vite does), and transforms their
// TypeScript with Node's own stripper (transform mode, for parameter properties). Needs Node 24, the project's pinned Node that every npm script runs on.

import { existsSync, readFileSync, statSync } from 'node:fs'
import { registerHooks, stripTypeScriptTypes } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

if (typeof registerHooks !== 'function' || typeof stripTypeScriptTypes !== 'function') {
  throw new Error(`this script needs Node 24 (the project's pinned Node: run it through npm), not ${process.version}`)
}

const appDir = fileURLToPath(new URL('../app/', import.meta.url))
const isFile = (path) => existsSync(path) && statSync(path).isFile()

// The stripper is experimental in Node 24 and says so once; the warning is noise in this script's output.
const emitWarning = process.emitWarning
process.emitWarning = (warning, ...rest) => {
  if (String(warning?.message ?? warning).includes('stripTypeScriptTypes')) return
  emitWarning.call(process, warning, ...rest)
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.endsWith('?raw') && context.parentURL?.startsWith('file:')) {
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true }
    }
    let target
    if (specifier.startsWith('~/')) target = `${appDir}${specifier.slice(2)}`
    else if (/^\.\.?\//.test(specifier) && context.parentURL?.startsWith('file:')) {
      if (fileURLToPath(context.parentURL).startsWith(appDir)) target = fileURLToPath(new URL(specifier, context.parentURL))
    }
    const found = target && [target, `${target}.ts`, `${target}.tsx`, `${target}.js`, `${target}/index.ts`].find(isFile)
    return nextResolve(found ? pathToFileURL(found).href : specifier, context)
  },
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.endsWith('?raw')) {
      const text = readFileSync(fileURLToPath(url.slice(0, -'?raw'.length)), 'utf8')
      return { format: 'module', source: `export default ${JSON.stringify(text)}`, shortCircuit: true }
    }
    // A JSON module of the app's (the shipped specification sheets' list), imported without an attribute as Vite allows.
    if (url.startsWith('file:') && url.endsWith('.json') && fileURLToPath(url).startsWith(appDir)) {
      const text = readFileSync(fileURLToPath(url), 'utf8')
      return { format: 'module', source: `export default ${text}`, shortCircuit: true }
    }
    if (!url.startsWith('file:') || !/\.tsx?$/.test(url) || !fileURLToPath(url).startsWith(appDir)) return nextLoad(url, context)
    const loaded = nextLoad(url, { ...context, format: 'module' })
    const source = stripTypeScriptTypes(String(loaded.source), { mode: 'transform', sourceUrl: url })
    return { format: 'module', source, shortCircuit: true }
  },
})
