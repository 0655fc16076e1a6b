import { XMLParser } from 'fast-xml-parser'
import { uniqueTag } from './auth-support'
import { expect, test } from './fixtures'
import { apiCall, createdNews, newsApi } from './item-editor-support'
import { BRAND, msg } from './support'

/**
 * Issue 40 §2 (decision 81): the news, press and research feeds in RSS 2.0 and Atom, per language, linked from the
 * list pages' heads and listed in the sitemap, carrying what visitors can read now (a publish shows within a moment), and
 * named by the lists' surrogate keys so that the shared cache's purge of a list takes them too. The XML itself is
 * checked against the validator's rules in feed-xml.test.ts.
 */
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
type RssItem = { title: string; link: string }

test('the news feed in English carries the news list’s items, newest first, and a publish within a moment', async ({
  request,
}) => {
  const answer = await request.get('/feeds/news.rss?lang=en-US')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  expect(answer.headers()['surrogate-key']?.split(' ')).toContain('news')
  const { channel } = xml.parse(await answer.text()).rss
  expect(channel.title).toBe(`${BRAND} ${msg('en-US', 'nav_pr_news')}`)
  const listed = await request.get('/api/v1/post/news?size=20', { headers: { 'accept-language': 'en-US' } })
  const { items } = ((await listed.json()) as { data: { items: { id: number; title: string }[] } }).data
  expect((channel.item as RssItem[]).map((item) => item.title)).toEqual(items.map((item) => item.title))
  expect((channel.item as RssItem[])[0]?.link).toMatch(new RegExp(`/news/${items[0]?.id}\\?lang=en-US$`))

  // A draft is not in it; published, it is within a moment.
  const title = `피드 시험 ${uniqueTag()}`
  const id = await createdNews(request, title)
  const titles = async () => {
    const { channel: now } = xml.parse(await (await request.get('/feeds/news.rss?lang=ko-KR')).text()).rss
    return ([] as RssItem[]).concat(now.item ?? []).map((item) => item.title)
  }
  expect(await titles()).not.toContain(title)
  await apiCall(request, 'post', `${newsApi}/${id}/publish`, {})
  // The caches are emptied when the database announces the change, a moment after the publish's answer.
  await expect.poll(titles, { timeout: 2_000, intervals: [50] }).toContain(title)
})

test('the research feed in Atom follows patents and papers in Japanese; a feed without a language is sent to one', async ({
  request,
}) => {
  const { feed } = xml.parse(await (await request.get('/feeds/research.atom?lang=ja-JP')).text())
  expect(feed['@xml:lang']).toBe('ja-JP')
  const links = ([] as { link: { '@href': string } }[]).concat(feed.entry).map((entry) => entry.link['@href'])
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) expect(link).toMatch(/\/research\/(patent|thesis)\/\d+\?lang=ja-JP$/)

  const bare = await request.get('/feeds/press.rss', { headers: { 'accept-language': 'zh-TW' }, maxRedirects: 0 })
  expect(bare.status()).toBe(302)
  expect(bare.headers().location).toBe('/feeds/press.rss?lang=zh-TW')
  expect((await request.get('/feeds/faq.rss?lang=ko-KR')).status()).toBe(404)
})

test('the list pages link their feeds in their heads, and the sitemap lists them', async ({ request }) => {
  const page = await (await request.get('/news?lang=zh-TW', { headers: { accept: 'text/html' } })).text()
  for (const [type, format] of [
    ['application/rss\\+xml', 'rss'],
    ['application/atom\\+xml', 'atom'],
  ] as const) {
    expect(page).toMatch(new RegExp(`<link[^>]*type="${type}"[^>]*href="/feeds/news\\.${format}\\?lang=zh-TW"`))
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/feeds/press.atom?lang=ko-KR</loc>')
})
