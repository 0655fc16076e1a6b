import { createHash } from 'node:crypto'

/** Types the browser runs; any other (`application/json`, `application/ld+json`) is a data block CSP does not govern. */
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** A start tag's attributes as React writes them: values in double quotes. */
const ATTRIBUTE = /\s([\w-]+)(?:="([^"]*)")?/g

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

/** The same hash of a script's UTF-8 bytes, without decoding them unless a line break needs normalizing. */
function scriptBytesHash(text: Buffer): string {
  return text.includes(CR) ? scriptHash(text.toString('utf8')) : createHash('sha256').update(text).digest('base64')
}

const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const CR = 0x0d
const SCRIPT = Buffer.from('script')

/** Whether `page` holds the name `script`, in any case, at `at` (the browser's parser ignores the case of tag names). */
function namesScript(page: Buffer, at: number): boolean {
  for (let index = 0; index < SCRIPT.length; index++) {
    // ASCII letters only: setting 0x20 lowers a capital and leaves a small letter as it is.
    if (((page[at + index] ?? 0) | 0x20) !== SCRIPT[index]) return false
  }
  return true
}

/** A word character of a regular expression's `\b` (letter, digit, underscore), as a byte. */
const isWordByte = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || byte === 0x5f || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a))

/** Where the next `<script` start tag begins from `from` (any case, the name ending there), or -1. */
function nextScriptStart(page: Buffer, from: number): number {
  for (let at = page.indexOf(LT, from); at !== -1; at = page.indexOf(LT, at + 1)) {
    if (namesScript(page, at + 1) && !isWordByte(page[at + 1 + SCRIPT.length])) return at
  }
  return -1
}

/** Where the next `</script>` begins from `from` (any case), or -1. */
function nextScriptEnd(page: Buffer, from: number): number {
  for (let at = page.indexOf(LT, from); at !== -1; at = page.indexOf(LT, at + 1)) {
    if (page[at + 1] === SLASH && namesScript(page, at + 2) && page[at + 2 + SCRIPT.length] === GT) return at
  }
  return -1
}

const CLOSING_TAG_LENGTH = '</script>'.length

/** `page` with every occurrence of `text` left out. */
function without(page: Buffer<ArrayBuffer>, text: string): Buffer<ArrayBuffer> {
  const pieces: Uint8Array[] = []
  let from = 0
  for (let at = page.indexOf(text, from); at !== -1; at = page.indexOf(text, from)) {
    pieces.push(page.subarray(from, at))
    from = at + Buffer.byteLength(text)
  }
  if (from === 0) return page
  pieces.push(page.subarray(from))
  return Buffer.concat(pieces)
}

/**
 * A page made to run under a policy of hashes and 'strict-dynamic' (docs/decisions/0054). The page was rendered with a
 * secret nonce of its own (`renderNonce`, never sent in a header): the scripts that carry it are the ones this site's
 * code wrote, and only those are allowed. Each module script among them the parser would load by its `src` (which no
 * hash can allow) becomes an inline script adding it (moduleLoader); every inline one the browser runs is hashed.
 * A script without the nonce (one that found its way into the page's content) gets no hash, so the browser refuses
 * it, as it refused it under the nonce. The nonce is then taken out of every element, so the page is the same for
 * everyone; JSON data blocks are left as they are. Read and written as UTF-8 bytes: the markup it looks for is ASCII,
 * and a page decoded to text and encoded again cost more than the rest of this (issue 41).
 */
export function hashPageScripts(
  html: Uint8Array<ArrayBuffer>,
  renderNonce: string,
): { body: Uint8Array<ArrayBuffer>; hashes: string[] } {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength)
  const hashes = new Set<string>()
  const pieces: Uint8Array[] = []
  let copiedUpTo = 0
  // No closing tag after a script's start means none after any later one either: nothing more to look at.
  for (let start = nextScriptStart(page, 0); start !== -1; ) {
    const tagEnd = page.indexOf(GT, start)
    const end = tagEnd === -1 ? -1 : nextScriptEnd(page, tagEnd + 1)
    if (end === -1) break
    const attributes = attributesOf(page.toString('utf8', start + 1 + SCRIPT.length, tagEnd))
    const type = (attributes.get('type') ?? '').trim().toLowerCase()
    const src = attributes.get('src')
    if (attributes.get('nonce') === renderNonce && RUN_TYPES.has(type)) {
      if (src !== undefined && type === 'module') {
        const inline = moduleLoader(decodeAttribute(src))
        hashes.add(scriptHash(inline))
        // No `async`: the attribute is for a script with `src` only (HTML's rules, the Nu HTML Checker's error).
        pieces.push(page.subarray(copiedUpTo, start), Buffer.from(`<script>${inline}</script>`))
        copiedUpTo = end + CLOSING_TAG_LENGTH
      } else if (src === undefined) {
        hashes.add(scriptBytesHash(page.subarray(tagEnd + 1, end)))
      }
    }
    start = nextScriptStart(page, end + CLOSING_TAG_LENGTH)
  }
  pieces.push(page.subarray(copiedUpTo))
  // The router wrote the nonce on its meta, link and script elements alike; no other text can hold a random value.
  return { body: without(pieces.length === 1 ? page : Buffer.concat(pieces), ` nonce="${renderNonce}"`), hashes: [...hashes] }
}
