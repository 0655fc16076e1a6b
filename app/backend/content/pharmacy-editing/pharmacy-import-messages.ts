import type { PharmacyImportProblemCode } from '~/api/contract/pharmacy-editing-endpoints'
import { josaAfter } from '~/i18n/korean-josa'
import type { Locale } from '~/i18n/locales'

/** What a message may name: the column as the file names it, a limit, a product, another row. */
export interface ProblemParams {
  column?: string
  max?: number
  product?: string
  /** What a cell holds, as written (an unknown province or district). */
  value?: string
  line?: number
  /** A workbook refused for what it unpacks to, not for its own size. */
  unpacked?: boolean
}

type Language = 'ko' | 'en'

/** The staff read Korean or English (the console's languages); every other request gets English. */
export const languageOf = (locale: Locale): Language => (locale === 'ko-KR' ? 'ko' : 'en')

const number = (value: number | undefined, language: Language) =>
  (value ?? 0).toLocaleString(language === 'ko' ? 'ko-KR' : 'en-US')
/** What a cell held, in quotes, with the topic particle its last sound takes: `'서울시'는`, `'강남'은`. */
const quoted = (value: string | undefined = '') => `'${value}'${josaAfter(value, '은/는')}`
/** A size in bytes as people name it: `2 MB`, `64 MB`. */
const megabytes = (bytes: number | undefined) => `${Math.round((bytes ?? 0) / 1024 / 1024)} MB`

const texts: Record<Language, Record<PharmacyImportProblemCode, (params: ProblemParams) => string>> = {
  ko: {
    unreadable: () => '파일을 읽을 수 없습니다. UTF-8 또는 Excel(CP949)로 저장한 CSV나 XLSX 파일을 올려 주세요.',
    too_large: ({ max, unpacked }) =>
      unpacked
        ? `통합 문서를 풀면 ${megabytes(max)}를 넘습니다. 약국 목록은 그보다 훨씬 작습니다.`
        : `파일이 너무 큽니다. ${megabytes(max)}까지 받습니다.`,
    too_many_rows: ({ max }) => `행이 너무 많습니다. 한 번에 약국 ${number(max, 'ko')}곳까지 가져올 수 있습니다.`,
    no_rows: () => '머리글 아래에 약국이 한 곳도 없습니다.',
    missing_column: ({ column }) => `'${column}' 열이 없습니다. 첫 행에 이 머리글을 넣어 주세요.`,
    duplicate_column: ({ column }) => `'${column}' 열이 두 번 있습니다. 하나만 남겨 주세요.`,
    required: ({ column }) => `'${column}' 칸이 비어 있습니다.`,
    too_long: ({ column, max }) => `'${column}' 칸이 너무 깁니다. ${number(max, 'ko')}자까지 쓸 수 있습니다.`,
    unkeepable_text: ({ column }) =>
      `'${column}' 칸에 저장할 수 없는 문자(보이지 않는 제어 문자나 깨진 문자)가 있습니다. 그 문자를 지운 뒤 파일을 다시 저장해 주세요.`,
    line_break: ({ column }) => `'${column}' 칸에 줄바꿈이나 탭이 있습니다. 한 줄로 써 주세요.`,
    invalid_phone: ({ column }) =>
      `'${column}' 칸이 전화번호가 아닙니다(예: 02-1234-5678). 앞자리 0이 사라졌다면 열을 텍스트 형식으로 저장해 주세요.`,
    subway_incomplete: () => '지하철 권역, 노선, 역은 셋 다 쓰거나 모두 비워 주세요.',
    invalid_coordinate: ({ column, value }) =>
      `'${column}' 칸의 ${quoted(value)} 한국 안의 위치가 아닙니다. 위도는 33~39, 경도는 124~132 사이의 숫자(도 단위, 예: 37.5172, 127.0473)로 써 주세요.`,
    coordinates_incomplete: () => '위도와 경도는 둘 다 쓰거나 모두 비워 주세요.',
    unknown_province: ({ column, value }) =>
      `'${column}' 칸의 ${quoted(value)} 시도가 아닙니다. 서울특별시, 경기도처럼 17개 시도의 이름(또는 서울, 경기 같은 줄임말)을 써 주세요.`,
    unknown_district: ({ column, value }) =>
      `'${column}' 칸의 ${quoted(value)} 이 시도의 시군구가 아닙니다. 강남구, 성남시 분당구처럼 써 주세요.`,
    unknown_product: ({ product }) => `${quoted(product)} 없는 제품입니다. 제품명이나 제품 키를 확인해 주세요.`,
    too_many_products: ({ max }) => `제품은 ${number(max, 'ko')}개까지 쓸 수 있습니다.`,
    duplicate_row: ({ line }) => `${number(line, 'ko')}행과 같은 약국(약국명과 주소)입니다.`,
    already_listed: () => '이미 목록에 있는 약국(약국명과 주소)입니다. 목록을 바꾸려면 "목록 교체"로 가져오세요.',
  },
  en: {
    unreadable: () => 'The file cannot be read. Upload a CSV saved as UTF-8 or by Excel (CP949), or an XLSX workbook.',
    too_large: ({ max, unpacked }) =>
      unpacked
        ? `The workbook unpacks to more than ${megabytes(max)}: no pharmacy list is that large.`
        : `The file is too large: at most ${megabytes(max)}.`,
    too_many_rows: ({ max }) => `Too many rows: at most ${number(max, 'en')} pharmacies at once.`,
    no_rows: () => 'There is no pharmacy under the header row.',
    missing_column: ({ column }) => `The column '${column}' is missing: put this header in the first row.`,
    duplicate_column: ({ column }) => `The column '${column}' appears twice: keep one.`,
    required: ({ column }) => `'${column}' is empty.`,
    too_long: ({ column, max }) => `'${column}' is too long: at most ${number(max, 'en')} characters.`,
    unkeepable_text: ({ column }) =>
      `'${column}' holds a character that cannot be saved (an invisible control character or a broken one): delete it and save the file again.`,
    line_break: ({ column }) => `'${column}' holds a line break or a tab: write it on one line.`,
    invalid_phone: ({ column }) =>
      `'${column}' is not a telephone number (e.g. 02-1234-5678). If its leading 0 was lost, save the column as text.`,
    subway_incomplete: () => 'Give the subway area, line and station all three, or leave all three empty.',
    invalid_coordinate: ({ column, value }) =>
      `'${value}' in '${column}' is no place in Korea: give the latitude between 33 and 39 and the longitude between 124 and 132, in degrees (e.g. 37.5172, 127.0473).`,
    coordinates_incomplete: () => 'Give the latitude and the longitude both, or leave both empty.',
    unknown_province: ({ column, value }) =>
      `'${value}' in '${column}' is none of Korea's 17 provinces and metropolitan cities: write, e.g., 서울특별시 or 경기도 (or 서울, 경기).`,
    unknown_district: ({ column, value }) =>
      `'${value}' in '${column}' is no city, county or district of that province: write, e.g., 강남구 or 성남시 분당구.`,
    unknown_product: ({ product }) => `'${product}' is no product of ours: check its name or key.`,
    too_many_products: ({ max }) => `At most ${number(max, 'en')} products.`,
    duplicate_row: ({ line }) => `The same pharmacy (name and address) as row ${number(line, 'en')}.`,
    already_listed: () =>
      'This pharmacy (name and address) is listed already. To change the list, import it with "Replace the list".',
  },
}

export function problemMessage(code: PharmacyImportProblemCode, params: ProblemParams, locale: Locale): string {
  return texts[languageOf(locale)][code](params)
}
