import type { Locale } from '~/i18n/locales'
import { romanizeKorean } from './romanize-korean'
import { stationNamesInEnglish } from './station-names'

/** A name in English, Japanese, simplified and traditional Chinese (Korean is the key). */
type Names = readonly [en: string, ja: string, zhCN: string, zhTW: string]

const column: Record<Exclude<Locale, 'ko-KR'>, number> = { 'en-US': 0, 'ja-JP': 1, 'zh-CN': 2, 'zh-TW': 3 }

/** Provinces by their official names: English as the government writes them, Japanese and Chinese in characters. */
const provinces: Record<string, Names> = {
  서울특별시: ['Seoul', 'ソウル特別市', '首尔特别市', '首爾特別市'],
  부산광역시: ['Busan', '釜山広域市', '釜山广域市', '釜山廣域市'],
  대구광역시: ['Daegu', '大邱広域市', '大邱广域市', '大邱廣域市'],
  인천광역시: ['Incheon', '仁川広域市', '仁川广域市', '仁川廣域市'],
  광주광역시: ['Gwangju', '光州広域市', '光州广域市', '光州廣域市'],
  대전광역시: ['Daejeon', '大田広域市', '大田广域市', '大田廣域市'],
  울산광역시: ['Ulsan', '蔚山広域市', '蔚山广域市', '蔚山廣域市'],
  세종특별자치시: ['Sejong', '世宗特別自治市', '世宗特别自治市', '世宗特別自治市'],
  경기도: ['Gyeonggi-do', '京畿道', '京畿道', '京畿道'],
  강원특별자치도: ['Gangwon State', '江原特別自治道', '江原特别自治道', '江原特別自治道'],
  충청북도: ['Chungcheongbuk-do', '忠清北道', '忠清北道', '忠清北道'],
  충청남도: ['Chungcheongnam-do', '忠清南道', '忠清南道', '忠清南道'],
  전북특별자치도: ['Jeonbuk State', '全北特別自治道', '全北特别自治道', '全北特別自治道'],
  전라남도: ['Jeollanam-do', '全羅南道', '全罗南道', '全羅南道'],
  경상북도: ['Gyeongsangbuk-do', '慶尚北道', '庆尚北道', '慶尚北道'],
  경상남도: ['Gyeongsangnam-do', '慶尚南道', '庆尚南道', '慶尚南道'],
  제주특별자치도: ['Jeju-do', '済州特別自治道', '济州特别自治道', '濟州特別自治道'],
}

/**
 * Cities, counties and districts, one level each ('성남시 분당구' is two): English by the Revised Romanization with
 * the unit after a hyphen, Japanese and Chinese in the characters of their Sino-Korean names.
 */
