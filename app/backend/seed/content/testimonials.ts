import type { SeedTestimonial } from './types'

/** Testimonials from client brands and partners (fictional people). */
export const testimonials: SeedTestimonial[] = [
  {
    author: {
      'ko-KR': '오세린',
      'en-US': 'Oh Serin',
      'zh-CN': '吴世璘',
      'zh-TW': '吳世璘',
      'ja-JP': 'オ・セリン',
    },
    affiliation: {
      'ko-KR': '루미에르랩 R&D센터장',
      'en-US': 'Head of R&D, Lumière Lab',
      'zh-CN': '露米埃尔实验室 研发中心主任',
      'zh-TW': '露米埃爾實驗室 研發中心主任',
      'ja-JP': 'ルミエールラボ R&Dセンター長',
    },
    quote: {
      'ko-KR':
        '살아 있는 균을 화장품에 넣는 건 늘 안정성이 걱정이었는데, CLT-17 발효 용해물은 배치마다 품질이 일정해서 처방 설계가 훨씬 쉬워졌습니다. 임상 데이터까지 함께 제공해 줘 제품 소구점을 잡는 데도 큰 도움이 됐습니다.',
      'en-US':
        'Putting live bacteria into cosmetics always raised stability concerns. CLT-17 Ferment Lysate is consistent from batch to batch, which makes formulation much easier, and the clinical data that comes with it helped us define our product claims.',
      'zh-CN':
        '将活菌加入化妆品一直让人担心稳定性，而CLT-17发酵溶胞物每个批次的品质都很稳定，配方设计因此轻松许多。他们还一并提供临床数据，对我们确定产品卖点帮助很大。',
      'zh-TW':
        '把活菌加進化妝品一直讓人擔心穩定性，而CLT-17發酵溶解物每個批次的品質都很一致，配方設計因此容易許多。他們還一併提供臨床數據，對我們確立產品訴求幫助很大。',
      'ja-JP':
        '生きた菌を化粧品に配合するときは、いつも安定性が心配でした。CLT-17発酵ライセートはロットごとの品質が一定なので処方設計がずっと楽になりましたし、臨床データも一緒に提供してもらえたので、製品の訴求ポイントを決めるうえでも大いに助かりました。',
    },
  },
  {
    author: {
      'ko-KR': '배준영',
      'en-US': 'Bae Junyoung',
      'zh-CN': '裴俊英',
      'zh-TW': '裴俊英',
      'ja-JP': 'ペ・ジュニョン',
    },
    affiliation: {
      'ko-KR': '그린데이 뉴트리션 제품개발팀장',
      'en-US': 'Product Development Manager, Greenday Nutrition',
      'zh-CN': '绿日营养 产品开发组长',
      'zh-TW': '綠日營養 產品開發組長',
      'ja-JP': 'グリーンデイ・ニュートリション 製品開発チーム長',
    },
    quote: {
      'ko-KR':
        '어린이 구미는 고온에서 성형해야 해서 일반 유산균으로는 표시량을 지키기 어려웠습니다. 열처리 CLT-17은 유통기한 끝까지 균체 수가 그대로 유지돼, 부모님들께 자신 있게 권할 수 있는 제품을 만들 수 있었습니다.',
      'en-US':
        'Children’s gummies are moulded at high temperatures, so with conventional probiotics it was hard to guarantee the label claim. Heat-killed CLT-17 keeps its cell count right to the end of shelf life, which let us create a product we can confidently recommend to parents.',
      'zh-CN':
        '儿童软糖需要高温成型，使用普通乳酸菌很难保证标示含量。热灭活CLT-17直到保质期结束菌体数都保持不变，让我们做出了可以放心推荐给家长的产品。',
      'zh-TW':
        '兒童軟糖必須高溫成型，用一般乳酸菌很難確保標示含量。熱殺菌CLT-17直到保存期限結束菌體數都維持不變，讓我們做出能放心推薦給家長的產品。',
      'ja-JP':
        '子ども向けグミは高温で成形するため、一般的な乳酸菌では表示量を守るのが難しかったんです。加熱殺菌CLT-17は賞味期限の最後まで菌体数がそのまま保たれるので、保護者の方に自信を持っておすすめできる製品ができました。',
    },
  },
  {
    author: {
      'ko-KR': '윤재석',
      'en-US': 'Yoon Jaeseok',
      'zh-CN': '尹在锡',
      'zh-TW': '尹在錫',
      'ja-JP': 'ユン・ジェソク',
    },
    affiliation: {
      'ko-KR': '하나로제약 컨슈머헬스사업부 상무',
      'en-US': 'Executive Director, Consumer Health, Hanaro Pharmaceutical',
      'zh-CN': '哈纳罗制药 消费者健康事业部常务',
      'zh-TW': '哈納羅製藥 消費者健康事業部常務',
      'ja-JP': 'ハナロ製薬 コンシューマーヘルス事業部 常務',
    },
    quote: {
      'ko-KR':
        '약사님들은 근거를 먼저 묻습니다. 셀락티스는 균주 특허와 인체적용시험 논문을 모두 갖추고 있어서 약국 교육 자료를 만들기가 수월했고, 출시 첫해부터 재구매율이 기대 이상으로 나왔습니다.',
      'en-US':
        'Pharmacists always ask for the evidence first. Because Cellactis has both strain patents and published human trials, preparing training materials for pharmacies was straightforward, and repurchase rates beat our expectations from the very first year.',
      'zh-CN':
        '药师最先问的总是科学依据。Cellactis同时拥有菌株专利和人体试验论文，让我们在制作药店培训资料时得心应手，上市第一年的复购率就超出了预期。',
      'zh-TW':
        '藥師最先問的一定是科學依據。Cellactis同時擁有菌株專利與人體試驗論文，讓我們製作藥局教育資料時得心應手，上市第一年的回購率就超出預期。',
      'ja-JP':
        '薬剤師の先生方がまず尋ねるのはエビデンスです。セルラクティスは菌株特許とヒト試験の論文を両方そろえているので、薬局向けの研修資料を作りやすく、発売初年度からリピート率が期待以上でした。',
    },
  },
  {
    author: {
      'ko-KR': '사토 미와',
      'en-US': 'Miwa Sato',
      'zh-CN': '佐藤美和',
      'zh-TW': '佐藤美和',
      'ja-JP': '佐藤 美和',
    },
    affiliation: {
      'ko-KR': '미즈하(일본) 상품개발부장',
      'en-US': 'General Manager, Product Development, Mizuha (Japan)',
      'zh-CN': '水叶（日本）商品开发部部长',
      'zh-TW': '水葉（日本）商品開發部部長',
      'ja-JP': 'ミズハ 商品開発部長',
    },
    quote: {
      'ko-KR':
        '일본 시장은 원료 서류와 품질 기준이 매우 까다롭습니다. 셀락티스는 ISO 22716 인증과 일본어 기술 자료를 신속하게 준비해 주었고, 덕분에 계약부터 출시까지 6개월 만에 마칠 수 있었습니다.',
      'en-US':
        'The Japanese market is extremely demanding about ingredient documentation and quality standards. Cellactis quickly provided its ISO 22716 certification and technical documents in Japanese, so we went from contract to launch in just six months.',
      'zh-CN':
        '日本市场对原料文件和品质标准要求极为严格。Cellactis迅速提供了ISO 22716认证和日文技术资料，使我们从签约到上市仅用了6个月。',
      'zh-TW':
        '日本市場對原料文件與品質標準的要求非常嚴格。Cellactis迅速備妥ISO 22716認證與日文技術資料，讓我們從簽約到上市只花了6個月。',
      'ja-JP':
        '日本市場は原料書類や品質基準に非常に厳しいのですが、セルラクティスはISO 22716の認証書類と日本語の技術資料をすぐに用意してくれました。おかげで契約から発売までわずか6か月で進めることができました。',
    },
  },
  {
    author: {
      'ko-KR': '임하늘',
      'en-US': 'Lim Haneul',
      'zh-CN': '林夏娜',
      'zh-TW': '林夏娜',
      'ja-JP': 'イム・ハヌル',
    },
    affiliation: {
      'ko-KR': '더마루트 대표',
      'en-US': 'CEO, Dermaroot',
      'zh-CN': '德玛路特 代表',
      'zh-TW': '德瑪路特 執行長',
      'ja-JP': 'ダーマルート 代表',
    },
    quote: {
      'ko-KR':
        '원료만 받는 게 아니라 연구소와 함께 제품을 만든다는 느낌입니다. CLT-31 발효 여과물의 필라그린 데이터를 바탕으로 배리어 크림을 설계했고, 브랜드랩과 함께 진행한 론칭 캠페인까지 원스톱으로 이어졌습니다.',
      'en-US':
        'It doesn’t feel like simply buying an ingredient; it feels like building a product together with their research center. We designed our barrier cream around the filaggrin data for CLT-31 Ferment Filtrate, and the launch campaign with Brand Lab followed on seamlessly.',
      'zh-CN':
        '我们感觉不只是采购原料，而是与他们的研究中心一起打造产品。我们以CLT-31发酵滤液的丝聚蛋白数据为基础设计了屏障面霜，之后与品牌实验室合作的上市营销也一站式衔接完成。',
      'zh-TW':
        '感覺不只是採購原料，而是和他們的研究中心一起打造產品。我們以CLT-31發酵濾液的絲聚蛋白數據為基礎設計屏障乳霜，之後與品牌實驗室合作的上市行銷也一站式串連完成。',
      'ja-JP':
        '原料を仕入れるというより、研究所と一緒に製品をつくっている感覚です。CLT-31発酵ろ過液のフィラグリンのデータをもとにバリアクリームを設計し、ブランドラボと進めた発売キャンペーンまでワンストップでつながりました。',
    },
  },
  {
    author: {
      'ko-KR': '문지현',
      'en-US': 'Moon Jihyun',
      'zh-CN': '文智贤',
      'zh-TW': '文智賢',
      'ja-JP': 'ムン・ジヒョン',
    },
    affiliation: {
      'ko-KR': '셀락티스 파트너 약국 약사 (서울 강남구)',
      'en-US': 'Pharmacist, Cellactis partner pharmacy (Gangnam-gu, Seoul)',
      'zh-CN': 'Cellactis合作药店药师（首尔江南区）',
      'zh-TW': 'Cellactis合作藥局藥師（首爾江南區）',
      'ja-JP': 'セルラクティス パートナー薬局 薬剤師（ソウル江南区）',
    },
    quote: {
      'ko-KR':
        '유산균을 찾는 손님 중에는 항생제를 복용 중이거나 냉장 보관이 어려운 분이 많습니다. 열처리 유산균은 그런 분들께도 부담 없이 권할 수 있어 상담이 편하고, 데일리 스틱은 꾸준히 다시 찾는 손님이 많습니다.',
      'en-US':
        'Many customers looking for probiotics are taking antibiotics or can’t keep products refrigerated. Heat-killed bacteria are easy to recommend even to them, which makes consultations simpler, and a lot of customers keep coming back for the Daily Stick.',
      'zh-CN':
        '来店购买乳酸菌的顾客中，有不少人正在服用抗生素或不方便冷藏保存。热灭活乳酸菌也能放心推荐给他们，咨询起来很方便，每日后生元条的回头客也特别多。',
      'zh-TW':
        '來找乳酸菌的客人中，很多人正在服用抗生素或不方便冷藏保存。熱殺菌乳酸菌也能放心推薦給他們，諮詢起來很輕鬆，每日後生元條的回購客人也特別多。',
      'ja-JP':
        '乳酸菌を求めるお客さまには、抗生物質を服用中の方や冷蔵保存が難しい方も多くいらっしゃいます。加熱殺菌乳酸菌ならそうした方にも気軽におすすめできるので相談がしやすく、デイリースティックはリピートされる方がとても多いです。',
    },
  },
]
