import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { type Feed, type FeedEntry, parseFeedFile } from './feed'
import { atomXml, rssXml } from './feed-xml'

const feed: Feed = {
  locale: 'ja-JP',
  title: 'Cellactis ニュース',
  description: '最新のお知らせ & 研究 <成果>',
  pageUrl: 'https://www.example.com/news?lang=ja-JP',
  selfUrl: 'https://www.example.com/feeds/news.rss?lang=ja-JP',
  author: 'Cellactis',
  entries: [
    {
      id: 'https://www.example.com/news/2?lang=ja-JP',
      link: 'https://www.example.com/news/2?lang=ja-JP',
      title: 'ポストバイオティクス & "乳酸菌" <新製品>',
      summary: '要約です。',
      published: '2026-11-01T15:00:00.000Z',
      updated: '2026-11-20T01:02:03.000Z',
    },
    {
      id: 'tag:www.example.com,2024:press/7',
      link: 'https://news.example.org/article?id=1&from=rss',
      title: 'Press',
      published: '2026-10-01T15:00:00.000Z',
      updated: '2026-10-01T15:00:00.000Z',
    },
  ],
}

const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true)
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml)
}
const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

describe('the RSS 2.0 feed', () => {
  it('has what the W3C validator asks of a channel and its items, text escaped', () => {
    const { rss } = parse(rssXml(feed))
    expect(rss['@version']).toBe('2.0')
    const { channel } = rss
    expect(channel).toMatchObject({ title: feed.title, link: feed.pageUrl, description: feed.description, language: 'ja-jp' })
    expect(channel['atom:link']).toMatchObject({ '@href': feed.selfUrl, '@rel': 'self', '@type': 'application/rss+xml' })
    expect(channel.lastBuildDate).toMatch(rfc822)
    const [page, press] = channel.item
    expect(page).toMatchObject({ title: feed.entries[0]?.title, link: feed.entries[0]?.link, description: '要約です。' })
    expect(page.pubDate).toBe('Sun, 01 Nov 2026 15:00:00 GMT')
    expect(page.guid).toMatchObject({ '#text': feed.entries[0]?.id, '@isPermaLink': 'true' })
    // An item with no page of its own: its link is the outlet's, its guid no link.
    expect(press.link).toBe('https://news.example.org/article?id=1&from=rss')
    expect(press.guid).toMatchObject({ '#text': 'tag:www.example.com,2024:press/7', '@isPermaLink': 'false' })
  })
})

describe('the Atom feed', () => {
  it('has an id, a title, an author and the time of its newest change, and each entry its own', () => {
    const { feed: atom } = parse(atomXml(feed))
    expect(atom['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(atom['@xml:lang']).toBe('ja-JP')
    expect(atom.id).toBe(feed.selfUrl)
    expect(atom.title['#text']).toBe(feed.title)
    expect(atom.author.name).toBe('Cellactis')
    expect(atom.updated).toBe('2026-11-20T01:02:03.000Z')
    expect(atom.link).toEqual([
      expect.objectContaining({ '@rel': 'alternate', '@href': feed.pageUrl }),
      expect.objectContaining({ '@rel': 'self', '@href': feed.selfUrl, '@type': 'application/atom+xml' }),
    ])
    for (const entry of atom.entry) {
      expect(entry.id).toBeTruthy()
      expect(entry.updated).toMatch(rfc3339)
      expect(entry.published).toMatch(rfc3339)
      expect(entry.link['@href']).toMatch(/^https:\/\//)
    }
    expect(atom.entry[0].title['#text']).toBe('ポストバイオティクス & "乳酸菌" <新製品>')
  })

  it('is dated now when it has no entry yet, as a feed must carry `updated`', () => {
    const { feed: atom } = parse(atomXml({ ...feed, entries: [] }))
    expect(Date.now() - Date.parse(atom.updated)).toBeLessThan(60_000)
  })
})

describe('a feed of texts stored before the contract refused what XML cannot carry', () => {
  const broken: Feed = {
    ...feed,
    entries: [
      {
        ...(feed.entries[0] as FeedEntry),
        title: 'Title\uffff with U+FFFE\ufffe, a bell\u0007, half a pair\ud800 and 🙂',
        summary: 'Line one\nline two\tand\u0000 NUL',
      },
    ],
  }

  it.each([
    ['RSS', rssXml],
    ['Atom', atomXml],
  ])('stays well-formed XML as %s, the readable text kept', (_format, write) => {
    const xml = write(broken)
    expect(xml).not.toMatch(/(?![\t\n\r])\p{Cc}|\p{Cs}|[\ufffe\uffff]/u)
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('Title with U+FFFE, a bell, half a pair and 🙂')
    expect(xml).toContain('Line one\nline two\tand NUL')
  })
})

describe('parseFeedFile', () => {
  it('knows the feeds by name and format, and nothing else', () => {
    expect(parseFeedFile('news.rss')).toEqual({ name: 'news', format: 'rss' })
    expect(parseFeedFile('research.atom')).toEqual({ name: 'research', format: 'atom' })
    for (const file of ['news', 'news.xml', 'faq.rss', 'news.rss.atom', '.rss']) expect(parseFeedFile(file)).toBeUndefined()
  })
})
