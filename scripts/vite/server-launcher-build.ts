import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const launcherSource = fileURLToPath(new URL('../../app/server/launcher/server-launcher.ts', import.meta.url))

/**
 * Nitro's `compiled` hook: bundles the site's launcher (app/server/launcher/server-launcher.ts) as the build's
 * `server/index.mjs`, over the one Nitro's node-cluster preset writes, which neither restarts a worker nor knows
 * the embedded database. Nitro's server itself is `server/worker.mjs` (the preset's name), which the launcher runs.
 */
export async function writeServerLauncher(nitro: { options: { output: { serverDir: string } } }): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    // Whole: the launcher runs beside Nitro's server, whose node_modules hold only what the server traced (prom-client
    // is bundled into the server's own chunks, so the launcher must carry its own copy).
    ssr: { noExternal: true },
    build: {
      ssr: launcherSource,
      outDir: nitro.options.output.serverDir,
      emptyOutDir: false,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'index.mjs', format: 'esm' } },
    },
  })
}
