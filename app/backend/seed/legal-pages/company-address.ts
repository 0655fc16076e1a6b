import type { Text5 } from '~/i18n/text5'

/** The company's address as the legal pages write it (the privacy policy's contact). */
export const companyAddressLine: Text5 = {
  'ko-KR': '주소: 경기도 성남시 분당구 판교로 289번길 20, 3동 5층 (삼평동)',
  'en-US':
    'Address: 5F, Building 3, 20 Pangyo-ro 289beon-gil, Bundang-gu, Seongnam-si, Gyeonggi-do (Sampyeong-dong), Republic of Korea',
  'zh-CN': '地址：韩国京畿道城南市盆唐区板桥路289号街20，3栋5楼（三坪洞）',
  'zh-TW': '地址：韓國京畿道城南市盆唐區板橋路289號街20，3棟5樓（三坪洞）',
  'ja-JP': '住所：韓国京畿道城南市盆唐区板橋路289番ギル20、3棟5階（三坪洞）',
}
