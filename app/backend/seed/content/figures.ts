import type { SeedFigure } from './types'

/** The nine headline figures, in display order. The last five come from Cellactis Brand Lab, the brand-marketing arm. */
export const figures: SeedFigure[] = [
  {
    key: 'cells-per-gram',
    value: '7.5',
    unit: {
      'ko-KR': '조 셀/g',
      'en-US': 'trillion cells/g',
      'zh-CN': '万亿个/克',
      'zh-TW': '兆個/克',
      'ja-JP': '兆個/g',
    },
    label: {
      'ko-KR': '열처리 유산균 CLT-17 분말 1그램당 균체 수',
      'en-US': 'Heat-killed CLT-17 cells in every gram of powder',
      'zh-CN': '每克热灭活CLT-17粉末所含菌体数',
      'zh-TW': '每公克熱殺菌CLT-17粉末所含菌體數',
      'ja-JP': '加熱殺菌CLT-17パウダー1gあたりの菌体数',
    },
  },
  {
    key: 'brands',
    value: '250',
    unit: { 'ko-KR': '+', 'en-US': '+', 'zh-CN': '+', 'zh-TW': '+', 'ja-JP': '+' },
    label: {
      'ko-KR': '원료를 공급받는 화장품·건강식품 브랜드',
      'en-US': 'Cosmetics and health-food brands using our ingredients',
      'zh-CN': '采用我们原料的化妆品及健康食品品牌',
      'zh-TW': '採用我們原料的化妝品與保健食品品牌',
      'ja-JP': '当社原料を採用する化粧品・健康食品ブランド',
    },
  },
  {
    key: 'platforms',
    value: '18',
    unit: { 'ko-KR': '+', 'en-US': '+', 'zh-CN': '+', 'zh-TW': '+', 'ja-JP': '+' },
    label: {
      'ko-KR': '자사 제품이 입점한 온라인 판매 플랫폼',
      'en-US': 'Online retail platforms carrying our products',
      'zh-CN': '自有产品入驻的线上销售平台',
      'zh-TW': '自有產品上架的線上通路平台',
      'ja-JP': '自社製品を取り扱うオンライン販売プラットフォーム',
    },
  },
  {
    key: 'patents',
    value: '3',
    unit: {
      'ko-KR': '건',
      'en-US': 'patents',
      'zh-CN': '项',
      'zh-TW': '項',
      'ja-JP': '件',
    },
    label: {
      'ko-KR': '등록된 핵심 균주 특허 (CLT-17·CLT-08·CLT-23)',
      'en-US': 'Registered on our core strains (CLT-17, CLT-08, CLT-23)',
      'zh-CN': '已授权的核心菌株专利（CLT-17、CLT-08、CLT-23）',
      'zh-TW': '已獲證的核心菌株專利（CLT-17、CLT-08、CLT-23）',
      'ja-JP': '登録済みのコア菌株特許（CLT-17・CLT-08・CLT-23）',
    },
  },
  {
    key: 'brand-campaigns',
    value: '1,500',
    unit: { 'ko-KR': '+', 'en-US': '+', 'zh-CN': '+', 'zh-TW': '+', 'ja-JP': '+' },
    label: {
      'ko-KR': '브랜드랩이 기획·운영한 고객사 브랜드 캠페인',
      'en-US': 'Client brand campaigns planned and run by our Brand Lab',
      'zh-CN': '品牌实验室策划并执行的客户品牌营销活动',
      'zh-TW': '品牌實驗室企劃並執行的客戶品牌行銷活動',
      'ja-JP': 'ブランドラボが企画・運営した顧客ブランドのキャンペーン',
    },
  },
  {
    key: 'total-campaigns',
    value: '5,000',
    unit: { 'ko-KR': '+', 'en-US': '+', 'zh-CN': '+', 'zh-TW': '+', 'ja-JP': '+' },
    label: {
      'ko-KR': '파트너 네트워크를 포함한 전체 마케팅 캠페인',
      'en-US': 'Marketing campaigns overall, including our partner network',
      'zh-CN': '含合作伙伴网络在内的营销活动总数',
      'zh-TW': '含合作夥伴網絡在內的行銷活動總數',
      'ja-JP': 'パートナーネットワークを含むマーケティングキャンペーン総数',
    },
  },
  {
    key: 'celebrities',
    value: '14',
    unit: {
      'ko-KR': '명',
      'en-US': 'celebrities',
      'zh-CN': '位',
      'zh-TW': '位',
      'ja-JP': '名',
    },
    label: {
      'ko-KR': '브랜드 캠페인에 함께한 셀러브리티',
      'en-US': 'Featured in the brand campaigns we run',
      'zh-CN': '参与品牌营销活动的明星',
      'zh-TW': '參與品牌行銷活動的名人',
      'ja-JP': 'ブランドキャンペーンに起用した著名人',
    },
  },
  {
    key: 'influencers',
    value: '38',
    unit: {
      'ko-KR': '명',
      'en-US': 'influencers',
      'zh-CN': '位',
      'zh-TW': '位',
      'ja-JP': '名',
    },
    label: {
      'ko-KR': '장기 협업 중인 전속 인플루언서',
      'en-US': 'In long-term partnerships with our Brand Lab',
      'zh-CN': '长期合作的签约达人',
      'zh-TW': '長期合作的簽約網紅',
      'ja-JP': '長期契約で協業しているインフルエンサー',
    },
  },
  {
    key: 'media-channels',
    value: '40',
    unit: { 'ko-KR': '%', 'en-US': '%', 'zh-CN': '%', 'zh-TW': '%', 'ja-JP': '%' },
    label: {
      'ko-KR': '6만 개 미디어 채널 중 협업 네트워크 비율',
      'en-US': 'of 60,000 media channels in our partner network',
      'zh-CN': '6万个媒体渠道中已纳入合作网络的比例',
      'zh-TW': '6萬個媒體頻道中已納入合作網絡的比例',
      'ja-JP': '6万のメディアチャネルのうち協業ネットワークに参加する割合',
    },
  },
]