const districtParts: Record<string, Names> = {
  강남구: ['Gangnam-gu', '江南区', '江南区', '江南區'],
  서초구: ['Seocho-gu', '瑞草区', '瑞草区', '瑞草區'],
  송파구: ['Songpa-gu', '松坡区', '松坡区', '松坡區'],
  마포구: ['Mapo-gu', '麻浦区', '麻浦区', '麻浦區'],
  종로구: ['Jongno-gu', '鍾路区', '钟路区', '鍾路區'],
  영등포구: ['Yeongdeungpo-gu', '永登浦区', '永登浦区', '永登浦區'],
  관악구: ['Gwanak-gu', '冠岳区', '冠岳区', '冠岳區'],
  노원구: ['Nowon-gu', '蘆原区', '芦原区', '蘆原區'],
  성남시: ['Seongnam-si', '城南市', '城南市', '城南市'],
  분당구: ['Bundang-gu', '盆唐区', '盆唐区', '盆唐區'],
  수원시: ['Suwon-si', '水原市', '水原市', '水原市'],
  영통구: ['Yeongtong-gu', '霊通区', '灵通区', '靈通區'],
  고양시: ['Goyang-si', '高陽市', '高阳市', '高陽市'],
  일산동구: ['Ilsandong-gu', '一山東区', '一山东区', '一山東區'],
  용인시: ['Yongin-si', '龍仁市', '龙仁市', '龍仁市'],
  수지구: ['Suji-gu', '水枝区', '水枝区', '水枝區'],
  부천시: ['Bucheon-si', '富川市', '富川市', '富川市'],
  안양시: ['Anyang-si', '安養市', '安养市', '安養市'],
  동안구: ['Dongan-gu', '東安区', '东安区', '東安區'],
  화성시: ['Hwaseong-si', '華城市', '华城市', '華城市'],
  남양주시: ['Namyangju-si', '南楊州市', '南杨州市', '南楊州市'],
  남동구: ['Namdong-gu', '南洞区', '南洞区', '南洞區'],
  연수구: ['Yeonsu-gu', '延寿区', '延寿区', '延壽區'],
  부평구: ['Bupyeong-gu', '富平区', '富平区', '富平區'],
  미추홀구: ['Michuhol-gu', '弥鄒忽区', '弥邹忽区', '彌鄒忽區'],
  부산진구: ['Busanjin-gu', '釜山鎮区', '釜山镇区', '釜山鎮區'],
  해운대구: ['Haeundae-gu', '海雲台区', '海云台区', '海雲臺區'],
  동래구: ['Dongnae-gu', '東莱区', '东莱区', '東萊區'],
  연제구: ['Yeonje-gu', '蓮堤区', '莲堤区', '蓮堤區'],
  사하구: ['Saha-gu', '沙下区', '沙下区', '沙下區'],
  수성구: ['Suseong-gu', '寿城区', '寿城区', '壽城區'],
  달서구: ['Dalseo-gu', '達西区', '达西区', '達西區'],
  광산구: ['Gwangsan-gu', '光山区', '光山区', '光山區'],
  유성구: ['Yuseong-gu', '儒城区', '儒城区', '儒城區'],
  중구: ['Jung-gu', '中区', '中区', '中區'],
  동구: ['Dong-gu', '東区', '东区', '東區'],
  서구: ['Seo-gu', '西区', '西区', '西區'],
  남구: ['Nam-gu', '南区', '南区', '南區'],
  북구: ['Buk-gu', '北区', '北区', '北區'],
  춘천시: ['Chuncheon-si', '春川市', '春川市', '春川市'],
  원주시: ['Wonju-si', '原州市', '原州市', '原州市'],
  강릉시: ['Gangneung-si', '江陵市', '江陵市', '江陵市'],
  청주시: ['Cheongju-si', '清州市', '清州市', '清州市'],
  상당구: ['Sangdang-gu', '上党区', '上党区', '上黨區'],
  흥덕구: ['Heungdeok-gu', '興徳区', '兴德区', '興德區'],
  충주시: ['Chungju-si', '忠州市', '忠州市', '忠州市'],
  음성군: ['Eumseong-gun', '陰城郡', '阴城郡', '陰城郡'],
  천안시: ['Cheonan-si', '天安市', '天安市', '天安市'],
  서북구: ['Seobuk-gu', '西北区', '西北区', '西北區'],
  동남구: ['Dongnam-gu', '東南区', '东南区', '東南區'],
  아산시: ['Asan-si', '牙山市', '牙山市', '牙山市'],
  공주시: ['Gongju-si', '公州市', '公州市', '公州市'],
  전주시: ['Jeonju-si', '全州市', '全州市', '全州市'],
  완산구: ['Wansan-gu', '完山区', '完山区', '完山區'],
  덕진구: ['Deokjin-gu', '徳津区', '德津区', '德津區'],
  익산시: ['Iksan-si', '益山市', '益山市', '益山市'],
  군산시: ['Gunsan-si', '群山市', '群山市', '群山市'],
  목포시: ['Mokpo-si', '木浦市', '木浦市', '木浦市'],
  여수시: ['Yeosu-si', '麗水市', '丽水市', '麗水市'],
  순천시: ['Suncheon-si', '順天市', '顺天市', '順天市'],
  나주시: ['Naju-si', '羅州市', '罗州市', '羅州市'],
  포항시: ['Pohang-si', '浦項市', '浦项市', '浦項市'],
  구미시: ['Gumi-si', '亀尾市', '龟尾市', '龜尾市'],
  경주시: ['Gyeongju-si', '慶州市', '庆州市', '慶州市'],
  안동시: ['Andong-si', '安東市', '安东市', '安東市'],
  창원시: ['Changwon-si', '昌原市', '昌原市', '昌原市'],
  성산구: ['Seongsan-gu', '城山区', '城山区', '城山區'],
  의창구: ['Uichang-gu', '義昌区', '义昌区', '義昌區'],
  김해시: ['Gimhae-si', '金海市', '金海市', '金海市'],
  진주시: ['Jinju-si', '晋州市', '晋州市', '晉州市'],
  제주시: ['Jeju-si', '済州市', '济州市', '濟州市'],
  서귀포시: ['Seogwipo-si', '西帰浦市', '西归浦市', '西歸浦市'],
}

