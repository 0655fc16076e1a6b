import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPageScripts, scriptHash } from './page-script-hashes'

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

describe('the scripts of a page a shared cache may keep', () => {
  it('hashes every inline script the browser runs, as the browser hashes it', () => {
    const html = '<head><script>applyFonts()</script></head><body><script type="module">start()</script></body>'
    const { html: page, hashes } = hashPageScripts(html)
    expect(page).toBe(html)
    expect(hashes).toEqual([sha256('applyFonts()'), sha256('start()')])
  })

  it('leaves JSON and JSON-LD data blocks alone: the browser never runs them', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json" id="d">[1]</script>'
    expect(hashPageScripts(html)).toEqual({ html, hashes: [] })
  })

  it('has an inline script add the entry module, so that its hash allows the module and what the module loads', () => {
    const { html, hashes } = hashPageScripts('<script type="module" async="" src="/assets/index-A1.js?v=1&amp;x=2"></script>')
    const loader =
      '(function(s){s.type="module";s.async=true;s.src="/assets/index-A1.js?v=1&x=2";document.head.appendChild(s)})(document.createElement("script"))'
    expect(html).toBe(`<script async="">${loader}</script>`)
    expect(hashes).toEqual([sha256(loader)])
  })

  it('hashes a script with line breaks as the parser hands it over', () => {
    expect(scriptHash('a()\r\nb()')).toBe(sha256('a()\nb()'))
  })

  it('names each hash once however often its script appears', () => {
    expect(hashPageScripts('<script>x()</script><script>x()</script>').hashes).toEqual([sha256('x()')])
  })
})
