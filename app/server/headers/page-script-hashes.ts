import { createHash } from 'node:crypto'

/** A script element as React writes it: attributes in double quotes, its text never holding `</script`. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const ATTRIBUTE = /\s([\w-]+)(?:="([^"]*)")?/g

/** Types the browser runs; any other (`application/json`, `application/ld+json`) is a data block CSP does not govern. */
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, value = ''] of source.matchAll(ATTRIBUTE)) attributes.set((name as string).toLowerCase(), value)
  return attributes
}

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/**
 * An inline script adding the module script `src` to the page. What a script allowed by its hash adds is allowed
 * ('strict-dynamic'), and so is every module that one imports; an `import()` in the inline script would not be: a
 * dynamic import inherits its script's standing, and a parser's inline script is parser-inserted. It then takes itself
 * out of the document, as the router's own inline scripts do, so that React's hydration, which started from the element
 * it replaces (an async module script: a resource React does not hydrate), never meets it.
 */
function moduleLoader(src: string): string {
  return `(function(s){s.type="module";s.async=true;s.src=${JSON.stringify(src)};document.head.appendChild(s)})(document.createElement("script"));document.currentScript.remove()`
}

/** The hash CSP compares: SHA-256 of the text as the parser hands it over (line breaks normalized), base64. */
export function scriptHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')
}

/**
 * A page made to run under a policy of hashes and 'strict-dynamic' (docs/decisions/0054). The page was rendered with a
 * secret nonce of its own (`renderNonce`, never sent in a header): the scripts that carry it are the ones this site's
 * code wrote, and only those are allowed. Each module script among them the parser would load by its `src` (which no
 * hash can allow) becomes an inline script adding it (moduleLoader); every inline one the browser runs is hashed.
 * A script without the nonce (one that found its way into the page's content) gets no hash, so the browser refuses
 * it, as it refused it under the nonce. The nonce is then taken out of every element, so the page is the same for
 * everyone; JSON data blocks are left as they are.
 */
export function hashPageScripts(html: string, renderNonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>()
  const page = html.replace(SCRIPT_ELEMENT, (element, attributeSource: string, text: string) => {
    const attributes = attributesOf(attributeSource)
    const type = (attributes.get('type') ?? '').trim().toLowerCase()
    if (attributes.get('nonce') !== renderNonce || !RUN_TYPES.has(type)) return element
    const src = attributes.get('src')
    if (src !== undefined && type === 'module') {
      const inline = moduleLoader(decodeAttribute(src))
      hashes.add(scriptHash(inline))
      // No `async`: the attribute is for a script with `src` only (HTML's rules, the Nu HTML Checker's error).
      return `<script>${inline}</script>`
    }
    if (src === undefined) hashes.add(scriptHash(text))
    return element
  })
  // The router wrote the nonce on its meta, link and script elements alike; no other text can hold a random value.
  return { html: page.replaceAll(` nonce="${renderNonce}"`, ''), hashes: [...hashes] }
}
