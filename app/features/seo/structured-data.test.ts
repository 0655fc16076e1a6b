import { describe, expect, it } from 'vitest'
import type { SiteConfig } from '~/config/site-config'
import { newsArticleJsonLd, scholarlyArticleJsonLd } from './article-structured-data'
import { organizationJsonLd } from './organization-structured-data'
import { breadcrumbListJsonLd } from './structured-data'

const site: SiteConfig = {
  brandName: 'Cellactis',
  siteUrl: 'https://x.test',
  company: {
    name: 'Cellactis Co., Ltd.',
    ceo: 'Doyun Kim',
    address: '20 Pangyo-ro, Seongnam',
    businessRegNo: '214-88-51732',
    mailOrderRegNo: 'No. 1',
    phone: '031-8017-4250',
    email: 'contact@cellactis.test',
  },
  links: {},
}

describe('organizationJsonLd', () => {
  it('describes the company from the site configuration', () => {
    expect(organizationJsonLd(site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Cellactis',
      legalName: 'Cellactis Co., Ltd.',
      url: 'https://x.test/',
      logo: 'https://x.test/favicon.svg',
      telephone: '031-8017-4250',
      email: 'contact@cellactis.test',
      address: { '@type': 'PostalAddress', streetAddress: '20 Pangyo-ro, Seongnam' },
    })
  })
})

describe('newsArticleJsonLd', () => {
  const url = 'https://x.test/news/3?lang=en-US'
  const node = newsArticleJsonLd(
    { title: 'New strain', publishedAt: '2025-03-14', categoryName: 'Research' },
    { site, url, description: 'd', locale: 'en-US' },
  )
  it('has the headline, date, language and the page as its main entity', () => {
    expect(node).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'New strain',
      datePublished: '2025-03-14',
      inLanguage: 'en-US',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    })
  })
  it('is published by the same Organization node as the home page', () => {
    expect(node.publisher).toMatchObject({ '@type': 'Organization', '@id': organizationJsonLd(site)['@id'], name: 'Cellactis' })
  })
})

describe('scholarlyArticleJsonLd', () => {
  const thesis = {
    title: 'Heat-killed Lactobacillus and skin',
    authors: ['J. Lee', 'M. Park'],
    journal: 'Nutrients',
    year: 2021,
    volume: '13(7)',
    pages: '2284',
    doi: '10.3390/nu13072284',
    doiUrl: 'https://doi.org/10.3390/nu13072284',
    abstract: 'Abstract.',
  }
  const node = scholarlyArticleJsonLd(thesis, { url: 'https://x.test/research/thesis/1?lang=ko-KR', description: 'd' })
  it('lists the authors, the year and the DOI', () => {
    expect(node).toMatchObject({
      '@type': 'ScholarlyArticle',
      headline: thesis.title,
      author: [
        { '@type': 'Person', name: 'J. Lee' },
        { '@type': 'Person', name: 'M. Park' },
      ],
      datePublished: '2021',
      identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: thesis.doi },
      sameAs: thesis.doiUrl,
    })
  })
  it('is part of its journal, through the volume when there is one', () => {
    expect(node.isPartOf).toEqual({
      '@type': 'PublicationVolume',
      volumeNumber: '13(7)',
      isPartOf: { '@type': 'Periodical', name: 'Nutrients' },
    })
    const withoutVolume = scholarlyArticleJsonLd({ ...thesis, volume: null, pages: null }, { url: 'u', description: 'd' })
    expect(withoutVolume.isPartOf).toEqual({ '@type': 'Periodical', name: 'Nutrients' })
    expect(withoutVolume).not.toHaveProperty('pagination', expect.anything())
  })
})

describe('breadcrumbListJsonLd', () => {
  const urlOf = (path: string) => `https://x.test${path}?lang=ko-KR`
  it('numbers the linked crumbs, leaves out a section without a page and ends at the page itself', () => {
    const node = breadcrumbListJsonLd(
      [{ label: 'Home', to: '/' }, { label: 'PR' }, { label: 'News', to: '/news' }, { label: 'New strain' }],
      urlOf,
      'https://x.test/news/3?lang=ko-KR',
    )
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/?lang=ko-KR' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://x.test/news?lang=ko-KR' },
      { '@type': 'ListItem', position: 3, name: 'New strain', item: 'https://x.test/news/3?lang=ko-KR' },
    ])
  })
  it('is a list of one on the home page', () => {
    const node = breadcrumbListJsonLd([{ label: 'Home' }], urlOf, 'https://x.test/?lang=ko-KR')
    expect(node.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/?lang=ko-KR' }])
  })
})
