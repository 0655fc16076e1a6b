/** Reading a province or district as people write it, against Korea's reference list (korean-region-list.ts). */
import { dividedCities, koreanRegions } from './korean-region-list'

/** The short forms people write for each province: `서울`, `서울시`, `경기`, `충북`, the names before 2023–2024. */
const provinceShortForms: Record<string, readonly string[]> = {
  서울특별시: ['서울', '서울시'],
  부산광역시: ['부산', '부산시'],
  대구광역시: ['대구', '대구시'],
  인천광역시: ['인천', '인천시'],
  광주광역시: ['광주'],
  대전광역시: ['대전', '대전시'],
  울산광역시: ['울산', '울산시'],
  세종특별자치시: ['세종', '세종시'],
  경기도: ['경기'],
  강원특별자치도: ['강원', '강원도'],
  충청북도: ['충북'],
  충청남도: ['충남'],
  전북특별자치도: ['전북', '전라북도'],
  전라남도: ['전남'],
  경상북도: ['경북'],
  경상남도: ['경남'],
  제주특별자치도: ['제주', '제주도'],
}

const withoutSpaces = (text: string) => text.replace(/\s+/g, '')

const provinceByWriting = new Map<string, string>()
for (const [province, shortForms] of Object.entries(provinceShortForms)) {
  for (const writing of [province, ...shortForms]) provinceByWriting.set(withoutSpaces(writing), province)
}

/**
 * Each province's districts by every way of writing them: the district itself; a city's district with or without the
 * space (`성남시분당구`) or, where no other city of the province has one of that name, alone (`분당구`); Sejong's
 * `세종시` for the city that has no districts.
 */
const districtsByWriting = new Map<string, Map<string, string>>()
for (const [province, districts] of Object.entries(koreanRegions)) {
  const byWriting = new Map<string, string>()
  const bare = new Map<string, string[]>()
  for (const district of districts) {
    byWriting.set(district, district)
    for (const part of dividedCities[district] ?? []) {
      const official = `${district} ${part}`
      byWriting.set(withoutSpaces(official), official)
      bare.set(part, [...(bare.get(part) ?? []), official])
    }
  }
  for (const [part, officials] of bare) {
    const [only] = officials
    if (officials.length === 1 && only && !byWriting.has(part)) byWriting.set(part, only)
  }
  if (province === '세종특별자치시') byWriting.set('세종시', province)
  districtsByWriting.set(province, byWriting)
}

/** The official name of a province however it is written (`서울` → `서울특별시`); undefined when it is none. */
export function officialProvince(written: string): string | undefined {
  return provinceByWriting.get(withoutSpaces(written))
}

/** The official name of a district of the province (either as written); undefined when the province has none such. */
export function officialDistrict(province: string, written: string): string | undefined {
  const official = officialProvince(province)
  return official ? districtsByWriting.get(official)?.get(withoutSpaces(written)) : undefined
}

/** A province's districts as the reference list writes them, cities' districts written out (`성남시 분당구`). */
export function districtsOf(province: string): string[] {
  const official = officialProvince(province)
  return (official ? (koreanRegions[official] ?? []) : []).flatMap((district) => [
    district,
    ...(dividedCities[district] ?? []).map((part) => `${district} ${part}`),
  ])
}
