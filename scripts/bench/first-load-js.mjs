// First-load JavaScript of a server-rendered page: every script the browser loads before the page is interactive.
//
// TanStack Start emits one `<script type="module" src>` (the client entry) and lists each chunk of the entry and of the
// matched routes; the site moves that list from `<link rel="modulepreload">` tags into the JSON script
// `#deferred-module-preloads`, loaded after the first paint (decision 18), and both are read. Its inline scripts
// (scroll restoration, the dehydrated router state) import nothing. The static imports of those chunks are followed
// too, in case one is not preloaded. Each file is gzipped with node:zlib at level 9 and the sizes are summed. Inline
// scripts are reported beside, not counted.

import { gzipSync } from 'node:zlib'

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length

/** The attributes of every `<tag …>` in the HTML, as objects. */
function tags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name.toLowerCase(), value]),
    ),
  )
}

/** Specifiers a piece of JavaScript imports statically (`import "x"`, `from "x"`), relative or root-relative only. */
const staticImports = (code) => [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{0,2}\/[^"']+)["']/g)].map((match) => match[1])

/** Specifiers inline scripts import, statically or dynamically. */
const inlineImports = (code) => [...code.matchAll(/\bimport\s*\(?\s*["'](\.{0,2}\/[^"']+)["']/g)].map((match) => match[1])

/** The route chunks the page loads after its first paint (decision 18). */
const deferredPreloads = (html) =>
  JSON.parse(/<script type="application\/json" id="deferred-module-preloads"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '[]')

/**
 * Loads the page at `url` and sizes its first-load scripts: { assets: [{ url, bytes, gzip }] biggest first, gzip (the
 * sum), inlineGzip, notDeclared (files reached only through imports, not named by the HTML) }.
 */
export async function firstLoadJs(url) {
  const html = await (await fetch(url)).text()
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1],
  )
  const entry = [
    ...tags(html, 'script')
      .filter((script) => script.type === 'module' && script.src)
      .map((script) => script.src),
    ...tags(html, 'link')
      .filter((link) => link.rel === 'modulepreload' && link.href)
      .map((link) => link.href),
    ...deferredPreloads(html),
    ...inline.flatMap(inlineImports),
  ]

  const queue = [...new Set(entry.map((src) => new URL(src, url).href))]
  const declared = queue.length
  const assets = new Map()
  while (queue.length) {
    const asset = queue.shift()
    if (assets.has(asset)) continue
    const response = await fetch(asset)
    if (!response.ok) throw new Error(`${asset} answered ${response.status}`)
    const bytes = Buffer.from(await response.arrayBuffer())
    assets.set(asset, { url: asset, bytes: bytes.length, gzip: gzipSize(bytes) })
    for (const specifier of staticImports(bytes.toString())) queue.push(new URL(specifier, asset).href)
  }
  const list = [...assets.values()].sort((a, b) => b.gzip - a.gzip)
  return {
    assets: list,
    gzip: list.reduce((sum, asset) => sum + asset.gzip, 0),
    inlineGzip: gzipSize(Buffer.from(inline.join(''))),
    notDeclared: list.length - declared,
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

/**
 * Prints the first-load JavaScript of each page against its budget, with the three biggest chunks.
 * Returns how many pages are over budget.
 */
export async function printFirstLoadJs(server, pages) {
  console.log('\nFirst-load JavaScript (gzip level 9, 1 kB = 1000 B; inline scripts shown, not counted)')
  let over = 0
  for (const page of pages) {
    const js = await firstLoadJs(`${server.base}${page.path}`)
    const within = js.gzip <= page.budget
    if (!within) over++
    const verdict = within ? 'within budget' : `OVER BUDGET by ${kB(js.gzip - page.budget)}`
    console.log(
      `${page.label.padEnd(24)} ${kB(js.gzip).padStart(9)} / ${kB(page.budget)}  ${verdict.padEnd(24)}` +
        `${String(js.assets.length).padStart(3)} files${js.notDeclared ? ` (${js.notDeclared} not preloaded)` : ''}, inline ${kB(js.inlineGzip)}`,
    )
    const biggest = js.assets.slice(0, 3).map((asset) => `${new URL(asset.url).pathname.split('/').pop()} ${kB(asset.gzip)}`)
    console.log(`${''.padEnd(24)} biggest: ${biggest.join(', ')}`)
  }
  return over
}
