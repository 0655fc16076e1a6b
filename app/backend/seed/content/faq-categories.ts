import type { FaqCategory } from '~/api/contract/faq-categories'
import type { Text5 } from '~/i18n/text5'

/** The FAQ's shipped categories, in display order, with their names (editable in the console since issue 24). */
export const faqCategoryNames: Array<{ key: FaqCategory; name: Text5 }> = [
  {
    key: 'inquiry',
    name: {
      'ko-KR': '문의·OEM/ODM',
      'en-US': 'Inquiries and OEM/ODM',
      'zh-CN': '咨询与 OEM/ODM',
      'zh-TW': '諮詢與 OEM/ODM',
      'ja-JP': 'お問い合わせ・OEM/ODM',
    },
  },
  {
    key: 'products',
    name: { 'ko-KR': '제품', 'en-US': 'Products', 'zh-CN': '产品', 'zh-TW': '產品', 'ja-JP': '製品' },
  },
  {
    key: 'membership',
    name: {
      'ko-KR': '회원·계정',
      'en-US': 'Membership and account',
      'zh-CN': '会员与账户',
      'zh-TW': '會員與帳戶',
      'ja-JP': '会員・アカウント',
    },
  },
  {
    key: 'samples',
    name: { 'ko-KR': '샘플', 'en-US': 'Samples', 'zh-CN': '样品', 'zh-TW': '樣品', 'ja-JP': 'サンプル' },
  },
  {
    key: 'pharmacy',
    name: { 'ko-KR': '약국', 'en-US': 'Pharmacies', 'zh-CN': '药店', 'zh-TW': '藥局', 'ja-JP': '薬局' },
  },
]
