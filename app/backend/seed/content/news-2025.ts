import type { SeedNews } from './types'

export const news2025: SeedNews[] = [
  {
    categoryKey: 'news-research',
    publishedAt: '2025-02-24',
    title: {
      'ko-KR': '대사산물 활성 지키는 저온 분무건조 공법 특허 출원',
      'en-US': 'Patent filed for a low-temperature spray-drying process that preserves metabolite activity',
      'zh-CN': '保持代谢物活性的低温喷雾干燥工艺申请专利',
      'zh-TW': '保存代謝物活性的低溫噴霧乾燥製程提出專利申請',
      'ja-JP': '代謝産物の活性を守る低温噴霧乾燥技術の特許を出願',
    },
    summary: {
      'ko-KR': '열에 약한 단쇄지방산과 펩타이드의 손실을 기존 공정 대비 절반 이하로 줄인 건조 기술입니다.',
      'en-US':
        'The drying technology cuts losses of heat-sensitive short-chain fatty acids and peptides to less than half those of conventional processes.',
      'zh-CN': '该干燥技术可将不耐热的短链脂肪酸和肽类损失降至传统工艺的一半以下。',
      'zh-TW': '此乾燥技術可將不耐熱的短鏈脂肪酸與胜肽損失降至傳統製程的一半以下。',
      'ja-JP': '熱に弱い短鎖脂肪酸やペプチドの損失を、従来工程の半分以下に抑えた乾燥技術です。',
    },
    body: {
      'ko-KR':
        '셀락티스는 2월 14일 ‘포스트바이오틱 대사산물의 활성을 보존하는 저온 분무건조 방법’ 특허를 출원했습니다. 건조기 배출 온도를 55℃ 이하로 유지하고 보호제 조성을 최적화해, 일반 분무건조보다 부티르산 등 유효 대사산물의 잔존율을 두 배 이상 높였습니다.\n\n이 공정은 지난해 Frontiers in Immunology에 발표한 CLT-17 대사산물 연구의 후속 성과로, ‘포스트메타 컴플렉스’ 양산에 적용됩니다. 박서진 CTO는 “균체뿐 아니라 대사산물까지 규격화해 공급하는 것이 목표”라고 말했습니다.',
      'en-US':
        'On 14 February Cellactis filed a patent application for a “Low-temperature spray-drying method preserving the activity of postbiotic metabolites.” By keeping the dryer outlet temperature below 55 °C and optimising the protectant formula, the process retains more than twice as much butyrate and other active metabolites as conventional spray drying.\n\nThe process follows up on the CLT-17 metabolite study published last year in Frontiers in Immunology and will be used for the mass production of PostMeta Complex. “Our goal is to supply standardised metabolites, not just standardised cells,” said CTO Park Seojin.',
      'zh-CN':
        'Cellactis于2月14日提交了“保持后生元代谢物活性的低温喷雾干燥方法”专利申请。该工艺将干燥机出风温度控制在55℃以下并优化保护剂配方，使丁酸等有效代谢物的保留率达到普通喷雾干燥的两倍以上。\n\n该工艺是去年发表于Frontiers in Immunology的CLT-17代谢物研究的后续成果，将用于PostMeta后生元代谢物复合原料的量产。首席技术官朴序真表示：“我们的目标是不仅菌体，连代谢物也实现规格化供应。”',
      'zh-TW':
        'Cellactis於2月14日提出「保存後生元代謝物活性之低溫噴霧乾燥方法」專利申請。此製程將乾燥機出風溫度維持在55℃以下並最佳化保護劑配方，使丁酸等有效代謝物的保留率達一般噴霧乾燥的兩倍以上。\n\n此製程是去年刊登於Frontiers in Immunology之CLT-17代謝物研究的後續成果，將用於PostMeta後生元代謝物複合原料的量產。技術長朴序真表示：「我們的目標是不只菌體，連代謝物也能規格化供應。」',
      'ja-JP':
        'セルラクティスは2月14日、「ポストバイオティクス代謝産物の活性を保持する低温噴霧乾燥方法」の特許を出願しました。乾燥機の排気温度を55℃以下に保ち、保護剤の組成を最適化することで、一般的な噴霧乾燥に比べ酪酸などの有効な代謝産物の残存率を2倍以上に高めました。\n\nこの技術は、昨年Frontiers in Immunologyに発表したCLT-17代謝産物研究に続く成果で、「ポストメタ・コンプレックス」の量産に適用されます。パク・ソジンCTOは「菌体だけでなく、代謝産物まで規格化して供給することが目標だ」と述べました。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2025-03-04',
    title: {
      'ko-KR': '원료에서 마케팅까지 원스톱으로…‘셀락티스 브랜드랩’ 출범',
      'en-US': 'From ingredient to marketing in one stop: Cellactis Brand Lab launches',
      'zh-CN': '从原料到营销一站式服务：“Cellactis品牌实验室”成立',
      'zh-TW': '從原料到行銷一站式服務：「Cellactis品牌實驗室」成立',
      'ja-JP': '原料からマーケティングまでワンストップで　「セルラクティス・ブランドラボ」が発足',
    },
    summary: {
      'ko-KR': '뷰티·헬스 마케팅 에이전시가 합류해 고객사의 제품 기획과 인플루언서 캠페인을 함께 지원합니다.',
      'en-US':
        'A beauty and health marketing agency has joined us to help clients with product planning and influencer campaigns.',
      'zh-CN': '一家美妆与健康营销公司加入，协助客户进行产品企划与达人营销。',
      'zh-TW': '一家美妝與健康行銷公司加入，協助客戶進行產品企劃與網紅行銷。',
      'ja-JP':
        'ビューティー・ヘルス分野のマーケティング会社が合流し、顧客企業の商品企画とインフルエンサーキャンペーンを支援します。',
    },
    body: {
      'ko-KR':
        '셀락티스는 한소연 대표가 이끌던 뷰티·헬스 브랜드 마케팅 에이전시를 인수해 브랜드 마케팅 조직 ‘셀락티스 브랜드랩’을 출범했습니다. 브랜드랩은 원료를 공급받는 고객사가 제품 콘셉트를 정하고, 임상 데이터를 소비자 언어로 옮기고, 출시 캠페인을 운영하는 과정을 함께 돕습니다.\n\n브랜드랩은 에이전시 시절부터 진행한 캠페인을 포함해 250개가 넘는 브랜드와 일해 왔으며, 국내 미디어 채널 6만 곳 중 약 40%와 협업 네트워크를 갖추고 있습니다. 한소연 총괄은 “좋은 원료가 좋은 브랜드 이야기로 이어지도록 돕겠다”고 말했습니다.',
      'en-US':
        'Cellactis has acquired the beauty and health brand marketing agency led by Han Soyeon and relaunched it as its brand-marketing arm, Cellactis Brand Lab. Brand Lab helps ingredient clients define product concepts, translate clinical data into consumer language and run launch campaigns.\n\nIncluding its work as an agency, Brand Lab has worked with more than 250 brands and has a partner network covering about 40% of Korea’s 60,000 media channels. “We want great ingredients to become great brand stories,” said Han Soyeon, Head of Brand Lab.',
      'zh-CN':
        'Cellactis收购了由韩素妍领导的美妆与健康品牌营销公司，并将其改组为品牌营销机构“Cellactis品牌实验室”。品牌实验室协助原料客户确定产品概念、将临床数据转化为消费者易懂的语言，并执行上市营销活动。\n\n包括此前作为营销公司期间的业绩在内，品牌实验室已服务超过250个品牌，合作网络覆盖韩国6万个媒体渠道中约40%。品牌实验室负责人韩素妍表示：“我们希望让优质原料成为动人的品牌故事。”',
      'zh-TW':
        'Cellactis收購由韓素妍帶領的美妝與健康品牌行銷公司，並將其改組為品牌行銷組織「Cellactis品牌實驗室」。品牌實驗室協助原料客戶確立產品概念、將臨床數據轉化為消費者語言，並執行上市行銷活動。\n\n含行銷公司時期的實績在內，品牌實驗室已與超過250個品牌合作，合作網絡涵蓋韓國6萬個媒體頻道中約40%。品牌實驗室總監韓素妍表示：「我們要讓好原料成為好的品牌故事。」',
      'ja-JP':
        'セルラクティスは、ハン・ソヨン氏が率いていたビューティー・ヘルス分野のブランドマーケティング会社を買収し、ブランドマーケティング組織「セルラクティス・ブランドラボ」として発足させました。ブランドラボは、原料を採用する顧客企業が製品コンセプトを固め、臨床データを消費者に伝わる言葉に置き換え、発売キャンペーンを運営するまでを一緒に支援します。\n\nブランドラボは前身の会社時代を含めて250を超えるブランドと協業してきた実績があり、国内6万のメディアチャネルの約40%と協業ネットワークを築いています。ハン・ソヨン統括は「良い原料が良いブランドストーリーにつながるよう支えたい」と語りました。',
    },
  },
  {
    categoryKey: 'news-research',
    publishedAt: '2025-04-21',
    title: {
      'ko-KR': '열처리 유산균 CLT-G6, 12주 만에 내장지방 감소…인체적용시험 결과 발표',
      'en-US': 'Heat-killed CLT-G6 reduces visceral fat in 12 weeks: human trial results published',
      'zh-CN': '热灭活乳酸菌CLT-G6在12周内减少内脏脂肪，人体试验结果发表',
      'zh-TW': '熱殺菌乳酸菌CLT-G6於12週內減少內臟脂肪，人體試驗結果發表',
      'ja-JP': '加熱殺菌乳酸菌CLT-G6が12週間で内臓脂肪を減少　ヒト試験の結果を発表',
    },
    summary: {
      'ko-KR': '과체중 성인 100명 대상 시험 결과가 국제 학술지 Microorganisms에 게재되었습니다.',
      'en-US': 'Results of the trial with 100 overweight adults have been published in the international journal Microorganisms.',
      'zh-CN': '以100名超重成人为对象的试验结果已发表于国际期刊Microorganisms。',
      'zh-TW': '以100名體重過重成人為對象的試驗結果已刊登於國際期刊Microorganisms。',
      'ja-JP': '過体重の成人100名を対象とした試験結果が、国際学術誌Microorganismsに掲載されました。',
    },
    body: {
      'ko-KR':
        '셀락티스 마이크로바이옴 연구소는 모유 유래 열처리 유산균 CLT-G6의 체지방 감소 효과를 확인한 인체적용시험 결과를 Microorganisms에 발표했습니다. 식단 제한 없이 12주간 CLT-G6을 섭취한 그룹은 CT로 측정한 내장지방 면적이 평균 8.4 cm² 줄었고, 위약군은 오히려 늘었습니다.\n\n허리둘레도 섭취군에서 유의하게 감소했으며, 이상반응은 위약군과 차이가 없었습니다. 셀락티스는 이 결과를 바탕으로 식약처 개별인정형 원료 신청을 준비하고, 다이어트 식품 고객사에 원료 샘플을 제공하기 시작했습니다.',
      'en-US':
        'The Cellactis Microbiome Research Center has published in Microorganisms the results of a human trial confirming that heat-killed CLT-G6, a strain of breast-milk origin, reduces body fat. After 12 weeks of CLT-G6 with no dietary restrictions, visceral fat area measured by CT fell by an average of 8.4 cm², while it increased in the placebo group.\n\nWaist circumference also decreased significantly in the CLT-G6 group, and adverse events did not differ from placebo. Based on these results, Cellactis is preparing an application for MFDS individual recognition and has begun providing samples to diet-food clients.',
      'zh-CN':
        'Cellactis微生物组研究中心在Microorganisms上发表人体试验结果，证实源自母乳的热灭活乳酸菌CLT-G6具有减少体脂的作用。在不限制饮食的情况下连续12周服用CLT-G6的受试者，CT测得的内脏脂肪面积平均减少8.4 cm²，而安慰剂组反而增加。\n\n服用组的腰围也显著缩小，不良事件发生情况与安慰剂组无差异。Cellactis正据此筹备向韩国食药部申请个别认定，并已开始向减重食品客户提供原料样品。',
      'zh-TW':
        'Cellactis微生物相研究中心於Microorganisms發表人體試驗結果，證實源自母乳的熱殺菌乳酸菌CLT-G6具減少體脂的效果。在不限制飲食的情況下連續12週服用CLT-G6的受試者，以CT測得的內臟脂肪面積平均減少8.4 cm²，安慰劑組則反而增加。\n\n服用組的腰圍亦顯著縮小，不良事件與安慰劑組無差異。Cellactis正據此籌備向韓國食藥處申請個別認定，並已開始向體重管理食品客戶提供原料樣品。',
      'ja-JP':
        'セルラクティス・マイクロバイオーム研究所は、母乳由来の加熱殺菌乳酸菌CLT-G6の体脂肪低減効果を確認したヒト試験の結果をMicroorganismsに発表しました。食事制限なしで12週間CLT-G6を摂取した群では、CTで測定した内臓脂肪面積が平均8.4 cm²減少し、プラセボ群ではむしろ増加しました。\n\n摂取群では腹囲も有意に減少し、有害事象はプラセボ群と差がありませんでした。セルラクティスはこの結果をもとに韓国食薬処への個別認定の申請を準備するとともに、ダイエット食品を手がける顧客企業への原料サンプル提供を始めました。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2025-05-22',
    title: {
      'ko-KR': '음성 제2공장 준공…생산능력 3배 확대, FSSC 22000 인증',
      'en-US': 'Second Eumseong plant completed, tripling capacity and earning FSSC 22000',
      'zh-CN': '阴城第二工厂竣工，产能扩大至三倍并获FSSC 22000认证',
      'zh-TW': '陰城第二工廠落成，產能擴大三倍並取得FSSC 22000認證',
      'ja-JP': '陰城第2工場が竣工　生産能力を3倍に拡大し、FSSC 22000認証を取得',
    },
    summary: {
      'ko-KR': '자동화 발효·건조 설비를 갖춘 스마트팩토리로, 연간 열처리 유산균 분말 생산량이 120톤으로 늘어납니다.',
      'en-US':
        'The smart factory, with automated fermentation and drying lines, raises annual output of heat-killed bacteria powder to 120 tonnes.',
      'zh-CN': '这座配备自动化发酵与干燥设备的智能工厂，将使热灭活乳酸菌粉末年产量提升至120吨。',
      'zh-TW': '這座配備自動化發酵與乾燥設備的智慧工廠，將使熱殺菌乳酸菌粉末年產量提升至120噸。',
      'ja-JP': '発酵・乾燥設備を自動化したスマートファクトリーで、加熱殺菌乳酸菌パウダーの年間生産量は120トンに拡大します。',
    },
    body: {
      'ko-KR':
        '셀락티스는 5월 21일 충청북도 음성군에서 제2공장 준공식을 열었습니다. 연면적 9,800㎡ 규모의 제2공장은 30톤급 발효조 4기와 저온 분무건조 라인을 갖췄으며, 배양부터 포장까지 전 공정 데이터를 실시간으로 관리하는 스마트팩토리로 지어졌습니다.\n\n제2공장 가동으로 열처리 유산균 분말 생산능력은 연간 40톤에서 120톤으로 늘어납니다. 준공과 함께 식품안전 국제 인증인 FSSC 22000도 획득해, 유럽과 미국의 글로벌 식품 기업 고객 요구에 대응할 수 있게 되었습니다.',
      'en-US':
        'Cellactis held the completion ceremony for its second plant in Eumseong-gun, Chungcheongbuk-do, on 21 May. With a total floor area of 9,800 m², the plant has four 30-tonne fermenters and a low-temperature spray-drying line, and is built as a smart factory that tracks data from every step, from culture to packaging, in real time.\n\nThe new plant raises capacity for heat-killed bacteria powder from 40 to 120 tonnes a year. With its completion Cellactis also obtained FSSC 22000, the international food safety certification, enabling it to meet the requirements of global food companies in Europe and the United States.',
      'zh-CN':
        'Cellactis于5月21日在忠清北道阴城郡举行第二工厂竣工仪式。第二工厂总建筑面积9,800平方米，配备4台30吨级发酵罐和低温喷雾干燥生产线，是一座对从培养到包装全流程数据进行实时管理的智能工厂。\n\n第二工厂投产后，热灭活乳酸菌粉末年产能将由40吨增至120吨。竣工同时，公司还获得食品安全国际认证FSSC 22000，能够满足欧美全球食品企业客户的要求。',
      'zh-TW':
        'Cellactis於5月21日在忠清北道陰城郡舉行第二工廠落成典禮。第二工廠總樓地板面積9,800平方公尺，配備4座30噸級發酵槽與低溫噴霧乾燥產線，是從培養到包裝全製程數據即時管理的智慧工廠。\n\n第二工廠投產後，熱殺菌乳酸菌粉末年產能將由40噸提升至120噸。落成同時亦取得食品安全國際認證FSSC 22000，得以因應歐美全球食品企業客戶的要求。',
      'ja-JP':
        'セルラクティスは5月21日、忠清北道陰城郡で第2工場の竣工式を開きました。延床面積9,800㎡の第2工場は30トン級の発酵槽4基と低温噴霧乾燥ラインを備え、培養から包装までの全工程のデータをリアルタイムで管理するスマートファクトリーとして建設されました。\n\n第2工場の稼働により、加熱殺菌乳酸菌パウダーの生産能力は年40トンから120トンに増えます。竣工にあわせて食品安全の国際認証FSSC 22000も取得し、欧米のグローバル食品企業の要求に応えられる体制が整いました。',
    },
  },
  {
    categoryKey: 'news-research',
    publishedAt: '2025-07-14',
    title: {
      'ko-KR': '포스트바이오틱 앰플, 여드름 피부 마이크로바이옴 회복…Frontiers in Microbiology 게재',
      'en-US': 'Postbiotic ampoule restores the microbiome of acne-prone skin, reports Frontiers in Microbiology',
      'zh-CN': '后生元安瓶可恢复痘痘肌微生物组，研究成果发表于Frontiers in Microbiology',
      'zh-TW': '後生元安瓶可恢復痘痘肌微生物相，研究成果刊登於Frontiers in Microbiology',
      'ja-JP': 'ポストバイオティクスアンプルがニキビ肌のマイクロバイオームを回復　Frontiers in Microbiologyに掲載',
    },
    summary: {
      'ko-KR': '바이옴 배리어 앰플 처방을 8주간 사용한 결과 염증성 트러블이 38% 줄었습니다.',
      'en-US': 'Eight weeks of the Biome Barrier Ampoule formula reduced inflammatory breakouts by 38%.',
      'zh-CN': '连续8周使用微生态屏障安瓶精华配方后，炎性痘痘减少38%。',
      'zh-TW': '連續8週使用微生態屏障安瓶精華配方後，發炎性痘痘減少38%。',
      'ja-JP': 'バイオーム バリア アンプルの処方を8週間使用した結果、炎症性の肌荒れが38%減少しました。',
    },
    body: {
      'ko-KR':
        '셀락티스 마이크로바이옴 연구소는 CLT-31 발효 여과물과 CLT-17 용해물을 담은 포스트바이오틱 앰플이 여드름성 피부의 미생물 균형을 되찾아 준다는 연구 결과를 Frontiers in Microbiology에 발표했습니다. 경증~중등도 여드름 성인 44명이 8주간 하루 두 번 앰플을 사용했습니다.\n\n염증성 병변 수는 38% 줄었고, 메타게놈 분석에서 피부 미생물 다양성이 높아지며 여드름균의 계통형 구성도 건강한 피부에 가까워졌습니다. 연구에 쓰인 처방은 2023년 출시한 ‘바이옴 배리어 앰플’과 같습니다.',
      'en-US':
        'The Cellactis Microbiome Research Center has published a study in Frontiers in Microbiology showing that a postbiotic ampoule containing CLT-31 Ferment Filtrate and CLT-17 lysate helps restore the microbial balance of acne-prone skin. Forty-four adults with mild-to-moderate acne used the ampoule twice a day for eight weeks.\n\nInflammatory lesions fell by 38%, and metagenomic analysis showed greater skin microbial diversity and a C. acnes phylotype profile closer to that of healthy skin. The formula used in the study is the same as that of the Biome Barrier Ampoule launched in 2023.',
      'zh-CN':
        'Cellactis微生物组研究中心在Frontiers in Microbiology上发表研究，证实含CLT-31发酵滤液和CLT-17裂解物的后生元安瓶有助于恢复痘痘肌的微生物平衡。44名轻中度痤疮成人连续8周、每日两次使用该安瓶。\n\n炎性皮损数减少38%，宏基因组分析显示皮肤微生物多样性提高，痤疮丙酸杆菌的系统型构成也更接近健康皮肤。研究所用配方与2023年上市的“微生态屏障安瓶精华”相同。',
      'zh-TW':
        'Cellactis微生物相研究中心於Frontiers in Microbiology發表研究，證實含CLT-31發酵濾液與CLT-17溶解物的後生元安瓶有助恢復痘痘肌的微生物平衡。44名輕度至中度痤瘡成人連續8週、每日兩次使用該安瓶。\n\n發炎性病灶數減少38%，宏基因體分析顯示肌膚微生物多樣性提升，痤瘡桿菌的親緣型組成也更接近健康肌膚。研究所用配方與2023年上市的「微生態屏障安瓶精華」相同。',
      'ja-JP':
        'セルラクティス・マイクロバイオーム研究所は、CLT-31発酵ろ過液とCLT-17ライセートを配合したポストバイオティクスアンプルがニキビ肌の微生物バランスを取り戻すとする研究成果を、Frontiers in Microbiologyに発表しました。軽症〜中等症のざ瘡の成人44名が、8週間1日2回アンプルを使用しました。\n\n炎症性皮疹数は38%減少し、メタゲノム解析では皮膚の微生物多様性が高まり、アクネ菌の系統型構成も健康な肌に近づきました。研究に用いた処方は、2023年に発売した「バイオーム バリア アンプル」と同じものです。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2025-09-08',
    title: {
      'ko-KR': '‘셀락티스 장 밸런스 신바이오틱 스틱’ 출시',
      'en-US': 'Cellactis launches the Gut Balance Synbiotic Stick',
      'zh-CN': 'Cellactis推出“肠道平衡合生元条”',
      'zh-TW': 'Cellactis推出「腸道平衡合生元條」',
      'ja-JP': '「セルラクティス 腸バランス シンバイオティクス スティック」を発売',
    },
    summary: {
      'ko-KR': '열처리 CLT-08과 식이섬유를 한 포에 담아, 배변 활동이 고민인 소비자를 겨냥했습니다.',
      'en-US': 'Heat-killed CLT-08 and dietary fibre in a single stick, for people who want more regular bowel movements.',
      'zh-CN': '一条即含热灭活CLT-08与膳食纤维，专为排便不畅的消费者设计。',
      'zh-TW': '一條即含熱殺菌CLT-08與膳食纖維，專為排便困擾的消費者設計。',
      'ja-JP': '加熱殺菌CLT-08と食物繊維を1包にまとめ、お通じに悩む方に向けた製品です。',
    },
    body: {
      'ko-KR':
        '셀락티스는 배변 활동 개선 인체적용시험을 거친 열처리 CLT-08에 프락토올리고당과 차전자피를 더한 ‘장 밸런스 신바이오틱 스틱’을 출시했습니다. 물에 잘 녹는 레몬 맛 분말로, 하루 한 포를 물에 타서 마시면 됩니다.\n\n제품은 데일리 포스트바이오틱 스틱과 함께 전국 파트너 약국과 18개 온라인 플랫폼에서 판매됩니다. 출시를 기념해 브랜드랩이 기획한 ‘아침 한 잔 장 루틴’ 캠페인도 9월 한 달간 진행합니다.',
      'en-US':
        'Cellactis has launched the Gut Balance Synbiotic Stick, which combines heat-killed CLT-08, tested in a human trial on bowel regularity, with fructooligosaccharides and psyllium husk. The lemon-flavoured powder dissolves easily; simply mix one stick a day into a glass of water.\n\nLike the Daily Postbiotic Stick, it is sold at partner pharmacies nationwide and on 18 online platforms. To mark the launch, Brand Lab is running a “Morning Glass Gut Routine” campaign throughout September.',
      'zh-CN':
        'Cellactis推出“肠道平衡合生元条”，在经排便功能人体试验验证的热灭活CLT-08基础上，添加了低聚果糖和车前子壳。柠檬味粉末易溶于水，每天1条冲水饮用即可。\n\n该产品与每日后生元条一样，在全国合作药店及18个线上平台销售。为庆祝上市，品牌实验室策划的“早晨一杯肠道习惯”营销活动也将在9月全月展开。',
      'zh-TW':
        'Cellactis推出「腸道平衡合生元條」，在經排便順暢人體試驗驗證的熱殺菌CLT-08之外，添加果寡糖與洋車前子殼。檸檬風味粉末易溶於水，每天1條加水飲用即可。\n\n產品與每日後生元條相同，於全國合作藥局及18個線上平台販售。為慶祝上市，品牌實驗室企劃的「早晨一杯腸道習慣」活動也將於9月全月展開。',
      'ja-JP':
        'セルラクティスは、便通改善のヒト試験を経た加熱殺菌CLT-08に、フラクトオリゴ糖とサイリウムハスクを加えた「腸バランス シンバイオティクス スティック」を発売しました。水に溶けやすいレモン味のパウダーで、1日1包を水に溶かして飲むだけです。\n\nデイリーポストバイオティクス スティックと同様に、全国のパートナー薬局と18のオンラインプラットフォームで販売します。発売を記念して、ブランドラボが企画した「朝の一杯で腸活ルーティン」キャンペーンも9月の1か月間実施します。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2025-11-10',
    title: {
      'ko-KR': '방콕 ‘in-cosmetics Asia 2025’에서 동남아 화장품 시장 공략',
      'en-US': 'Targeting Southeast Asian beauty at in-cosmetics Asia 2025 in Bangkok',
      'zh-CN': '亮相曼谷in-cosmetics Asia 2025，进军东南亚化妆品市场',
      'zh-TW': '參加曼谷in-cosmetics Asia 2025，進軍東南亞化妝品市場',
      'ja-JP': 'バンコクの「in-cosmetics Asia 2025」で東南アジアの化粧品市場を開拓',
    },
    summary: {
      'ko-KR': '여드름 피부 임상 결과를 앞세워 태국, 베트남, 인도네시아 바이어와 상담했습니다.',
      'en-US': 'Leading with our acne-prone skin clinical results, we met buyers from Thailand, Vietnam and Indonesia.',
      'zh-CN': '凭借痘痘肌临床成果，与泰国、越南、印度尼西亚买家展开洽谈。',
      'zh-TW': '憑藉痘痘肌臨床成果，與泰國、越南、印尼買家進行洽談。',
      'ja-JP': 'ニキビ肌の臨床結果を前面に打ち出し、タイ・ベトナム・インドネシアのバイヤーと商談しました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 태국 방콕에서 열린 아시아 최대 화장품 원료 전시회 in-cosmetics Asia 2025에 참가했습니다. 고온다습한 기후로 트러블 케어 수요가 높은 동남아 시장을 겨냥해, 여드름성 피부 마이크로바이옴 연구 결과와 CLT-31 발효 여과물을 중심으로 부스를 꾸렸습니다.\n\n전시 기간 태국, 베트남, 인도네시아 등 8개국 바이어 90여 곳과 상담했으며, 베트남 화장품 기업 두 곳과는 샘플 평가에 합의했습니다. 셀락티스는 내년 상반기 동남아 현지 대리점 계약을 목표로 하고 있습니다.',
      'en-US':
        'Cellactis took part in in-cosmetics Asia 2025 in Bangkok, Thailand, Asia’s largest cosmetic ingredients show. Targeting Southeast Asia, where the hot and humid climate drives strong demand for blemish care, the booth focused on our acne-prone skin microbiome research and CLT-31 Ferment Filtrate.\n\nDuring the show the team met around 90 buyers from eight countries including Thailand, Vietnam and Indonesia, and agreed sample evaluations with two Vietnamese cosmetics companies. Cellactis aims to sign local distribution agreements in Southeast Asia in the first half of next year.',
      'zh-CN':
        'Cellactis参加了在泰国曼谷举行的亚洲最大化妆品原料展in-cosmetics Asia 2025。针对气候高温潮湿、祛痘护理需求旺盛的东南亚市场，展位以痘痘肌微生物组研究成果和CLT-31发酵滤液为核心。\n\n展会期间，公司与泰国、越南、印度尼西亚等8个国家的约90家买家进行了洽谈，并与两家越南化妆品企业达成样品评估协议。Cellactis的目标是在明年上半年签订东南亚当地代理协议。',
      'zh-TW':
        'Cellactis參加於泰國曼谷舉行的亞洲最大化妝品原料展in-cosmetics Asia 2025。鎖定氣候高溫潮濕、痘痘保養需求旺盛的東南亞市場，攤位以痘痘肌微生物相研究成果與CLT-31發酵濾液為主軸。\n\n展期間與泰國、越南、印尼等8國約90家買家洽談，並與兩家越南化妝品企業達成樣品評估協議。Cellactis目標於明年上半年簽訂東南亞當地代理合約。',
      'ja-JP':
        'セルラクティスは、タイ・バンコクで開催されたアジア最大の化粧品原料展示会in-cosmetics Asia 2025に出展しました。高温多湿な気候で肌荒れケアの需要が高い東南アジア市場に向け、ニキビ肌のマイクロバイオーム研究の成果とCLT-31発酵ろ過液を中心にブースを構成しました。\n\n会期中にはタイ・ベトナム・インドネシアなど8か国の約90社のバイヤーと商談し、ベトナムの化粧品メーカー2社とはサンプル評価で合意しました。セルラクティスは来年上半期に東南アジアでの現地代理店契約の締結を目指しています。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2025-11-24',
    title: {
      'ko-KR': '셀락티스, 대한민국 바이오헬스 혁신대상 산업통상자원부 장관상 수상',
      'en-US': 'Cellactis wins the Minister of Trade, Industry and Energy Award at the Korea Bio-Health Innovation Awards',
      'zh-CN': 'Cellactis荣获韩国生物健康创新大奖产业通商资源部长官奖',
      'zh-TW': 'Cellactis榮獲韓國生技健康創新大獎產業通商資源部長官獎',
      'ja-JP': 'セルラクティス、大韓民国バイオヘルス革新大賞で産業通商資源部長官賞を受賞',
    },
    summary: {
      'ko-KR': '고밀도 열처리 공정과 근거 중심의 포스트바이오틱스 사업화 성과를 인정받았습니다.',
      'en-US':
        'The award recognises our high-density heat-killing process and our success in commercialising evidence-based postbiotics.',
      'zh-CN': '公司的高密度热灭活工艺及有科学依据的后生元产业化成果获得肯定。',
      'zh-TW': '公司的高密度熱殺菌製程與具科學實證的後生元商業化成果獲得肯定。',
      'ja-JP': '高密度加熱殺菌技術と、エビデンスに基づくポストバイオティクスの事業化の成果が評価されました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 11월 21일 열린 ‘2025 대한민국 바이오헬스 혁신대상’에서 산업통상자원부 장관상을 받았습니다. 심사위원회는 그램당 7.5조 셀을 구현한 고밀도 열처리 기술과 3건의 핵심 균주 특허, 그리고 이를 바탕으로 한 수출 성장세를 높이 평가했습니다.\n\n김도윤 대표는 수상 소감에서 “11년 전 판교의 작은 실험실에서 김치 유산균 한 주로 시작한 회사가 이 자리에 설 수 있었던 것은 연구원들과 고객사 덕분”이라며 “포스트바이오틱스를 K-바이오의 대표 수출 품목으로 키우겠다”고 말했습니다.',
      'en-US':
        'Cellactis received the Minister of Trade, Industry and Energy Award at the 2025 Korea Bio-Health Innovation Awards on 21 November. The judges praised its high-density heat-killing technology, which reaches 7.5 trillion cells per gram, its three core strain patents and the export growth built on them.\n\n“A company that started eleven years ago with a single kimchi strain in a small lab in Pangyo is standing here thanks to our researchers and our clients,” said CEO Kim Doyun in his acceptance speech. “We will make postbiotics one of K-bio’s flagship exports.”',
      'zh-CN':
        'Cellactis在11月21日举行的“2025韩国生物健康创新大奖”上荣获产业通商资源部长官奖。评审委员会高度评价了公司实现每克7.5万亿个菌体的高密度热灭活技术、3项核心菌株专利，以及以此为基础的出口增长势头。\n\n代表金度允在获奖感言中表示：“11年前在板桥一间小实验室里凭一株泡菜乳酸菌起步的公司能站上这个舞台，要感谢研究人员和客户。我们将把后生元打造成韩国生物产业的代表性出口产品。”',
      'zh-TW':
        'Cellactis於11月21日舉行的「2025韓國生技健康創新大獎」榮獲產業通商資源部長官獎。評審委員會高度肯定公司實現每公克7.5兆個菌體的高密度熱殺菌技術、3項核心菌株專利，以及以此為基礎的外銷成長動能。\n\n執行長金度允在得獎感言中表示：「11年前在板橋一間小實驗室、靠著一株泡菜乳酸菌起家的公司能站上這個舞台，要感謝研究人員與客戶。我們將把後生元打造成韓國生技的代表性出口產品。」',
      'ja-JP':
        'セルラクティスは、11月21日に開かれた「2025大韓民国バイオヘルス革新大賞」で産業通商資源部長官賞を受賞しました。審査委員会は、1gあたり7.5兆個を実現した高密度加熱殺菌技術と3件のコア菌株特許、そしてそれを基盤とした輸出の伸びを高く評価しました。\n\nキム・ドユン代表は受賞のあいさつで「11年前、板橋の小さな実験室でキムチ乳酸菌1株から始まった会社がこの場に立てたのは、研究員と顧客企業のおかげです。ポストバイオティクスをKバイオを代表する輸出品目に育てていきます」と述べました。',
    },
  },
]
