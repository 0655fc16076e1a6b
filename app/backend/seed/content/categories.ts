import type { SeedCategory } from './types'

export const categories: SeedCategory[] = [
  {
    key: 'news-company',
    postType: 'news',
    name: {
      'ko-KR': '회사 소식',
      'en-US': 'Company News',
      'zh-CN': '公司新闻',
      'zh-TW': '公司新聞',
      'ja-JP': '企業ニュース',
    },
  },
  {
    key: 'news-research',
    postType: 'news',
    name: {
      'ko-KR': '연구·개발',
      'en-US': 'Research & Development',
      'zh-CN': '研发动态',
      'zh-TW': '研發動態',
      'ja-JP': '研究開発',
    },
  },
  {
    key: 'news-events',
    postType: 'news',
    name: {
      'ko-KR': '행사·수상',
      'en-US': 'Events & Awards',
      'zh-CN': '活动与获奖',
      'zh-TW': '活動與獲獎',
      'ja-JP': 'イベント・受賞',
    },
  },
  {
    key: 'patent-strain',
    postType: 'patent',
    name: {
      'ko-KR': '균주',
      'en-US': 'Strains',
      'zh-CN': '菌株',
      'zh-TW': '菌株',
      'ja-JP': '菌株',
    },
  },
  {
    key: 'patent-process',
    postType: 'patent',
    name: {
      'ko-KR': '제조 공정',
      'en-US': 'Manufacturing Process',
      'zh-CN': '生产工艺',
      'zh-TW': '製程技術',
      'ja-JP': '製造プロセス',
    },
  },
  {
    key: 'patent-application',
    postType: 'patent',
    name: {
      'ko-KR': '용도·응용',
      'en-US': 'Applications',
      'zh-CN': '用途与应用',
      'zh-TW': '用途與應用',
      'ja-JP': '用途・応用',
    },
  },
  {
    key: 'thesis-skin',
    postType: 'thesis',
    name: {
      'ko-KR': '피부 마이크로바이옴',
      'en-US': 'Skin Microbiome',
      'zh-CN': '皮肤微生物组',
      'zh-TW': '皮膚微生物相',
      'ja-JP': '皮膚マイクロバイオーム',
    },
  },
  {
    key: 'thesis-gut',
    postType: 'thesis',
    name: {
      'ko-KR': '장 건강',
      'en-US': 'Gut Health',
      'zh-CN': '肠道健康',
      'zh-TW': '腸道健康',
      'ja-JP': '腸の健康',
    },
  },
  {
    key: 'thesis-immunity',
    postType: 'thesis',
    name: {
      'ko-KR': '면역',
      'en-US': 'Immunity',
      'zh-CN': '免疫健康',
      'zh-TW': '免疫健康',
      'ja-JP': '免疫',
    },
  },
]
