import type { Plugin } from 'vite'

const appModule = /\/app\/.*\.tsx?(\?.*)?$/
/** Linaria's runtime options as wyw-in-js writes them: `({ name: "Trail", class: "tbopgzq", ... })`. */
const styledName = /\(\{\s*name: (["'])[\w$]+\1,(\s*)class:/g

/**
 * Linaria names each styled component (`name: "Trail"`) for React DevTools' display name and development warnings only;
 * in the browser build the names go (about 0.16 kB of gzip on every first load; decisions 11 and 32). Runs after
 * wyw-in-js has turned each styled template into its runtime options.
 */
export function withoutStyledNames(): Plugin {
  let removed = 0
  return {
    name: 'cellactis:without-styled-names',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!appModule.test(id) || !code.includes('name:')) return
      const stripped = code.replace(styledName, (_match, _quote: string, space: string) => {
        removed++
        return `({${space}class:`
      })
      return stripped === code ? undefined : { code: stripped, map: null }
    },
    buildEnd() {
      if (removed === 0) this.error('without-styled-names: no styled component name found; wyw-in-js changed its output')
    },
  }
}
