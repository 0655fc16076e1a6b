import type { Plugin } from 'vite'

const routeTree = /\/app\/routeTree\.gen\.ts$/
/**
 * A generated children object, as TanStack's plugin hands the file on (types gone):
 * `const XChildren = {\n  A: A,B: BWithChildren,}`.
 */
const childrenObject = /\b(const \w+Children(?:: \w+)? = )\{((?:\s*\w+: \w+,?)+)\s*\}/g
const entry = /(\w+): (\w+)/g

/**
 * The generated route tree hands each parent its children as an object keyed by route name, which `_addFileChildren`
 * turns into `Object.values(...)`: in the browser build the objects become the arrays it also takes, so every page's
 * first load does not carry some fifty route names as keys (about 0.16 kB of gzip; decisions 11 and 32). The order,
 * and so the routes' matching, is the same. It fails the build if the generator's format changes.
 */
export function compactRouteTree(): Plugin {
  return {
    name: 'cellactis:compact-route-tree',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!routeTree.test(id)) return
      let count = 0
      const compacted = code.replace(childrenObject, (_match, head: string, entries: string) => {
        count++
        const values = [...entries.matchAll(entry)].map((match) => match[2])
        return `${head}[${values.join(', ')}]`
      })
      if (count === 0 || !/const rootRouteChildren(: \w+)? = \[/.test(compacted)) {
        this.error('compact-route-tree: the generated route tree has another format; update the plugin')
      }
      return { code: compacted, map: null }
    },
  }
}
