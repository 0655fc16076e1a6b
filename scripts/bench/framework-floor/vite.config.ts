import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

/**
 * The framework's floor (scripts/bench/framework-floor.mjs): TanStack Start and React alone, built as the site is
 * (Nitro's node server), into NITRO_OUTPUT_DIR.
 */
const outputDir = process.env.NITRO_OUTPUT_DIR

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  // Noise from dependencies that ship 'use client' directives, as in the site's own build.
  build: { rollupOptions: { onwarn: (warning, warn) => warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(warning) } },
  plugins: [tanstackStart({ srcDirectory: 'src' }), nitro(outputDir ? { output: { dir: outputDir } } : {}), viteReact()],
})
