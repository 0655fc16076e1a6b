import { type Locale, locales } from '~/i18n/locales'

type FileColumnKey =
  | 'name'
  | 'address'
  | 'phone'
  | 'siNm'
  | 'sggNm'
  | 'subwayArea'
  | 'subwayLine'
  | 'subwayName'
  | 'products'
  | 'latitude'
  | 'longitude'
  | `${'name' | 'address'}:${Exclude<Locale, 'ko-KR'>}`

export interface PharmacyFileColumn {
  key: FileColumnKey
  /** The header an export writes, in Korean and in English; an import takes either (and a few other spellings). */
  header: { ko: string; en: string }
  required?: boolean
}

const translations = locales.filter((locale): locale is Exclude<Locale, 'ko-KR'> => locale !== 'ko-KR')

/**
 * The columns of the file, in the order an export writes them. `products` holds product names (any language) or keys,
 * separated by `;`, `,` or line breaks. The place (latitude and longitude in degrees, both or neither) and the other
 * languages' names and addresses are optional columns.
 */
export const pharmacyFileColumns: readonly PharmacyFileColumn[] = [
  { key: 'name', header: { ko: '약국명', en: 'Name' }, required: true },
  { key: 'address', header: { ko: '주소', en: 'Address' }, required: true },
  { key: 'phone', header: { ko: '전화번호', en: 'Phone' }, required: true },
  { key: 'siNm', header: { ko: '시도', en: 'Province' }, required: true },
  { key: 'sggNm', header: { ko: '시군구', en: 'District' }, required: true },
  { key: 'subwayArea', header: { ko: '지하철 권역', en: 'Subway area' } },
  { key: 'subwayLine', header: { ko: '지하철 노선', en: 'Subway line' } },
  { key: 'subwayName', header: { ko: '지하철역', en: 'Subway station' } },
  { key: 'products', header: { ko: '취급 제품', en: 'Products' } },
  { key: 'latitude', header: { ko: '위도', en: 'Latitude' } },
  { key: 'longitude', header: { ko: '경도', en: 'Longitude' } },
  ...translations.flatMap((locale): PharmacyFileColumn[] => [
    { key: `name:${locale}`, header: { ko: `약국명 (${locale})`, en: `Name (${locale})` } },
    { key: `address:${locale}`, header: { ko: `주소 (${locale})`, en: `Address (${locale})` } },
  ]),
]
