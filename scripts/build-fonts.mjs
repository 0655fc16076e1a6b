// Copies the self-hosted fonts (only the weights the site uses, woff2 only) from their npm packages
// into public/fonts/, with one stylesheet per family. Run by postinstall and before every build.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fontFaceIndex } from './fonts/font-face-index.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const modules = join(root, 'node_modules')
const outDir = join(root, 'public', 'fonts')
const WEIGHTS = ['400', '700']

/** Each family: the package stylesheets to read and the file it becomes. */
const families = [
  { out: 'pretendard.css', sources: ['pretendard/dist/web/static/pretendard-dynamic-subset.css'] },
  { out: 'noto-sans-sc.css', sources: WEIGHTS.map((w) => `@fontsource/noto-sans-sc/${w}.css`) },
  { out: 'noto-sans-tc.css', sources: WEIGHTS.map((w) => `@fontsource/noto-sans-tc/${w}.css`) },
  { out: 'noto-sans-jp.css', sources: WEIGHTS.map((w) => `@fontsource/noto-sans-jp/${w}.css`) },
]

function faces(css) {
  return css.match(/@font-face\s*{[^}]*}/g) ?? []
}

function rewriteFace(face, sourceDir) {
  const weight = face.match(/font-weight:\s*(\d+)/)?.[1]
  if (!weight || !WEIGHTS.includes(weight)) return undefined
  const woff2 = face.match(/url\(([^)]+\.woff2)\)/)?.[1]
  if (!woff2) return undefined
  const from = join(sourceDir, woff2.replace(/^['"]|['"]$/g, ''))
  const name = basename(from)
  copyFileSync(from, join(outDir, name))
  // optional: a font that is not at hand at once is not swapped in later (no layout shift; decision 14).
  const display = /font-display/.test(face)
    ? face.replace(/font-display:\s*\w+;/, 'font-display: optional;')
    : face.replace('{', '{\n  font-display: optional;')
  return display.replace(/src:[^;]+;/, `src: url(/fonts/${name}) format('woff2');`)
}

rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
for (const family of families) {
  const rules = []
  for (const source of family.sources) {
    const path = join(modules, source)
    if (!existsSync(path)) throw new Error(`Font source missing: ${source} (run npm install)`)
    for (const face of faces(readFileSync(path, 'utf8'))) {
      const rule = rewriteFace(face, dirname(path))
      if (rule) rules.push(rule)
    }
  }
  const css = `${rules.join('\n')}\n`
  writeFileSync(join(outDir, family.out), css)
  writeFileSync(join(outDir, family.out.replace(/\.css$/, '.faces.json')), JSON.stringify(fontFaceIndex(css)))
}
console.log(`fonts: ${families.length} stylesheets written to public/fonts`)
