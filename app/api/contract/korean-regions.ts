/**
 * Korea's 17 first-level divisions (시·도) and their districts (시·군·구) as of 2026-07-01, the reference list a
 * pharmacy's province and district are checked against (decision 77). A city divided into non-autonomous districts
 * (성남시 → 분당구) is listed with them; its district is written `성남시 분당구`, as the finder's seeded list writes it.
 * Incheon's 중구 and 동구, replaced by 제물포구 and 영종구 on 2026-07-01, are still accepted: lists kept elsewhere
 * lag behind a reorganization, and a pharmacy in either is still in Incheon.
 */
const cities: Record<string, readonly string[]> = {
  수원시: ['장안구', '권선구', '팔달구', '영통구'],
  성남시: ['수정구', '중원구', '분당구'],
  안양시: ['만안구', '동안구'],
  부천시: ['원미구', '소사구', '오정구'],
  안산시: ['상록구', '단원구'],
  고양시: ['덕양구', '일산동구', '일산서구'],
  용인시: ['처인구', '기흥구', '수지구'],
  화성시: ['만세구', '효행구', '병점구', '동탄구'],
  청주시: ['상당구', '서원구', '흥덕구', '청원구'],
  천안시: ['동남구', '서북구'],
  전주시: ['완산구', '덕진구'],
  포항시: ['남구', '북구'],
  창원시: ['의창구', '성산구', '마산합포구', '마산회원구', '진해구'],
}

export const koreanRegions: Readonly<Record<string, readonly string[]>> = {
  서울특별시: [
    '종로구',
    '중구',
    '용산구',
    '성동구',
    '광진구',
    '동대문구',
    '중랑구',
    '성북구',
    '강북구',
    '도봉구',
    '노원구',
    '은평구',
    '서대문구',
    '마포구',
    '양천구',
    '강서구',
    '구로구',
    '금천구',
    '영등포구',
    '동작구',
    '관악구',
    '서초구',
    '강남구',
    '송파구',
    '강동구',
  ],
  부산광역시: [
    '중구',
    '서구',
    '동구',
    '영도구',
    '부산진구',
    '동래구',
    '남구',
    '북구',
    '해운대구',
    '사하구',
    '금정구',
    '강서구',
    '연제구',
    '수영구',
    '사상구',
    '기장군',
  ],
  대구광역시: ['중구', '동구', '서구', '남구', '북구', '수성구', '달서구', '달성군', '군위군'],
  인천광역시: [
    '제물포구',
    '영종구',
    '미추홀구',
    '연수구',
    '남동구',
    '부평구',
    '계양구',
    '서구',
    '검단구',
    '강화군',
    '옹진군',
    '중구',
    '동구',
  ],
  광주광역시: ['동구', '서구', '남구', '북구', '광산구'],
  대전광역시: ['동구', '중구', '서구', '유성구', '대덕구'],
  울산광역시: ['중구', '남구', '동구', '북구', '울주군'],
  세종특별자치시: ['세종특별자치시'],
  경기도: [
    '수원시',
    '성남시',
    '의정부시',
    '안양시',
    '부천시',
    '광명시',
    '평택시',
    '동두천시',
    '안산시',
    '고양시',
    '과천시',
    '구리시',
    '남양주시',
    '오산시',
    '시흥시',
    '군포시',
    '의왕시',
    '하남시',
    '용인시',
    '파주시',
    '이천시',
    '안성시',
    '김포시',
    '화성시',
    '광주시',
    '양주시',
    '포천시',
    '여주시',
    '연천군',
    '가평군',
    '양평군',
  ],
  강원특별자치도: [
    '춘천시',
    '원주시',
    '강릉시',
    '동해시',
    '태백시',
    '속초시',
    '삼척시',
    '홍천군',
    '횡성군',
    '영월군',
    '평창군',
    '정선군',
    '철원군',
    '화천군',
    '양구군',
    '인제군',
    '고성군',
    '양양군',
  ],
  충청북도: ['청주시', '충주시', '제천시', '보은군', '옥천군', '영동군', '증평군', '진천군', '괴산군', '음성군', '단양군'],
  충청남도: [
    '천안시',
    '공주시',
    '보령시',
    '아산시',
    '서산시',
    '논산시',
    '계룡시',
    '당진시',
    '금산군',
    '부여군',
    '서천군',
    '청양군',
    '홍성군',
    '예산군',
    '태안군',
  ],
  전북특별자치도: [
    '전주시',
    '군산시',
    '익산시',
    '정읍시',
    '남원시',
    '김제시',
    '완주군',
    '진안군',
    '무주군',
    '장수군',
    '임실군',
    '순창군',
    '고창군',
    '부안군',
  ],
  전라남도: [
    '목포시',
    '여수시',
    '순천시',
    '나주시',
    '광양시',
    '담양군',
    '곡성군',
    '구례군',
    '고흥군',
    '보성군',
    '화순군',
    '장흥군',
    '강진군',
    '해남군',
    '영암군',
    '무안군',
    '함평군',
    '영광군',
    '장성군',
    '완도군',
    '진도군',
    '신안군',
  ],
  경상북도: [
    '포항시',
    '경주시',
    '김천시',
    '안동시',
    '구미시',
    '영주시',
    '영천시',
    '상주시',
    '문경시',
    '경산시',
    '의성군',
    '청송군',
    '영양군',
    '영덕군',
    '청도군',
    '고령군',
    '성주군',
    '칠곡군',
    '예천군',
    '봉화군',
    '울진군',
    '울릉군',
  ],
  경상남도: [
    '창원시',
    '진주시',
    '통영시',
    '사천시',
    '김해시',
    '밀양시',
    '거제시',
    '양산시',
    '의령군',
    '함안군',
    '창녕군',
    '고성군',
    '남해군',
    '하동군',
    '산청군',
    '함양군',
    '거창군',
    '합천군',
  ],
  제주특별자치도: ['제주시', '서귀포시'],
}

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
    for (const part of cities[district] ?? []) {
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
    ...(cities[district] ?? []).map((part) => `${district} ${part}`),
  ])
}
