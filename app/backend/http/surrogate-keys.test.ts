import { describe, expect, it } from 'vitest'
import { allEndpoints } from '~/api/contract/endpoint-groups'
import { hasReadKeys, keysOfChange, keysOfRead } from './surrogate-keys'

describe('what public reads show, for the shared cache', () => {
  it('names every public read of the contract', () => {
    const publicReads = allEndpoints.filter((endpoint) => endpoint.publicCache)
    expect(publicReads.length).toBeGreaterThan(20)
    for (const endpoint of publicReads) expect(hasReadKeys(endpoint.path), endpoint.path).toBe(true)
  })

  it('names a news article and the list it is in', () => {
    expect(keysOfRead('/post/news/:id', { id: '34' })).toEqual(['news', 'news:34'])
    expect(keysOfRead('/post/news', {})).toEqual(['news'])
    expect(keysOfRead('/pharmacy/page', {})).toEqual(['pharmacies'])
  })

  it('purges what a change showed: its kind and its item, where every read of that kind names it', () => {
    expect(keysOfChange('news', 34)).toEqual(['news', 'news:34'])
    expect(keysOfChange('products-material', 3)).toEqual(['products', 'products:3'])
    expect(keysOfChange('pharmacies')).toEqual(['pharmacies'])
  })

  it('purges every page for a change no read names (the company details, media, the FAQ, a redirect)', () => {
    // A new redirect's old address may be any page a shared cache kept (decision 90).
    for (const kind of ['company', 'media', 'faq-entries', 'redirects', 'something-new']) {
      expect(keysOfChange(kind)).toEqual(['site'])
    }
  })

  it('never names a key a cache could not match literally', () => {
    expect(keysOfRead('/page/:name', { name: 'vision' })).toEqual(['pages', 'pages:vision'])
    expect(keysOfRead('/page/:name', { name: 'vision") || true' })).toEqual(['pages'])
  })
})
