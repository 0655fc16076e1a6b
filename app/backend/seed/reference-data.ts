import type { SeedDocument } from './seed-types'

/** The languages the site offers (GET /setting/language), each named in itself. */
export const seedLanguages = [
  { code: 'ko-KR', name: '한국어', isDefault: true },
  { code: 'en-US', name: 'English', isDefault: false },
  { code: 'zh-CN', name: '简体中文', isDefault: false },
  { code: 'zh-TW', name: '繁體中文', isDefault: false },
  { code: 'ja-JP', name: '日本語', isDefault: false },
]

/** Countries for phone fields and addresses, the company's markets first. */
export const seedCountries = [
  {
    code: 'KR',
    dialCode: '+82',
    name: { 'ko-KR': '대한민국', 'en-US': 'Republic of Korea', 'zh-CN': '韩国', 'zh-TW': '韓國', 'ja-JP': '韓国' },
  },
  { code: 'CN', dialCode: '+86', name: { 'ko-KR': '중국', 'en-US': 'China', 'zh-CN': '中国', 'zh-TW': '中國', 'ja-JP': '中国' } },
  {
    code: 'TW',
    dialCode: '+886',
    name: { 'ko-KR': '대만', 'en-US': 'Taiwan', 'zh-CN': '台湾', 'zh-TW': '臺灣', 'ja-JP': '台湾' },
  },
  { code: 'JP', dialCode: '+81', name: { 'ko-KR': '일본', 'en-US': 'Japan', 'zh-CN': '日本', 'zh-TW': '日本', 'ja-JP': '日本' } },
  {
    code: 'US',
    dialCode: '+1',
    name: { 'ko-KR': '미국', 'en-US': 'United States', 'zh-CN': '美国', 'zh-TW': '美國', 'ja-JP': 'アメリカ合衆国' },
  },
  {
    code: 'HK',
    dialCode: '+852',
    name: { 'ko-KR': '홍콩', 'en-US': 'Hong Kong', 'zh-CN': '中国香港', 'zh-TW': '香港', 'ja-JP': '香港' },
  },
  {
    code: 'SG',
    dialCode: '+65',
    name: { 'ko-KR': '싱가포르', 'en-US': 'Singapore', 'zh-CN': '新加坡', 'zh-TW': '新加坡', 'ja-JP': 'シンガポール' },
  },
  {
    code: 'VN',
    dialCode: '+84',
    name: { 'ko-KR': '베트남', 'en-US': 'Vietnam', 'zh-CN': '越南', 'zh-TW': '越南', 'ja-JP': 'ベトナム' },
  },
  {
    code: 'TH',
    dialCode: '+66',
    name: { 'ko-KR': '태국', 'en-US': 'Thailand', 'zh-CN': '泰国', 'zh-TW': '泰國', 'ja-JP': 'タイ' },
  },
  {
    code: 'MY',
    dialCode: '+60',
    name: { 'ko-KR': '말레이시아', 'en-US': 'Malaysia', 'zh-CN': '马来西亚', 'zh-TW': '馬來西亞', 'ja-JP': 'マレーシア' },
  },
  {
    code: 'ID',
    dialCode: '+62',
    name: { 'ko-KR': '인도네시아', 'en-US': 'Indonesia', 'zh-CN': '印度尼西亚', 'zh-TW': '印尼', 'ja-JP': 'インドネシア' },
  },
  {
    code: 'PH',
    dialCode: '+63',
    name: { 'ko-KR': '필리핀', 'en-US': 'Philippines', 'zh-CN': '菲律宾', 'zh-TW': '菲律賓', 'ja-JP': 'フィリピン' },
  },
  {
    code: 'AU',
    dialCode: '+61',
    name: { 'ko-KR': '호주', 'en-US': 'Australia', 'zh-CN': '澳大利亚', 'zh-TW': '澳洲', 'ja-JP': 'オーストラリア' },
  },
  {
    code: 'CA',
    dialCode: '+1',
    name: { 'ko-KR': '캐나다', 'en-US': 'Canada', 'zh-CN': '加拿大', 'zh-TW': '加拿大', 'ja-JP': 'カナダ' },
  },
  {
    code: 'GB',
    dialCode: '+44',
    name: { 'ko-KR': '영국', 'en-US': 'United Kingdom', 'zh-CN': '英国', 'zh-TW': '英國', 'ja-JP': 'イギリス' },
  },
  {
    code: 'DE',
    dialCode: '+49',
    name: { 'ko-KR': '독일', 'en-US': 'Germany', 'zh-CN': '德国', 'zh-TW': '德國', 'ja-JP': 'ドイツ' },
  },
  {
    code: 'FR',
    dialCode: '+33',
    name: { 'ko-KR': '프랑스', 'en-US': 'France', 'zh-CN': '法国', 'zh-TW': '法國', 'ja-JP': 'フランス' },
  },
  {
    code: 'AE',
    dialCode: '+971',
    name: {
      'ko-KR': '아랍에미리트',
      'en-US': 'United Arab Emirates',
      'zh-CN': '阿联酋',
      'zh-TW': '阿聯酋',
      'ja-JP': 'アラブ首長国連邦',
    },
  },
]

