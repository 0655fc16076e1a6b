import type { CategorizedPostType } from '~/api/contract/posts'
import type { Text5 } from '~/i18n/text5'

/**
 * The shape of the shipped seed content. Every text a visitor reads exists in all five languages;
 * proper nouns that are not translated (journal names, DOIs, numbers) are plain strings.
 */

/** Korean and English only: names and addresses of Korean pharmacies (other languages fall back to Korean). */
export interface TextKoEn {
  'ko-KR': string
  'en-US': string
}

export interface SeedCategory {
  /** Stable key other records refer to, e.g. 'news-company'. */
  key: string
  postType: CategorizedPostType
  name: Text5
}

export interface SeedNews {
  categoryKey: string
  title: Text5
  summary: Text5
  /** Two or three paragraphs separated by a blank line ("\n\n"). */
  body: Text5
  /** ISO date, YYYY-MM-DD, between 2023-01-01 and 2026-11-15. */
  publishedAt: string
}

export interface SeedPress {
  outlet: Text5
  title: Text5
  publishedAt: string
  /** The article's address on the outlet's site (https://…; use plausible outlet domains with an /article/ path). */
  link: string
}

export interface SeedPatent {
  categoryKey: string
  title: Text5
  summary: Text5
  /** Korean application number, e.g. '10-2021-0123456'. */
  applicationNumber: string
  /** Registration number when registered, e.g. '10-2456789'. */
  registrationNumber?: string
  filedAt: string
  registeredAt?: string
  status: 'filed' | 'registered'
  /** ISO 3166-1 alpha-2 office: 'KR', 'US', 'JP', 'CN', 'EP'. */
  office: 'KR' | 'US' | 'JP' | 'CN' | 'EP'
}

export interface SeedThesis {
  categoryKey: string
  /** The paper's title in each language (the original is usually English). */
  title: Text5
  abstract: Text5
  authors: string[]
  journal: string
  year: number
  volume?: string
  pages?: string
  /** e.g. '10.3390/nu14051234' (plausible, fictional). */
  doi: string
}

export interface SeedSpec {
  label: Text5
  value: Text5
}

export interface SeedProduct {
  /** Stable key other records refer to, e.g. 'pb-daily-biome'. */
  key: string
  /** material: raw materials sold to brands; pb: the company's own products; related: partner products. */
  type: 'material' | 'pb' | 'related'
  name: Text5
  summary: Text5
  description: Text5
  specs: SeedSpec[]
  active: boolean
  /** Sold in pharmacies (own products only): used by the pharmacy finder's product filter. */
  soldInPharmacies: boolean
}

export interface SeedHistory {
  year: number
  month: number
  title: Text5
}

export interface SeedClient {
  name: Text5
  isMain: boolean
  /** Field of the client, e.g. cosmetics, health food. */
  sector: Text5
}

export interface SeedPerson {
  name: Text5
  role: Text5
  bio: Text5
}

export interface SeedOpening {
  title: Text5
  department: Text5
  employmentType: 'FULL_TIME' | 'CONTRACT' | 'INTERN'
  location: Text5
  description: Text5
  closesAt: string
  active: boolean
}

export interface SeedTestimonial {
  author: Text5
  affiliation: Text5
  quote: Text5
}

/** The marketing figures (such as 7.5 trillion cells per gram), kept as content. */
export interface SeedFigure {
  key: string
  /** The number as displayed, before the unit: '7.5', '250', '1,500'. */
  value: string
  /** Unit or suffix shown after the number, per language ('조 셀/g', 'trillion cells/g', '+'). */
  unit: Text5
  label: Text5
}

export interface SeedPharmacy {
  name: TextKoEn
  address: TextKoEn
  phone: string
  /** Province (시·도), Korean, e.g. '서울특별시'. */
  siNm: string
  /** District (시·군·구), Korean, e.g. '강남구'. */
  sggNm: string
  /** Metropolitan subway area, line and station (Korean), only where the pharmacy is near one. */
  subwayArea?: string
  subwayLine?: string
  subwayName?: string
  /** Where it is (WGS 84), for the finder's "near me". */
  latitude: number
  longitude: number
  /** Keys of SeedProduct it stocks. */
  productKeys: string[]
}
