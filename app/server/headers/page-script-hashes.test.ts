import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPageScripts as hashPageBytes, scriptHash } from './page-script-hashes'

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')
/** The render's own nonce, as the router writes it on the scripts of this site's code. */
const nonce = 'c2VjcmV0LXJlbmRlci1ub25jZQ=='
const ours = `nonce="${nonce}"`

/** The page as text in and out; the function reads and writes its UTF-8 bytes. */
function hashPageScripts(html: string, renderNonce: string) {
  const { body, hashes } = hashPageBytes(new TextEncoder().encode(html), renderNonce)
  return { html: new TextDecoder().decode(body), hashes }
}

describe('the scripts of a page a shared cache may keep', () => {
  it("hashes every inline script of the site's code the browser runs, as the browser hashes it, and drops the nonce", () => {
    const html = `<head><link rel="stylesheet" href="/a.css" ${ours}/><script ${ours}>applyFonts()</script></head><body><script type="module" ${ours}>start()</script></body>`
    const { html: page, hashes } = hashPageScripts(html, nonce)
    expect(page).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><script>applyFonts()</script></head><body><script type="module">start()</script></body>',
    )
    expect(hashes).toEqual([sha256('applyFonts()'), sha256('start()')])
  })

  it("gives no hash to a script without the render's nonce: one injected into the content stays refused", () => {
    const injected =
      '<script>steal()</script><script nonce="guessed">steal()</script><script type="module" src="/evil.js"></script>'
    const { html: page, hashes } = hashPageScripts(`<script ${ours}>start()</script>${injected}`, nonce)
    expect(hashes).toEqual([sha256('start()')])
    expect(page).toBe(`<script>start()</script>${injected}`)
  })

  it('leaves JSON and JSON-LD data blocks alone: the browser never runs them', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json" id="d">[1]</script>'
    expect(hashPageScripts(html, nonce)).toEqual({ html, hashes: [] })
  })

  it('has an inline script add the entry module, so that its hash allows the module and what the module loads', () => {
    const { html, hashes } = hashPageScripts(
      `<script type="module" async="" ${ours} src="/assets/index-A1.js?v=1&amp;x=2"></script>`,
      nonce,
    )
    const loader =
      '(function(s){s.type="module";s.async=true;s.src="/assets/index-A1.js?v=1&x=2";document.head.appendChild(s)})(document.createElement("script"));document.currentScript.remove()'
    expect(html).toBe(`<script>${loader}</script>`)
    expect(hashes).toEqual([sha256(loader)])
  })

  it('hashes a script with line breaks as the parser hands it over', () => {
    expect(scriptHash('a()\r\nb()')).toBe(sha256('a()\nb()'))
  })

  it('hashes the UTF-8 of a script in any language, and leaves the text around it as it was', () => {
    const html = `<p>셀락티스 — 益生菌</p><script ${ours}>const 이름 = "셀락티스"</script><p>ポストバイオティクス</p>`
    const { html: page, hashes } = hashPageScripts(html, nonce)
    expect(page).toBe('<p>셀락티스 — 益生菌</p><script>const 이름 = "셀락티스"</script><p>ポストバイオティクス</p>')
    expect(hashes).toEqual([sha256('const 이름 = "셀락티스"')])
  })

  it('reads a script element whatever the case of its tags, as the browser does, with its line breaks normalized', () => {
    const { hashes } = hashPageScripts(`<SCRIPT ${ours}>a()\r\nb()</Script><scripts ${ours}>c()</scripts>`, nonce)
    expect(hashes).toEqual([sha256('a()\nb()')])
  })

  it('names each hash once however often its script appears', () => {
    expect(hashPageScripts(`<script ${ours}>x()</script><script ${ours}>x()</script>`, nonce).hashes).toEqual([sha256('x()')])
  })
})
