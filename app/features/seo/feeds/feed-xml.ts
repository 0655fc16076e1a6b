import { escapeXml } from '../xml-text'
import type { Feed, FeedEntry } from './feed'

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

/** When the feed last changed: its newest entry's change, or now for a feed with none yet. */
const lastChange = (feed: Feed) =>
  feed.entries
    .map((entry) => new Date(entry.updated).toISOString())
    .sort()
    .at(-1) ?? new Date().toISOString()

/** RFC 822 (RSS 2.0's dates): `Fri, 27 Nov 2026 00:00:00 GMT`. */
const rfc822 = (instant: string) => new Date(instant).toUTCString()

function rssItem(entry: FeedEntry): string {
  const permanentLink = entry.id === entry.link
  return [
    '    <item>',
    `      ${element('title', entry.title)}`,
    `      ${element('link', entry.link)}`,
    ...(entry.summary ? [`      ${element('description', entry.summary)}`] : []),
    `      ${element('pubDate', rfc822(entry.published))}`,
    `      <guid isPermaLink="${permanentLink}">${escapeXml(entry.id)}</guid>`,
    '    </item>',
  ].join('\n')
}

/** The feed as RSS 2.0, with its own address (`atom:link rel="self"`), as the W3C validator recommends. */
export function rssXml(feed: Feed): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', feed.title)}`,
    `    ${element('link', feed.pageUrl)}`,
    `    ${element('description', feed.description)}`,
    `    ${element('language', feed.locale.toLowerCase())}`,
    `    ${element('lastBuildDate', rfc822(lastChange(feed)))}`,
    `    <atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...feed.entries.map(rssItem),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

function atomEntry(entry: FeedEntry): string {
  return [
    '  <entry>',
    `    <title type="text">${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
    `    ${element('id', entry.id)}`,
    `    ${element('published', entry.published)}`,
    `    ${element('updated', entry.updated)}`,
    ...(entry.summary ? [`    <summary type="text">${escapeXml(entry.summary)}</summary>`] : []),
    '  </entry>',
  ].join('\n')
}

/** The feed as Atom (RFC 4287): its address its id, the company its author. */
export function atomXml(feed: Feed): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.locale}">`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <subtitle type="text">${escapeXml(feed.description)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  ${element('id', feed.selfUrl)}`,
    `  ${element('updated', lastChange(feed))}`,
    `  <author>${element('name', feed.author)}</author>`,
    ...feed.entries.map(atomEntry),
    '</feed>',
    '',
  ].join('\n')
}
