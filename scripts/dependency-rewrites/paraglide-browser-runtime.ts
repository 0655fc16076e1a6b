import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const runtimeModule = /\/app\/paraglide\/runtime\.js$/

/**
 * In the browser build, Paraglide's generated runtime (`app/paraglide/runtime.js`: its locale strategies, cookie and
 * URL handling) is replaced by the part the browser uses: the locales and `getLocale`, which the browser entry sets
 * from `<html lang>` (app/i18n/client-locale.ts) before anything renders. The language is fixed for the life of a page
 * (docs/decisions/0011-first-load-javascript.md), so nothing else of it would run. A browser import of any other
 * runtime export fails the build (MISSING_EXPORT): extend this then. The server build and `vite dev` keep Paraglide's.
 */
export function paraglideBrowserRuntime({ project }: { project: string }): Plugin {
  let root = ''
  return {
    name: 'cellactis:paraglide-browser-runtime',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root
    },
    load: {
      filter: { id: runtimeModule },
      async handler() {
        const settings = JSON.parse(await readFile(join(root, project, 'settings.json'), 'utf8'))
        return [
          `export const baseLocale = ${JSON.stringify(settings.baseLocale)}`,
          `export const locales = ${JSON.stringify(settings.locales)}`,
          'export let getLocale = () => baseLocale',
          'export const overwriteGetLocale = (fn) => { getLocale = fn }',
        ].join('\n')
      },
    },
  }
}
