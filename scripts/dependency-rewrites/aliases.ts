import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'

/** Modules that dependencies import, answered in every build by other code (README.md says what each gains). */
export const dependencyAliases: Alias[] = [
  // Linaria's styled() asks @emotion/is-prop-valid which props reach the DOM: a rule of ours answers instead.
  { find: '@emotion/is-prop-valid', replacement: fileURLToPath(new URL('./styled-prop-filter.ts', import.meta.url)) },
  // React 19 has useSyncExternalStore: the package's build without the shim for older Reacts does.
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
]