/** The finder's subway areas, and the cities whose own lines are numbered ('부산 1호선'). */
const subwayAreas: Record<string, Names> = {
  수도권: ['Seoul Metropolitan Area', '首都圏', '首都圈', '首都圈'],
  부산: ['Busan', '釜山', '釜山', '釜山'],
  대구: ['Daegu', '大邱', '大邱', '大邱'],
  광주: ['Gwangju', '光州', '光州', '光州'],
  대전: ['Daejeon', '大田', '大田', '大田'],
  인천: ['Incheon', '仁川', '仁川', '仁川'],
}

/** Lines with a name of their own, as their operators write it. */
const namedLines: Record<string, Names> = {
  신분당선: ['Shinbundang Line', '新盆唐線', '新盆唐线', '新盆唐線'],
  수인분당선: ['Suin-Bundang Line', '水仁・盆唐線', '水仁盆唐线', '水仁盆唐線'],
  신림선: ['Sillim Line', '新林線', '新林线', '新林線'],
  경의중앙선: ['Gyeongui-Jungang Line', '京義・中央線', '京义中央线', '京義中央線'],
  경춘선: ['Gyeongchun Line', '京春線', '京春线', '京春線'],
  경강선: ['Gyeonggang Line', '京江線', '京江线', '京江線'],
  공항철도: ['AREX', '空港鉄道', '机场铁路', '機場鐵路'],
  동해선: ['Donghae Line', '東海線', '东海线', '東海線'],
}

const numberedLine = /^(?:(\S+) )?(\d+)호선$/

function lineNames(line: string): Names | undefined {
  const named = namedLines[line]
  if (named) return named
  const match = numberedLine.exec(line)
  if (!match) return undefined
  const [, city, number] = match
  const cityNames = city ? subwayAreas[city] : undefined
  if (city && !cityNames) return undefined
  const [en, ja, zhCN, zhTW] = cityNames ?? ['', '', '', '']
  return [`${en ? `${en} ` : ''}Line ${number}`, `${ja}${number}号線`, `${zhCN}${number}号线`, `${zhTW}${number}號線`]
}

function districtNames(district: string): Names | undefined {
  const parts = district.split(' ').map((part) => districtParts[part])
  if (parts.some((part) => !part)) return undefined
  const known = parts as Names[]
  // English names the smaller unit first ('Bundang-gu, Seongnam-si'); Japanese and Chinese the larger.
  const joined = (index: number, separator: string, order: Names[]) => order.map((part) => part[index]).join(separator)
  return [joined(0, ', ', [...known].reverse()), joined(1, '', known), joined(2, '', known), joined(3, '', known)]
}

type PlaceKind = 'province' | 'district' | 'subwayArea' | 'line' | 'station'

const lookup: Record<PlaceKind, (korean: string) => Names | undefined> = {
  province: (korean) => provinces[korean],
  district: districtNames,
  subwayArea: (korean) => subwayAreas[korean],
  line: lineNames,
  station: (korean) => {
    const english = stationNamesInEnglish[korean]
    return english ? [english, english, english, english] : undefined
  },
}

/**
 * A place of the finder in the reader's language: its official name where the table has one, else the Korean name
 * romanized. The Korean name stays the value in addresses and queries, so a link works in every language.
 */
export function placeName(kind: PlaceKind, korean: string, locale: Locale): string {
  if (locale === 'ko-KR') return korean
  return lookup[kind](korean)?.[column[locale]] ?? romanizeKorean(korean)
}
