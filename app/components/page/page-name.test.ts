import { describe, expect, it } from 'vitest'
import { pageDescription, pageName } from './page-name'

describe('pageName and pageDescription', () => {
  const staticPage = { pathname: '/faq', staticData: { crumb: () => 'FAQ', description: () => 'Answers.' } }
  it('use what the loader found first, then the static text', () => {
    const loaded = { ...staticPage, loaderData: { crumb: 'Loaded', description: 'Excerpt.' } }
    expect([pageName(loaded), pageDescription(loaded)]).toEqual(['Loaded', 'Excerpt.'])
    expect([pageName(staticPage), pageDescription(staticPage)]).toEqual(['FAQ', 'Answers.'])
  })
  it('ignore empty loaded text and leave the description undefined when the page has none', () => {
    const bare = { pathname: '/x', staticData: { crumb: () => 'X' }, loaderData: { crumb: '', description: '' } }
    expect([pageName(bare), pageDescription(bare)]).toEqual(['X', undefined])
  })
})
