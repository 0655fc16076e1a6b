import { type PharmacyFileColumn, pharmacyFileColumns } from '~/api/contract/pharmacy-file-columns'

/** A header as compared: lower case, without spaces, brackets, dots, dashes or underscores (`Name (en-US)` → `nameenus`). */
export function headerKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s()[\]{}·.,:/_\-*]/g, '')
}

/** Other spellings a list may use for a column, beside the export's own Korean and English headers. */
const otherSpellings: Partial<Record<PharmacyFileColumn['key'], string[]>> = {
  name: ['약국', '약국이름', '상호', '상호명', '이름', 'pharmacy', 'pharmacyname'],
  address: ['소재지', '도로명주소', 'addr'],
  phone: ['전화', '연락처', '대표전화', 'tel', 'telephone'],
  siNm: ['시·도', '시/도', '광역시도', '시도명', 'sido', 'si_nm', 'province'],
  sggNm: ['시·군·구', '시/군/구', '시군구명', 'sigungu', 'sgg_nm', 'district'],
  subwayArea: ['권역', '지하철권역', 'subway_area', 'area'],
  subwayLine: ['노선', '호선', 'subway_line', 'line'],
  subwayName: ['역', '역명', '지하철역명', 'subway_name', 'station', 'subway'],
  products: ['제품', '취급제품', '판매제품', 'product', 'products'],
}

/** The ways a file may name a language: `en-US`, `en`, `English`, `영문`... */
const languageSpellings: Record<string, string[]> = {
  'en-US': ['en-US', 'en', 'english', '영문', '영어'],
  'zh-CN': ['zh-CN', 'zh-Hans', '简体中文', '중국어간체', '중문간체'],
  'zh-TW': ['zh-TW', 'zh-Hant', '繁體中文', '중국어번체', '중문번체'],
  'ja-JP': ['ja-JP', 'ja', 'japanese', '日本語', '일본어', '일문'],
}

function spellingsOf(column: PharmacyFileColumn): string[] {
  const [field, locale] = column.key.split(':')
  const own = [column.header.ko, column.header.en]
  if (!locale) return [...own, column.key, ...(otherSpellings[column.key] ?? [])]
  const base = field === 'name' ? ['약국명', 'name', ...(otherSpellings.name ?? [])] : ['주소', 'address']
  return [...own, ...base.flatMap((word) => (languageSpellings[locale] ?? []).map((language) => `${word} ${language}`))]
}

const columnByHeader = new Map<string, PharmacyFileColumn>(
  pharmacyFileColumns.flatMap((column) => spellingsOf(column).map((spelling) => [headerKey(spelling), column] as const)),
)

/** The column a header cell names, if any. */
export function columnOfHeader(text: string): PharmacyFileColumn | undefined {
  return columnByHeader.get(headerKey(text))
}
