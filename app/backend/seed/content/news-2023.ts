import type { SeedNews } from './types'

export const news2023: SeedNews[] = [
  {
    categoryKey: 'news-company',
    publishedAt: '2023-01-16',
    title: {
      'ko-KR': '셀락티스, 화장품 원료 라인 ISO 22716 인증 획득',
      'en-US': 'Cellactis earns ISO 22716 certification for its cosmetic ingredient line',
      'zh-CN': 'Cellactis化妆品原料生产线获得ISO 22716认证',
      'zh-TW': 'Cellactis化妝品原料產線取得ISO 22716認證',
      'ja-JP': 'セルラクティス、化粧品原料ラインでISO 22716認証を取得',
    },
    summary: {
      'ko-KR': '음성 공장의 화장품 원료 생산 라인이 화장품 GMP 국제 표준인 ISO 22716 인증을 받았습니다.',
      'en-US':
        'The cosmetic ingredient line at our Eumseong plant has been certified to ISO 22716, the international GMP standard for cosmetics.',
      'zh-CN': '阴城工厂的化妆品原料生产线获得化妆品GMP国际标准ISO 22716认证。',
      'zh-TW': '陰城工廠的化妝品原料產線取得化妝品GMP國際標準ISO 22716認證。',
      'ja-JP': '陰城工場の化粧品原料生産ラインが、化粧品GMPの国際規格ISO 22716の認証を取得しました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 충청북도 음성 공장의 화장품 원료 전용 라인이 국제 인증기관의 심사를 거쳐 ISO 22716 인증을 받았다고 밝혔습니다. 이번 인증 범위에는 CLT-17 발효 용해물, CLT-31 발효 여과물, CLT-S2 엑소폴리사카라이드 등 화장품 원료 3종의 생산과 품질관리가 포함됩니다.\n\n그동안 식품 원료 중심으로 갖춰 온 HACCP과 건강기능식품 GMP에 더해 화장품 GMP까지 확보하면서, 해외 화장품 고객사가 요구하는 품질 서류를 한 번에 제공할 수 있게 되었습니다. 최유나 품질경영·인허가 본부장은 “일본과 유럽 고객사와의 원료 공급 논의에 속도가 붙을 것”이라고 말했습니다.',
      'en-US':
        'Cellactis announced that the dedicated cosmetic ingredient line at its plant in Eumseong, Chungcheongbuk-do, has been certified to ISO 22716 following an audit by an international certification body. The certification covers the production and quality control of three cosmetic ingredients: CLT-17 Ferment Lysate, CLT-31 Ferment Filtrate and CLT-S2 Exopolysaccharide.\n\nWith cosmetics GMP now added to the HACCP and health functional food GMP certifications already held for its food ingredients, the company can provide overseas cosmetics clients with all the quality documentation they require in one package. “This will speed up our supply discussions with clients in Japan and Europe,” said Choi Yuna, Head of Quality Assurance & Regulatory Affairs.',
      'zh-CN':
        'Cellactis宣布，其位于忠清北道阴城工厂的化妆品原料专用生产线经国际认证机构审核，获得ISO 22716认证。认证范围涵盖CLT-17发酵溶胞物、CLT-31发酵滤液和CLT-S2胞外多糖三种化妆品原料的生产与质量管理。\n\n在食品原料已具备的HACCP和健康功能食品GMP认证基础上，公司又取得化妆品GMP认证，可一次性向海外化妆品客户提供所需的全部质量文件。质量管理与法规事务本部长崔有娜表示：“这将加快我们与日本和欧洲客户的原料供应洽谈。”',
      'zh-TW':
        'Cellactis宣布，位於忠清北道陰城工廠的化妝品原料專用產線經國際認證機構稽核，取得ISO 22716認證。認證範圍涵蓋CLT-17發酵溶解物、CLT-31發酵濾液與CLT-S2胞外多醣三項化妝品原料的生產與品質管理。\n\n在食品原料既有的HACCP與健康機能食品GMP之外再取得化妝品GMP，公司得以一次提供海外化妝品客戶所需的完整品質文件。品質管理暨法規事務本部長崔有娜表示：「這將加快我們與日本及歐洲客戶的原料供應洽談。」',
      'ja-JP':
        'セルラクティスは、忠清北道陰城工場の化粧品原料専用ラインが国際認証機関の審査を経てISO 22716認証を取得したと発表しました。認証範囲には、CLT-17発酵ライセート、CLT-31発酵ろ過液、CLT-S2菌体外多糖の化粧品原料3種の生産と品質管理が含まれます。\n\nこれまで食品原料で取得してきたHACCPと健康機能食品GMPに化粧品GMPが加わったことで、海外の化粧品メーカーが求める品質書類を一括で提供できるようになりました。チェ・ユナ品質保証・薬事本部長は「日本や欧州の顧客との原料供給の協議が加速するでしょう」と述べました。',
    },
  },
  {
    categoryKey: 'news-research',
    publishedAt: '2023-03-13',
    title: {
      'ko-KR': '한국 발효식품 유래 유산균 3,200주 ‘셀락티스 스트레인 뱅크’ 구축',
      'en-US': 'Cellactis completes a strain bank of 3,200 lactic acid bacteria from Korean fermented foods',
      'zh-CN': 'Cellactis建成收录3,200株韩国发酵食品来源乳酸菌的“菌种库”',
      'zh-TW': 'Cellactis建置收錄3,200株韓國發酵食品來源乳酸菌的「菌種庫」',
      'ja-JP': '韓国の発酵食品由来の乳酸菌3,200株を収めた「セルラクティス・ストレインバンク」を構築',
    },
    summary: {
      'ko-KR': '김치, 장류, 누룩, 젓갈 등에서 9년간 모은 유산균을 유전체 정보와 함께 데이터베이스로 정리했습니다.',
      'en-US':
        'Bacteria collected over nine years from kimchi, fermented soybean pastes, nuruk and jeotgal are now catalogued with their genome data.',
      'zh-CN': '将9年来从泡菜、酱类、酒曲、咸鱼酱等中收集的乳酸菌连同基因组信息整理成数据库。',
      'zh-TW': '將9年來從泡菜、醬類、酒麴、鹹魚醬等收集的乳酸菌連同基因體資訊整理成資料庫。',
      'ja-JP': 'キムチ、味噌・醤油類、ヌルク、塩辛などから9年かけて集めた乳酸菌を、ゲノム情報とともにデータベース化しました。',
    },
    body: {
      'ko-KR':
        '셀락티스 마이크로바이옴 연구소는 창업 이후 전국 각지의 전통 발효식품에서 분리해 온 유산균 3,200주를 전장 유전체 정보, 안전성 시험 결과와 함께 관리하는 스트레인 뱅크를 구축했습니다. 대표 균주 CLT-17 역시 2014년 전라남도의 한 종가에서 담근 묵은지에서 분리한 균주입니다.\n\n연구소는 스트레인 뱅크를 바탕으로 피부, 체지방, 여성 건강 등 새로운 기능성 후보 균주를 빠르게 선별할 계획입니다. 이지훈 연구소장은 “균주의 출처와 유전체가 투명하게 관리되어야 고객사가 안심하고 원료를 쓸 수 있다”고 강조했습니다.',
      'en-US':
        'The Cellactis Microbiome Research Center has built a strain bank holding 3,200 lactic acid bacteria isolated from traditional fermented foods across Korea since the company was founded, each stored with whole-genome data and safety test results. Our flagship strain CLT-17 itself was isolated in 2014 from aged kimchi made by a traditional family household in Jeollanam-do.\n\nThe center will use the strain bank to screen new candidate strains for skin health, body-fat management and women’s health more quickly. “Clients can use our ingredients with confidence only if the origin and genome of every strain are managed transparently,” said Lee Jihoon, head of the research center.',
      'zh-CN':
        'Cellactis微生物组研究中心建成菌种库，对公司成立以来从韩国各地传统发酵食品中分离的3,200株乳酸菌，连同全基因组信息和安全性试验结果进行统一管理。代表性菌株CLT-17正是2014年从全罗南道一户传统世家腌制的陈年泡菜中分离获得。\n\n研究中心计划依托菌种库，快速筛选皮肤、体脂管理、女性健康等新功能候选菌株。研究中心主任李智勋强调：“只有透明地管理菌株的来源和基因组，客户才能放心使用原料。”',
      'zh-TW':
        'Cellactis微生物相研究中心建置菌種庫，將公司創立以來自韓國各地傳統發酵食品分離的3,200株乳酸菌，連同全基因體資訊與安全性試驗結果統一管理。代表性菌株CLT-17即是2014年自全羅南道一戶傳統世家醃製的陳年泡菜中分離而得。\n\n研究中心計畫以菌種庫為基礎，加速篩選肌膚、體脂管理、女性保健等新機能候選菌株。研究中心主任李智勳強調：「菌株的來源與基因體必須透明管理，客戶才能安心使用原料。」',
      'ja-JP':
        'セルラクティス・マイクロバイオーム研究所は、創業以来韓国各地の伝統発酵食品から分離してきた乳酸菌3,200株を、全ゲノム情報や安全性試験の結果とともに管理するストレインバンクを構築しました。代表菌株のCLT-17も、2014年に全羅南道の旧家で漬けられた熟成キムチから分離したものです。\n\n研究所はストレインバンクをもとに、肌、体脂肪、女性の健康など新たな機能性候補菌株を迅速に選抜していく計画です。イ・ジフン所長は「菌株の由来とゲノムが透明に管理されていてこそ、お客さまは安心して原料を使える」と強調しました。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2023-03-27',
    title: {
      'ko-KR': '셀락티스, 바르셀로나 ‘in-cosmetics Global 2023’ 참가',
      'en-US': 'Cellactis exhibits at in-cosmetics Global 2023 in Barcelona',
      'zh-CN': 'Cellactis亮相巴塞罗那in-cosmetics Global 2023展会',
      'zh-TW': 'Cellactis參加巴塞隆納in-cosmetics Global 2023展會',
      'ja-JP': 'セルラクティス、バルセロナの「in-cosmetics Global 2023」に出展',
    },
    summary: {
      'ko-KR': '세계 최대 화장품 원료 전시회에서 포스트바이오틱 화장품 원료 3종을 유럽 시장에 처음 소개합니다.',
      'en-US':
        'At the world’s largest cosmetic ingredients show, we are introducing three postbiotic cosmetic ingredients to the European market for the first time.',
      'zh-CN': '在全球最大的化妆品原料展上，首次向欧洲市场推介三款后生元化妆品原料。',
      'zh-TW': '在全球最大的化妝品原料展上，首度向歐洲市場介紹三款後生元化妝品原料。',
      'ja-JP': '世界最大の化粧品原料展示会で、ポストバイオティクス化粧品原料3種を欧州市場に初めて紹介します。',
    },
    body: {
      'ko-KR':
        '셀락티스는 3월 28일부터 30일까지 스페인 바르셀로나에서 열리는 in-cosmetics Global 2023에 단독 부스를 마련합니다. ISO 22716 인증을 받은 CLT-17 발효 용해물, CLT-31 발효 여과물, CLT-S2 엑소폴리사카라이드를 전시하고, 피부 장벽 인체적용시험 데이터를 함께 공개합니다.\n\n부스에서는 현미경으로 열처리 유산균을 직접 관찰하고 원료를 배합한 시제품을 체험할 수 있는 공간도 운영합니다. 회사는 이번 전시를 계기로 유럽 화장품 브랜드와의 공동 개발 협력을 넓힐 계획입니다.',
      'en-US':
        'Cellactis will have its own booth at in-cosmetics Global 2023, held in Barcelona, Spain, from 28 to 30 March. We will showcase our ISO 22716-certified CLT-17 Ferment Lysate, CLT-31 Ferment Filtrate and CLT-S2 Exopolysaccharide, together with human trial data on skin barrier function.\n\nVisitors can look at heat-killed bacteria under a microscope and try prototype formulations containing our ingredients. The company plans to use the show to expand joint development partnerships with European cosmetics brands.',
      'zh-CN':
        'Cellactis将在3月28日至30日于西班牙巴塞罗那举行的in-cosmetics Global 2023上设立独立展位，展出获得ISO 22716认证的CLT-17发酵溶胞物、CLT-31发酵滤液和CLT-S2胞外多糖，并同步公开皮肤屏障人体试验数据。\n\n展位还设有体验区，观众可通过显微镜直接观察热灭活乳酸菌，并试用添加了原料的样品。公司计划以此次展会为契机，扩大与欧洲化妆品品牌的联合开发合作。',
      'zh-TW':
        'Cellactis將於3月28日至30日在西班牙巴塞隆納舉行的in-cosmetics Global 2023設立獨立攤位，展出取得ISO 22716認證的CLT-17發酵溶解物、CLT-31發酵濾液與CLT-S2胞外多醣，並同步公開肌膚屏障人體試驗數據。\n\n攤位亦設有體驗區，參觀者可透過顯微鏡直接觀察熱殺菌乳酸菌，並試用添加原料的試作品。公司計畫以此次展會為契機，擴大與歐洲化妝品牌的共同開發合作。',
      'ja-JP':
        'セルラクティスは、3月28日から30日までスペイン・バルセロナで開催されるin-cosmetics Global 2023に単独ブースを出展します。ISO 22716認証を取得したCLT-17発酵ライセート、CLT-31発酵ろ過液、CLT-S2菌体外多糖を展示し、肌のバリア機能に関するヒト試験データもあわせて公開します。\n\nブースでは、加熱殺菌乳酸菌を顕微鏡で観察したり、原料を配合した試作品を試したりできるコーナーも設けます。同社はこの展示会を機に、欧州の化粧品ブランドとの共同開発を広げていく計画です。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2023-04-10',
    title: {
      'ko-KR': '첫 스킨케어 제품 ‘셀락티스 바이옴 배리어 앰플’ 출시',
      'en-US': 'Cellactis launches its first skincare product, the Biome Barrier Ampoule',
      'zh-CN': 'Cellactis推出首款护肤产品“微生态屏障安瓶精华”',
      'zh-TW': 'Cellactis推出首款保養品「微生態屏障安瓶精華」',
      'ja-JP': '初のスキンケア製品「セルラクティス バイオーム バリア アンプル」を発売',
    },
    summary: {
      'ko-KR': '자체 포스트바이오틱 원료 3종을 고농도로 담은 앰플을 공식 온라인몰과 파트너 약국에서 선보입니다.',
      'en-US':
        'The ampoule, packed with three of our own postbiotic ingredients, is now available in our online store and at partner pharmacies.',
      'zh-CN': '高浓度添加三种自有后生元原料的安瓶精华，于官方网店及合作药店同步上市。',
      'zh-TW': '高濃度添加三種自有後生元原料的安瓶精華，於官方網路商店及合作藥局同步上市。',
      'ja-JP':
        '自社のポストバイオティクス原料3種を高濃度で配合したアンプルを、公式オンラインストアとパートナー薬局で発売します。',
    },
    body: {
      'ko-KR':
        '셀락티스가 원료 기업으로 쌓아 온 피부 연구 성과를 담은 첫 스킨케어 제품 ‘바이옴 배리어 앰플’을 출시했습니다. CLT-17 발효 용해물 5%에 CLT-31 발효 여과물과 CLT-S2 엑소폴리사카라이드를 더해, 민감해진 피부의 장벽과 보습을 동시에 관리하도록 설계했습니다.\n\n제품은 향료와 에탄올을 넣지 않았고, 민감 피부 대상 자극 시험을 마쳤습니다. 공식 온라인몰과 주요 이커머스 플랫폼, 그리고 셀락티스 파트너 약국에서 구입할 수 있습니다.',
      'en-US':
        'Cellactis has launched the Biome Barrier Ampoule, its first skincare product, drawing on the skin research it has built up as an ingredient company. It combines 5% CLT-17 Ferment Lysate with CLT-31 Ferment Filtrate and CLT-S2 Exopolysaccharide to care for both the barrier and the hydration of stressed skin.\n\nThe ampoule is free of fragrance and ethanol and has passed irritation testing on sensitive skin. It is available from our online store, major e-commerce platforms and Cellactis partner pharmacies.',
      'zh-CN':
        'Cellactis推出首款护肤产品“微生态屏障安瓶精华”，凝聚了公司作为原料企业积累的皮肤研究成果。产品以5% CLT-17发酵溶胞物为基础，添加CLT-31发酵滤液和CLT-S2胞外多糖，可同时呵护敏感肌肤的屏障与保湿。\n\n产品不含香精和乙醇，并已完成敏感肌刺激性测试。消费者可通过官方网店、主要电商平台及Cellactis合作药店购买。',
      'zh-TW':
        'Cellactis推出首款保養品「微生態屏障安瓶精華」，集結公司身為原料企業所累積的肌膚研究成果。產品以5% CLT-17發酵溶解物為基底，添加CLT-31發酵濾液與CLT-S2胞外多醣，可同時照顧敏弱肌膚的屏障與保濕。\n\n產品不含香料與乙醇，並已完成敏感肌刺激性測試。可於官方網路商店、主要電商平台及Cellactis合作藥局購買。',
      'ja-JP':
        'セルラクティスは、原料メーカーとして積み重ねてきた肌研究の成果を生かした初のスキンケア製品「バイオーム バリア アンプル」を発売しました。CLT-17発酵ライセート5%にCLT-31発酵ろ過液とCLT-S2菌体外多糖を加え、ゆらいだ肌のバリアと保湿を同時にケアできるよう設計しています。\n\n香料・エタノールは不使用で、敏感肌を対象とした刺激性試験も完了しています。公式オンラインストア、主要ECプラットフォーム、セルラクティスのパートナー薬局でお求めいただけます。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2023-05-08',
    title: {
      'ko-KR': '셀락티스, ‘바이오코리아 2023’에서 포스트바이오틱스 세션 발표',
      'en-US': 'Cellactis to present at the postbiotics session of BIO KOREA 2023',
      'zh-CN': 'Cellactis将在BIO KOREA 2023后生元专场发表演讲',
      'zh-TW': 'Cellactis將於BIO KOREA 2023後生元場次發表演講',
      'ja-JP': 'セルラクティス、「BIO KOREA 2023」のポストバイオティクスセッションで発表',
    },
    summary: {
      'ko-KR':
        '코엑스에서 열리는 바이오코리아 2023에 부스를 열고, 이지훈 연구소장이 열처리 유산균의 품질 기준을 주제로 발표합니다.',
      'en-US':
        'We will have a booth at BIO KOREA 2023 at COEX, where research center head Lee Jihoon will speak on quality standards for heat-killed bacteria.',
      'zh-CN': '公司将在首尔COEX举行的BIO KOREA 2023设立展位，研究中心主任李智勋将以热灭活乳酸菌的质量标准为题发表演讲。',
      'zh-TW': '公司將於首爾COEX舉行的BIO KOREA 2023設立攤位，研究中心主任李智勳將以熱殺菌乳酸菌的品質標準為題發表演講。',
      'ja-JP':
        'COEXで開催されるBIO KOREA 2023にブースを出展し、イ・ジフン研究所長が加熱殺菌乳酸菌の品質基準をテーマに講演します。',
    },
    body: {
      'ko-KR':
        '셀락티스는 5월 10일부터 12일까지 서울 코엑스에서 열리는 바이오코리아 2023에 참가합니다. 이지훈 연구소장은 11일 마이크로바이옴 세션에서 ‘사균체 원료, 무게가 아니라 셀 수로 말해야 하는 이유’를 주제로 발표합니다.\n\n발표에서는 같은 중량이라도 균체 밀도에 따라 면역 활성이 크게 달라진다는 연구소의 CLT-23 연구 결과와, 그램당 7.5조 셀을 구현한 고밀도 공정을 소개할 예정입니다. 부스에서는 원료 샘플과 기술 자료를 받아 볼 수 있습니다.',
      'en-US':
        'Cellactis will take part in BIO KOREA 2023 at COEX in Seoul from 10 to 12 May. On the 11th, research center head Lee Jihoon will speak in the microbiome session on “Why heat-killed ingredients should be specified by cell count, not weight.”\n\nThe talk will present the center’s CLT-23 findings showing that immune activity varies greatly with cell density even at the same weight, along with the high-density process that achieves 7.5 trillion cells per gram. Ingredient samples and technical documents will be available at our booth.',
      'zh-CN':
        'Cellactis将参加5月10日至12日在首尔COEX举行的BIO KOREA 2023。研究中心主任李智勋将于11日在微生物组专场发表题为《灭活菌原料为何应以菌体数而非重量来衡量》的演讲。\n\n演讲将介绍研究中心关于CLT-23的研究成果——即使重量相同，免疫活性也会因菌体密度不同而显著差异，以及实现每克7.5万亿个菌体的高密度工艺。展位现场可领取原料样品和技术资料。',
      'zh-TW':
        'Cellactis將參加5月10日至12日於首爾COEX舉行的BIO KOREA 2023。研究中心主任李智勳將於11日在微生物相場次發表〈死菌原料為何應以菌體數而非重量來衡量〉演講。\n\n演講將介紹研究中心的CLT-23研究成果——即使重量相同，免疫活性也會因菌體密度而大幅不同，以及實現每公克7.5兆個菌體的高密度製程。攤位現場可索取原料樣品與技術資料。',
      'ja-JP':
        'セルラクティスは、5月10日から12日までソウル・COEXで開催されるBIO KOREA 2023に参加します。イ・ジフン研究所長は11日のマイクロバイオームセッションで「死菌体原料は重さではなく菌数で語るべき理由」と題して講演します。\n\n講演では、同じ重量でも菌体密度によって免疫活性が大きく異なることを示した研究所のCLT-23研究の成果と、1gあたり7.5兆個を実現した高密度製法を紹介する予定です。ブースでは原料サンプルや技術資料をお受け取りいただけます。',
    },
  },
  {
    categoryKey: 'news-research',
    publishedAt: '2023-08-07',
    title: {
      'ko-KR': '“먹는 유산균이 피부 장벽도 지킨다”…CLT-17 인체적용시험 결과 국제 학술지 게재',
      'en-US': 'Oral CLT-17 supports the skin barrier: human trial published in an international journal',
      'zh-CN': '口服乳酸菌也能守护皮肤屏障：CLT-17人体试验结果登上国际期刊',
      'zh-TW': '口服乳酸菌也能守護肌膚屏障：CLT-17人體試驗結果刊登國際期刊',
      'ja-JP': '「飲む乳酸菌が肌のバリアも守る」CLT-17のヒト試験結果が国際学術誌に掲載',
    },
    summary: {
      'ko-KR':
        '열처리 CLT-17을 12주간 섭취한 건성 피부 성인에게서 경피수분손실 감소와 피부 마이크로바이옴 변화가 확인되었습니다.',
      'en-US':
        'Adults with dry skin who took heat-killed CLT-17 for 12 weeks showed reduced transepidermal water loss and changes in their skin microbiome.',
      'zh-CN': '干性皮肤成人连续12周服用热灭活CLT-17后，经皮水分流失减少，皮肤微生物组也发生变化。',
      'zh-TW': '乾性肌膚成人連續12週服用熱殺菌CLT-17後，經皮水分散失減少，肌膚微生物相亦出現變化。',
      'ja-JP':
        '加熱殺菌CLT-17を12週間摂取した乾燥肌の成人で、経表皮水分蒸散量の減少と皮膚マイクロバイオームの変化が確認されました。',
    },
    body: {
      'ko-KR':
        '셀락티스 마이크로바이옴 연구소의 장-피부 축 연구 결과가 국제 학술지 Microorganisms에 게재되었습니다. 건성 피부 성인 90명을 대상으로 한 12주 무작위 배정 시험에서 열처리 CLT-17 섭취군은 위약군보다 경피수분손실이 낮고 피부 수분량이 높았습니다.\n\n섭취군의 뺨 피부에서는 유익한 표피포도상구균이 늘고 황색포도상구균은 줄었으며, 장 투과성 지표인 혈청 조눌린도 감소했습니다. 연구소는 이 결과를 바탕으로 이너뷰티 제품을 개발하는 고객사에 임상 자료를 제공할 계획입니다.',
      'en-US':
        'A study on the gut–skin axis by the Cellactis Microbiome Research Center has been published in the international journal Microorganisms. In a 12-week randomised trial with 90 adults with dry skin, the group taking heat-killed CLT-17 had lower transepidermal water loss and higher skin hydration than the placebo group.\n\nOn the cheek, beneficial Staphylococcus epidermidis increased and Staphylococcus aureus decreased, while serum zonulin, a marker of gut permeability, also fell. The center plans to share the clinical data with clients developing inner-beauty products.',
      'zh-CN':
        'Cellactis微生物组研究中心关于肠-皮肤轴的研究成果发表于国际期刊Microorganisms。在以90名干性皮肤成人为对象的12周随机试验中，服用热灭活CLT-17组的经皮水分流失低于安慰剂组，皮肤含水量则更高。\n\n服用组面颊皮肤上有益的表皮葡萄球菌增加、金黄色葡萄球菌减少，反映肠道通透性的血清连蛋白也有所下降。研究中心计划将这些临床数据提供给开发内服美容产品的客户。',
      'zh-TW':
        'Cellactis微生物相研究中心的腸-皮膚軸研究成果刊登於國際期刊Microorganisms。在以90名乾性肌膚成人為對象的12週隨機試驗中，服用熱殺菌CLT-17組的經皮水分散失低於安慰劑組，肌膚含水量則較高。\n\n服用組臉頰肌膚上有益的表皮葡萄球菌增加、金黃色葡萄球菌減少，反映腸道通透性的血清連蛋白亦下降。研究中心計畫將臨床數據提供給開發內服美容產品的客戶。',
      'ja-JP':
        'セルラクティス・マイクロバイオーム研究所による腸-皮膚相関の研究成果が、国際学術誌Microorganismsに掲載されました。乾燥肌の成人90名を対象とした12週間のランダム化試験で、加熱殺菌CLT-17の摂取群はプラセボ群に比べ経表皮水分蒸散量が低く、角層水分量が高い結果となりました。\n\n摂取群の頬の皮膚では有益な表皮ブドウ球菌が増え、黄色ブドウ球菌が減少したほか、腸管透過性の指標である血清ゾヌリンも低下しました。研究所はこの結果をもとに、インナービューティー製品を開発する顧客企業に臨床データを提供する予定です。',
    },
  },
  {
    categoryKey: 'news-research',
    publishedAt: '2023-08-21',
    title: {
      'ko-KR': '열처리 CLT-17, 식약처 개별인정형 건강기능식품 원료로 인정',
      'en-US': 'Heat-killed CLT-17 recognised by the MFDS as an individually approved functional ingredient',
      'zh-CN': '热灭活CLT-17获韩国食药部认定为个别认定型健康功能食品原料',
      'zh-TW': '熱殺菌CLT-17獲韓國食藥處認定為個別認定型健康機能食品原料',
      'ja-JP': '加熱殺菌CLT-17、韓国食薬処の個別認定型健康機能食品原料に認定',
    },
    summary: {
      'ko-KR': '‘장 건강에 도움을 줄 수 있음’ 기능성을 인정받아 건강기능식품에 CLT-17을 기능성 원료로 쓸 수 있게 되었습니다.',
      'en-US':
        'CLT-17 has been approved with the claim “may help support gut health”, so it can now be used as a functional ingredient in health functional foods.',
      'zh-CN': 'CLT-17获准标示“有助于肠道健康”功能，可作为功能原料用于健康功能食品。',
      'zh-TW': 'CLT-17獲准標示「有助於腸道健康」機能，可作為機能性原料用於健康機能食品。',
      'ja-JP':
        '「腸の健康に役立つ可能性がある」との機能性が認められ、CLT-17を健康機能食品の機能性原料として使えるようになりました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 열처리 유산균 CLT-17이 식품의약품안전처로부터 ‘장 건강에 도움을 줄 수 있음’ 기능성의 개별인정형 건강기능식품 원료로 인정받았다고 밝혔습니다. 두 건의 인체적용시험과 동물·세포 시험, 그램당 7.5조 셀의 균체 수 규격 관리 자료가 심사에 제출되었습니다.\n\n이번 인정으로 고객사는 CLT-17을 주원료로 한 건강기능식품을 출시할 수 있게 되었습니다. 셀락티스도 자사 ‘데일리 포스트바이오틱 스틱’을 건강기능식품으로 리뉴얼해 2024년 초 선보일 예정입니다.',
      'en-US':
        'Cellactis announced that its heat-killed CLT-17 has been recognised by the Ministry of Food and Drug Safety as an individually approved health functional food ingredient with the claim “may help support gut health.” The submission included two human trials, animal and cell studies, and specification data on its cell count of 7.5 trillion cells per gram.\n\nClients can now launch health functional foods with CLT-17 as the main ingredient. Cellactis will also relaunch its own Daily Postbiotic Stick as a health functional food in early 2024.',
      'zh-CN':
        'Cellactis宣布，其热灭活乳酸菌CLT-17获韩国食品药品安全部认定为具有“有助于肠道健康”功能的个别认定型健康功能食品原料。申报材料包括两项人体试验、动物及细胞试验，以及每克7.5万亿个菌体的规格管理资料。\n\n获得认定后，客户可推出以CLT-17为主原料的健康功能食品。Cellactis也将把自有产品“每日后生元条”升级为健康功能食品，计划于2024年初上市。',
      'zh-TW':
        'Cellactis宣布，熱殺菌乳酸菌CLT-17獲韓國食品醫藥品安全處認定為具「有助於腸道健康」機能的個別認定型健康機能食品原料。送審資料包括兩項人體試驗、動物與細胞試驗，以及每公克7.5兆個菌體的規格管理資料。\n\n獲得認定後，客戶可推出以CLT-17為主原料的健康機能食品。Cellactis也將把自有產品「每日後生元條」升級為健康機能食品，預計於2024年初上市。',
      'ja-JP':
        'セルラクティスは、加熱殺菌乳酸菌CLT-17が食品医薬品安全処から「腸の健康に役立つ可能性がある」との機能性を持つ個別認定型健康機能食品原料として認定されたと発表しました。審査には2件のヒト試験、動物・細胞試験、1gあたり7.5兆個という菌体数の規格管理データが提出されました。\n\n今回の認定により、顧客企業はCLT-17を主原料とする健康機能食品を発売できるようになりました。セルラクティスも自社の「デイリーポストバイオティクス スティック」を健康機能食品としてリニューアルし、2024年初めに発売する予定です。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2023-11-28',
    title: {
      'ko-KR': '셀락티스, 일본 화장품 브랜드 미즈하와 원료 공급 계약 체결',
      'en-US': 'Cellactis signs an ingredient supply agreement with Japanese cosmetics brand Mizuha',
      'zh-CN': 'Cellactis与日本化妆品品牌水叶签订原料供应协议',
      'zh-TW': 'Cellactis與日本化妝品牌水葉簽訂原料供應合約',
      'ja-JP': 'セルラクティス、日本の化粧品ブランド・ミズハと原料供給契約を締結',
    },
    summary: {
      'ko-KR': '향후 3년간 CLT-17 발효 용해물을 공급하며, 미즈하는 2024년 봄 일본 전역에서 에센스 로션을 출시합니다.',
      'en-US':
        'We will supply CLT-17 Ferment Lysate for three years, and Mizuha will launch an essence lotion across Japan in spring 2024.',
      'zh-CN': '公司将在未来3年供应CLT-17发酵溶胞物，水叶计划于2024年春季在日本全国推出精华水。',
      'zh-TW': '公司將在未來3年供應CLT-17發酵溶解物，水葉預計於2024年春季在日本全國推出精華露。',
      'ja-JP': '今後3年間CLT-17発酵ライセートを供給し、ミズハは2024年春に日本全国でエッセンスローションを発売します。',
    },
    body: {
      'ko-KR':
        '셀락티스는 일본 화장품 브랜드 미즈하와 CLT-17 발효 용해물 3년 공급 계약을 맺었다고 발표했습니다. 미즈하는 이 원료를 주성분으로 한 ‘포스트바이오 에센스 로션’을 2024년 봄 일본 전국 드럭스토어에 출시할 계획입니다.\n\n미즈하는 셀락티스의 ISO 22716 인증과 피부 인체적용시험 자료를 높이 평가해 공급사로 선정했습니다. 정민호 글로벌사업본부장은 “일본 시장에서 포스트바이오틱스 화장품 수요가 빠르게 늘고 있다”며 현지 브랜드와의 협력을 더 넓히겠다고 밝혔습니다.',
      'en-US':
        'Cellactis has signed a three-year agreement to supply CLT-17 Ferment Lysate to Japanese cosmetics brand Mizuha. Mizuha plans to launch a Postbio Essence Lotion built around the ingredient in drugstores throughout Japan in spring 2024.\n\nMizuha chose Cellactis as its supplier on the strength of its ISO 22716 certification and human skin trial data. “Demand for postbiotic cosmetics is growing quickly in Japan,” said Jung Minho, Head of Global Business, adding that the company will broaden its partnerships with local brands.',
      'zh-CN':
        'Cellactis宣布与日本化妆品品牌水叶签订为期3年的CLT-17发酵溶胞物供应协议。水叶计划以该原料为主要成分，于2024年春季在日本全国药妆店推出“后生元精华水”。\n\n水叶高度评价Cellactis的ISO 22716认证和皮肤人体试验数据，因而选定其为供应商。全球业务本部长郑敏浩表示：“后生元化妆品在日本市场的需求正在快速增长。”他还表示将进一步扩大与当地品牌的合作。',
      'zh-TW':
        'Cellactis宣布與日本化妝品牌水葉簽訂為期3年的CLT-17發酵溶解物供應合約。水葉計畫以此原料為主成分，於2024年春季在日本全國藥妝店推出「後生元精華露」。\n\n水葉高度肯定Cellactis的ISO 22716認證與肌膚人體試驗數據，因而選定其為供應商。全球事業本部長鄭敏浩表示：「後生元化妝品在日本市場的需求正快速成長。」並表示將持續擴大與當地品牌的合作。',
      'ja-JP':
        'セルラクティスは、日本の化粧品ブランド・ミズハとCLT-17発酵ライセートの3年間の供給契約を締結したと発表しました。ミズハはこの原料を主成分とする「ポストバイオ エッセンスローション」を、2024年春に日本全国のドラッグストアで発売する計画です。\n\nミズハは、セルラクティスのISO 22716認証と肌のヒト試験データを高く評価し、供給元に選定しました。チョン・ミンホ グローバル事業本部長は「日本市場ではポストバイオティクス化粧品の需要が急速に高まっている」と述べ、現地ブランドとの協業をさらに広げていく考えを示しました。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2023-12-06',
    title: {
      'ko-KR': '셀락티스, 제60회 무역의 날 ‘300만 불 수출의 탑’ 수상',
      'en-US': 'Cellactis receives the US$3 Million Export Tower on the 60th Trade Day',
      'zh-CN': 'Cellactis在第60届贸易日荣获“300万美元出口塔”',
      'zh-TW': 'Cellactis於第60屆貿易日榮獲「300萬美元出口塔」',
      'ja-JP': 'セルラクティス、第60回貿易の日に「300万ドル輸出の塔」を受賞',
    },
    summary: {
      'ko-KR': '2021년 100만 불 탑 수상 이후 2년 만에 수출 실적을 세 배로 끌어올렸습니다.',
      'en-US': 'Two years after receiving the US$1 million tower in 2021, we have tripled our export sales.',
      'zh-CN': '继2021年荣获“100万美元出口塔”之后，短短两年出口业绩增长至三倍。',
      'zh-TW': '繼2021年榮獲「100萬美元出口塔」後，短短兩年出口業績成長至三倍。',
      'ja-JP': '2021年の「100万ドル輸出の塔」受賞から2年で、輸出実績を3倍に伸ばしました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 12월 5일 서울 코엑스에서 열린 제60회 무역의 날 기념식에서 ‘300만 불 수출의 탑’을 받았습니다. 지난 1년간 일본, 대만, 베트남을 중심으로 열처리 유산균과 화장품 원료 수출이 크게 늘었습니다.\n\n특히 일본 화장품 고객사와 대만 건강식품 브랜드로의 공급이 확대되면서 전체 매출 중 수출 비중이 35%를 넘어섰습니다. 김도윤 대표는 “내년에는 미국 특허 등록을 계기로 북미 시장 공략에 나서겠다”고 말했습니다.',
      'en-US':
        'Cellactis received the US$3 Million Export Tower at the ceremony for the 60th Trade Day, held at COEX in Seoul on 5 December. Exports of heat-killed bacteria and cosmetic ingredients grew strongly over the past year, led by Japan, Taiwan and Vietnam.\n\nWith supply to Japanese cosmetics clients and Taiwanese health-food brands expanding in particular, exports now account for more than 35% of total sales. “Next year, with our US patent on the way, we will move into the North American market,” said CEO Kim Doyun.',
      'zh-CN':
        'Cellactis在12月5日于首尔COEX举行的第60届贸易日纪念仪式上荣获“300万美元出口塔”。过去一年，以日本、中国台湾和越南为中心，热灭活乳酸菌及化妆品原料出口大幅增长。\n\n尤其是对日本化妆品客户和台湾健康食品品牌的供应持续扩大，出口占总销售额的比重已超过35%。代表金度允表示：“明年我们将以美国专利授权为契机，积极开拓北美市场。”',
      'zh-TW':
        'Cellactis於12月5日在首爾COEX舉行的第60屆貿易日紀念典禮上榮獲「300萬美元出口塔」。過去一年，以日本、台灣與越南為中心，熱殺菌乳酸菌及化妝品原料外銷大幅成長。\n\n特別是對日本化妝品客戶與台灣保健食品品牌的供應持續擴大，外銷占總營收比重已超過35%。執行長金度允表示：「明年我們將以美國專利獲證為契機，積極拓展北美市場。」',
      'ja-JP':
        'セルラクティスは、12月5日にソウル・COEXで開かれた第60回貿易の日記念式典で「300万ドル輸出の塔」を受賞しました。この1年間、日本・台湾・ベトナムを中心に、加熱殺菌乳酸菌と化粧品原料の輸出が大きく伸びました。\n\nとりわけ日本の化粧品メーカーや台湾の健康食品ブランドへの供給が拡大し、売上全体に占める輸出比率は35%を超えました。キム・ドユン代表は「来年は米国特許の登録を機に、北米市場の開拓に乗り出す」と述べました。',
    },
  },
]
