import type { Text5 } from '~/i18n/text5'

/** The company as it is presented on the site, before .env overrides. */
export const siteDefaults = {
  brandName: 'Cellactis',
  company: {
    name: {
      'ko-KR': '주식회사 셀락티스',
      'en-US': 'Cellactis Co., Ltd.',
      'zh-CN': 'Cellactis 株式会社',
      'zh-TW': 'Cellactis 股份有限公司',
      'ja-JP': '株式会社セルラクティス',
    } satisfies Text5,
    ceo: {
      'ko-KR': '김도윤',
      'en-US': 'Doyun Kim',
      'zh-CN': '金度允',
      'zh-TW': '金度允',
      'ja-JP': 'キム・ドユン',
    } satisfies Text5,
    address: {
      'ko-KR': '경기도 성남시 분당구 판교로 289번길 20, 3동 5층 (삼평동)',
      'en-US': '5F, Bldg. 3, 20 Pangyo-ro 289beon-gil, Bundang-gu, Seongnam-si, Gyeonggi-do, Republic of Korea',
      'zh-CN': '韩国京畿道城南市盆唐区板桥路289号街20，3栋5层',
      'zh-TW': '韓國京畿道城南市盆唐區板橋路289號街20，3棟5樓',
      'ja-JP': '韓国京畿道城南市盆唐区板橋路289番ギル20、3棟5階',
    } satisfies Text5,
    businessRegNo: '214-88-51732',
    mailOrderRegNo: {
      'ko-KR': '제2024-성남분당A-0417호',
      'en-US': 'No. 2024-Seongnam Bundang A-0417',
      'zh-CN': '第2024-城南盆唐A-0417号',
      'zh-TW': '第2024-城南盆唐A-0417號',
      'ja-JP': '第2024-城南盆唐A-0417号',
    } satisfies Text5,
    phone: '031-8017-4250',
    email: 'contact@cellactis.co.kr',
    /** The default address's position (WGS84), for the directions map. */
    location: { lat: 37.40218, lng: 127.10871 },
  },
  links: {
    onlineShop: undefined as string | undefined,
    dashboardLogin: undefined as string | undefined,
  },
}
