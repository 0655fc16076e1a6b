import { companyDetailsEndpoints } from '~/api/contract/company-details-endpoints'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import type { Endpoint } from '~/api/contract/endpoint'
import { contentKinds, type KindName } from '~/api/contract/kinds/content-kinds'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { sitePageNames } from '~/api/contract/site-page-endpoints'
import { locales } from '~/i18n/locales'
import { type ApiReading, archivedItem, inEveryLanguage, listInEveryLanguage, productKey } from './api-reads'
import { alignedByIdentity, type PerLocale, translated } from './merged-fields'

type Item = Record<string, unknown>

/**
 * The declared kinds a public list shows whole, by the read that lists them; their items are named there by `id` (a
 * figure by its `key`). A product's key here is made of its id there.
 */
const listedKinds: Partial<Record<KindName, { read: Endpoint; key?: (item: Item) => string; aliases?: Record<string, string> }>> =
  {
    'products-material': { read: contentEndpoints.materialPage, key: (item) => productKey(item.id) },
    'products-pb': { read: contentEndpoints.pbPage, key: (item) => productKey(item.id) },
    'products-related': { read: contentEndpoints.relatedPage, key: (item) => productKey(item.id) },
    history: { read: contentEndpoints.history },
    clients: { read: contentEndpoints.clients, aliases: { logoMediaId: 'logo' } },
    people: { read: contentEndpoints.people },
    testimonials: { read: contentEndpoints.testimonials },
    figures: { read: contentEndpoints.figures, key: (item) => String(item.key) },
    openings: { read: contentEndpoints.openings },
  }

async function listedKindParts(reading: ApiReading) {
  const parts: Record<string, unknown[]> = {}
  for (const [name, listed] of Object.entries(listedKinds) as Array<[KindName, NonNullable<(typeof listedKinds)[KindName]>]>) {
    const identity = name === 'figures' ? (item: Item) => item.key : undefined
    const items = await listInEveryLanguage(reading, listed.read, identity)
    parts[name] = items.map((item) => {
      const korean = item['ko-KR'] ?? {}
      return archivedItem(reading, contentKinds[name].formFields, item, { key: listed.key?.(korean), aliases: listed.aliases })
    })
  }
  return parts
}

/** The FAQ: its categories by key and their questions, in their order. */
async function faqParts(reading: ApiReading) {
  const answers = await inEveryLanguage(reading, (locale) => reading.api.read(memberAreaEndpoints.faq, locale))
  const perLocale = (key: 'categories' | 'items') =>
    Object.fromEntries(locales.map((locale) => [locale, answers[locale]?.[key] as Item[] | undefined]))
  const categories = alignedByIdentity(perLocale('categories'), (item) => item.key)
  const questions = alignedByIdentity(perLocale('items'))
  return {
    'faq-categories': categories.map((item) =>
      archivedItem(reading, contentKinds['faq-categories'].formFields, item, { key: String(item['ko-KR']?.key) }),
    ),
    'faq-entries': questions.map((item) =>
      archivedItem(reading, contentKinds['faq-entries'].formFields, item, { aliases: { categoryId: 'category' } }),
    ),
  }
}

/** The long-form pages, by name. */
async function pageParts(reading: ApiReading) {
  const pages = []
  for (const name of sitePageNames) {
    const item = (await inEveryLanguage(reading, (locale) =>
      reading.api.read(contentEndpoints.page, locale, { params: { name } }),
    )) as PerLocale
    pages.push(archivedItem(reading, contentKinds.pages.formFields, item, { key: name }))
  }
  return { pages }
}

/** The pharmacy finder's list, with the products each stocks (their keys here made of their ids there). */
async function pharmacyParts(reading: ApiReading) {
  const listed = await listInEveryLanguage(reading, contentEndpoints.pharmacyPage)
  const inEach = (item: PerLocale, key: string) =>
    translated(Object.fromEntries(locales.map((locale) => [locale, item[locale]?.[key]])))
  const pharmacies = listed.map((item) => {
    const korean = item['ko-KR'] ?? {}
    const place = (key: string) => (korean[key] as string | null | undefined) ?? null
    return {
      name: inEach(item, 'name'),
      address: inEach(item, 'address'),
      phone: korean.phone,
      siNm: korean.siNm,
      sggNm: korean.sggNm,
      subwayArea: place('subwayArea'),
      subwayLine: place('subwayLine'),
      subwayName: place('subwayName'),
      // Where it is: the public list does not say (the finder's "near me" answers distances only).
      latitude: null,
      longitude: null,
      products: ((korean.products as Item[] | undefined) ?? []).map((product) => productKey(product.id)),
    }
  })
  return { pharmacies }
}

/** The company's details as the other site shows them. */
async function companyDetailsPart(reading: ApiReading): Promise<Record<string, unknown[]>> {
  const answers = await inEveryLanguage(reading, (locale) => reading.api.read(companyDetailsEndpoints.companyDetails, locale))
  const korean = answers['ko-KR']
  if (!korean) return {}
  const inEach = (key: 'name' | 'ceo' | 'address' | 'mailOrderRegNo') =>
    translated(Object.fromEntries(locales.map((locale) => [locale, answers[locale]?.[key]])))
  const { businessRegNo, phone, email, videoId, location } = korean
  const fields = {
    name: inEach('name'),
    ceo: inEach('ceo'),
    address: inEach('address'),
    mailOrderRegNo: inEach('mailOrderRegNo'),
  }
  return { 'company-details': [{ ...fields, businessRegNo, phone, email, videoId, location }] }
}

/** Every declared kind but the post types, the pharmacies and the company's details, read from another site. */
export async function kindPartsFromApi(reading: ApiReading): Promise<Record<string, unknown[]>> {
  return {
    ...(await listedKindParts(reading)),
    ...(await faqParts(reading)),
    ...(await pageParts(reading)),
    ...(await pharmacyParts(reading)),
    ...(await companyDetailsPart(reading)),
  }
}