/** The downloadable documents, one per type; the files themselves are written at build time (scripts/build-documents.mjs). */
export const seedDocuments: SeedDocument[] = [
  {
    type: 'COMPANY',
    fileName: 'cellactis-company-deck-ko.pdf',
    name: {
      'ko-KR': '셀락티스 회사소개서',
      'en-US': 'Cellactis company deck (Korean)',
      'zh-CN': 'Cellactis 公司介绍（韩文）',
      'zh-TW': 'Cellactis 公司簡介（韓文）',
      'ja-JP': 'セルラクティス会社案内（韓国語）',
    },
  },
  {
    type: 'COMPANY_EN',
    fileName: 'cellactis-company-deck-en.pdf',
    name: {
      'ko-KR': '셀락티스 회사소개서 (영문)',
      'en-US': 'Cellactis company deck',
      'zh-CN': 'Cellactis 公司介绍（英文）',
      'zh-TW': 'Cellactis 公司簡介（英文）',
      'ja-JP': 'セルラクティス会社案内（英語）',
    },
  },
  {
    type: 'BRAND_STRATEGY',
    fileName: 'cellactis-brand-strategy.pdf',
    name: {
      'ko-KR': '브랜드 전략 가이드',
      'en-US': 'Brand strategy guide',
      'zh-CN': '品牌战略指南',
      'zh-TW': '品牌策略指南',
      'ja-JP': 'ブランド戦略ガイド',
    },
  },
  {
    type: 'BRAND_CONTENTS',
    fileName: 'cellactis-brand-contents.pdf',
    name: {
      'ko-KR': '브랜드 콘텐츠 소개',
      'en-US': 'Brand content overview',
      'zh-CN': '品牌内容介绍',
      'zh-TW': '品牌內容介紹',
      'ja-JP': 'ブランドコンテンツ紹介',
    },
  },
  {
    type: 'BRAND_PERFORMANCE',
    fileName: 'cellactis-brand-performance.pdf',
    name: {
      'ko-KR': '브랜드 퍼포먼스 리포트',
      'en-US': 'Brand performance report',
      'zh-CN': '品牌绩效报告',
      'zh-TW': '品牌績效報告',
      'ja-JP': 'ブランドパフォーマンスレポート',
    },
  },
  {
    type: 'AD_TECH',
    fileName: 'cellactis-ad-tech.pdf',
    name: {
      'ko-KR': '애드테크 솔루션 소개',
      'en-US': 'Ad-tech solutions',
      'zh-CN': '广告技术解决方案',
      'zh-TW': '廣告科技解決方案',
      'ja-JP': 'アドテクソリューション紹介',
    },
  },
  {
    type: 'MCN',
    fileName: 'cellactis-mcn.pdf',
    name: {
      'ko-KR': 'MCN·인플루언서 협업 소개',
      'en-US': 'MCN and influencer partnerships',
      'zh-CN': 'MCN与网红合作介绍',
      'zh-TW': 'MCN與網紅合作介紹',
      'ja-JP': 'MCN・インフルエンサー協業のご案内',
    },
  },
]
