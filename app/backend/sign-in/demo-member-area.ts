import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { memberQuestions, pointEntries, sampleRequestMaterials, sampleRequests } from '../db/member-area-schema'
import { type LocalizedText, products } from '../db/schema'

const DAY_MS = 86_400_000
/** Its own advisory lock: one process adds the demo data, the others then find it there. */
const DEMO_LOCK_ID = 73_290_117

const text = (ko: string, en: string, zhCN: string, zhTW: string, ja: string): LocalizedText => ({
  'ko-KR': ko,
  'en-US': en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'ja-JP': ja,
})

const reasons = {
  welcome: text(
    '회원가입 축하 적립',
    'Welcome points for signing up',
    '注册会员奖励积分',
    '註冊會員獎勵點數',
    '会員登録特典ポイント',
  ),
  purchase: text('원료 구매 적립', 'Points for a raw material purchase', '原料购买积分', '原料購買點數', '原料購入ポイント'),
  review: text('샘플 후기 작성 적립', 'Points for a sample review', '样品评价积分', '樣品評價點數', 'サンプルレビューポイント'),
  event: text('이벤트 참여 적립', 'Points for joining an event', '参与活动积分', '參與活動點數', 'イベント参加ポイント'),
  used: text('주문 시 포인트 사용', 'Points used on an order', '订单使用积分', '訂單使用點數', 'ご注文時のポイント利用'),
}

/** Six months of points, saved and used; the balance ends at 6,700. */
const points: Array<{ daysAgo: number; description: LocalizedText; saved?: number; used?: number }> = [
  { daysAgo: 175, description: reasons.welcome, saved: 3000 },
  { daysAgo: 160, description: reasons.purchase, saved: 1200 },
  { daysAgo: 140, description: reasons.used, used: 2000 },
  { daysAgo: 120, description: reasons.review, saved: 500 },
  { daysAgo: 100, description: reasons.purchase, saved: 1500 },
  { daysAgo: 85, description: reasons.event, saved: 1000 },
  { daysAgo: 70, description: reasons.used, used: 1500 },
  { daysAgo: 50, description: reasons.purchase, saved: 2000 },
  { daysAgo: 35, description: reasons.review, saved: 500 },
  { daysAgo: 20, description: reasons.used, used: 1000 },
  { daysAgo: 8, description: reasons.event, saved: 700 },
  { daysAgo: 0, description: reasons.purchase, saved: 800 },
]

const questions: Array<{ daysAgo: number; title: string; content: string; answer?: { daysAgo: number; content: string } }> = [
  {
    daysAgo: 40,
    title: '원료 샘플 배송 기간 문의',
    content: '샘플을 신청하면 보통 며칠 안에 받아볼 수 있나요? 다음 달 초에 제형 테스트를 시작하려고 합니다.',
    answer: {
      daysAgo: 39,
      content:
        '안녕하세요. 샘플 신청은 영업일 기준 1~2일 안에 검토하며, 승인 후 2~3일 안에 택배로 발송해 드립니다. 일정이 급하시면 신청서의 사용 목적에 희망 일자를 함께 적어 주세요.',
    },
  },
  {
    daysAgo: 20,
    title: '열처리 유산균 원료의 권장 배합량',
    content: '음료 제품에 열처리 유산균 분말을 넣으려고 합니다. 100 mL 한 병 기준으로 권장 배합량이 어느 정도인지 궁금합니다.',
    answer: {
      daysAgo: 18,
      content:
        '문의 감사합니다. 음료에는 1회 섭취량당 균체 수 1조 셀 이상을 권장하며, 100 mL 제품에는 보통 0.1~0.2 g을 배합합니다. 제형에 따라 달라질 수 있어 상세 처방은 담당 연구원이 따로 연락드려 안내해 드리겠습니다.',
    },
  },
  {
    daysAgo: 3,
    title: '영문 시험성적서 발급 요청',
    content: '수입 통관 서류로 제출할 영문 시험성적서(COA)를 받을 수 있을까요? 원료 로트 번호는 샘플과 같은 것으로 부탁드립니다.',
  },
  { daysAgo: 1, title: '포인트 사용 방법', content: '적립된 포인트는 원료를 주문할 때 어떻게 사용할 수 있나요?' },
]

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

async function addSampleRequest(tx: Tx, memberId: string, createdAt: Date): Promise<void> {
  const materials = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.productType, 'material'), eq(products.active, true)))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(2)
  if (!materials.length) return
  const [request] = await tx
    .insert(sampleRequests)
    .values({
      memberId,
      createdAt,
      status: 'reviewing',
      statusChangedAt: new Date(createdAt.getTime() + DAY_MS),
      quantity: '각 100 g',
      purpose: '음료 신제품 제형 테스트',
      recipient: '데모 회원',
      mobile: '01012345678',
      zipcode: '13487',
      address1: '경기도 성남시 분당구 판교로289번길 20',
      address2: '3동 5층',
    })
    .returning({ id: sampleRequests.id })
  if (request)
    await tx
      .insert(sampleRequestMaterials)
      .values(materials.map((material) => ({ requestId: request.id, productId: material.id })))
}

/**
 * Gives the demo member a point history, questions (two answered, two waiting) and a sample request, once: a member
 * with any point entry already has them (members cannot add points themselves).
 */
export async function seedDemoMemberArea(db: Database, memberId: string, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS - 60_000)
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_ID})`)
    const [existing] = await tx.select({ n: count() }).from(pointEntries).where(eq(pointEntries.memberId, memberId))
    if (existing && existing.n > 0) return
    await tx.insert(pointEntries).values(
      points.map((entry) => ({
        memberId,
        occurredAt: ago(entry.daysAgo),
        description: entry.description,
        saved: entry.saved ?? 0,
        used: entry.used ?? 0,
      })),
    )
    await tx.insert(memberQuestions).values(
      questions.map((question) => ({
        memberId,
        title: question.title,
        content: question.content,
        createdAt: ago(question.daysAgo),
        answer: question.answer?.content ?? null,
        answeredAt: question.answer ? ago(question.answer.daysAgo) : null,
        answeredBy: question.answer ? '고객지원팀' : null,
      })),
    )
    await addSampleRequest(tx, memberId, ago(5))
  })
}
