import type { SeedNews } from './types'

export const news2024: SeedNews[] = [
  {
    categoryKey: 'news-research',
    publishedAt: '2024-02-13',
    title: {
      'ko-KR': 'CLT-17 대사산물, 알레르기성 기도 염증 완화…Frontiers in Immunology 게재',
      'en-US': 'CLT-17 metabolites ease allergic airway inflammation, reports Frontiers in Immunology',
      'zh-CN': 'CLT-17代谢物可缓解过敏性气道炎症，研究成果发表于Frontiers in Immunology',
      'zh-TW': 'CLT-17代謝物可緩解過敏性呼吸道發炎，研究成果刊登於Frontiers in Immunology',
      'ja-JP': 'CLT-17の代謝産物がアレルギー性気道炎症を緩和　Frontiers in Immunologyに掲載',
    },
    summary: {
      'ko-KR': '균체가 아닌 대사산물만으로도 면역 균형을 조절할 수 있다는 연구 결과가 발표되었습니다.',
      'en-US': 'New research shows that metabolites alone, without the bacterial cells, can help rebalance the immune system.',
      'zh-CN': '最新研究表明，即使不含菌体，仅凭代谢物也能调节免疫平衡。',
      'zh-TW': '最新研究顯示，即使不含菌體，僅靠代謝物也能調節免疫平衡。',
      'ja-JP': '菌体を含まない代謝産物だけでも免疫バランスを調節できるという研究結果が発表されました。',
    },
    body: {
      'ko-KR':
        '셀락티스 마이크로바이옴 연구소는 CLT-17 배양액에서 얻은 포스트바이오틱 대사산물이 알레르기 모델 마우스의 기도 염증을 줄였다는 연구 결과를 국제 학술지 Frontiers in Immunology에 발표했습니다. 대사산물을 먹인 마우스는 호산구 침윤과 혈청 IgE가 감소했고, 면역 균형을 잡는 조절 T세포는 늘었습니다.\n\n연구팀은 대사산물 속 부티르산과 인돌-3-젖산을 주요 활성 성분으로 지목했습니다. 이 대사산물은 저온 분무건조 공정으로 만든 ‘포스트메타 컴플렉스’의 기반이 되며, 연구소는 호흡기 건강 분야로 응용 연구를 넓힐 계획입니다.',
      'en-US':
        'The Cellactis Microbiome Research Center has published findings in Frontiers in Immunology showing that postbiotic metabolites from CLT-17 cultures reduced airway inflammation in a mouse model of allergy. Mice fed the metabolites showed less eosinophil infiltration and lower serum IgE, while regulatory T cells, which help keep the immune system in balance, increased.\n\nThe team identified butyrate and indole-3-lactic acid as the main active components. These metabolites form the basis of PostMeta Complex, made by low-temperature spray drying, and the center plans to extend its applied research into respiratory health.',
      'zh-CN':
        'Cellactis微生物组研究中心在国际期刊Frontiers in Immunology上发表研究成果，证实从CLT-17培养液中获得的后生元代谢物可减轻过敏模型小鼠的气道炎症。摄入代谢物的小鼠嗜酸性粒细胞浸润和血清IgE均下降，而有助于维持免疫平衡的调节性T细胞增加。\n\n研究团队指出，代谢物中的丁酸和吲哚-3-乳酸是主要活性成分。这些代谢物是采用低温喷雾干燥工艺制成的“PostMeta后生元代谢物复合原料”的基础，研究中心计划将应用研究拓展至呼吸道健康领域。',
      'zh-TW':
        'Cellactis微生物相研究中心於國際期刊Frontiers in Immunology發表研究成果，證實由CLT-17培養液取得的後生元代謝物可減輕過敏模式小鼠的呼吸道發炎。攝取代謝物的小鼠嗜酸性球浸潤與血清IgE皆下降，有助維持免疫平衡的調節性T細胞則增加。\n\n研究團隊指出，代謝物中的丁酸與吲哚-3-乳酸為主要活性成分。這些代謝物是以低溫噴霧乾燥製程製成之「PostMeta後生元代謝物複合原料」的基礎，研究中心計畫將應用研究延伸至呼吸道保健領域。',
      'ja-JP':
        'セルラクティス・マイクロバイオーム研究所は、CLT-17の培養液から得たポストバイオティクス代謝産物がアレルギーモデルマウスの気道炎症を抑えたとする研究成果を、国際学術誌Frontiers in Immunologyに発表しました。代謝産物を与えたマウスでは好酸球浸潤と血清IgEが減少し、免疫バランスを整える制御性T細胞が増加しました。\n\n研究チームは、代謝産物に含まれる酪酸とインドール-3-乳酸を主な活性成分として挙げています。これらの代謝産物は低温噴霧乾燥で製造する「ポストメタ・コンプレックス」の基盤となっており、研究所は呼吸器の健康分野へと応用研究を広げる計画です。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2024-03-19',
    title: {
      'ko-KR': '셀락티스, 250억 원 규모 시리즈 C 투자 유치',
      'en-US': 'Cellactis raises KRW 25 billion in Series C funding',
      'zh-CN': 'Cellactis完成250亿韩元C轮融资',
      'zh-TW': 'Cellactis完成250億韓元C輪融資',
      'ja-JP': 'セルラクティス、シリーズCで250億ウォンを調達',
    },
    summary: {
      'ko-KR': '투자금은 음성 제2공장 건설과 해외 임상, 신규 균주 연구에 쓰입니다.',
      'en-US':
        'The funds will go towards building the second Eumseong plant, overseas clinical trials and research on new strains.',
      'zh-CN': '融资将用于建设阴城第二工厂、开展海外临床试验及新菌株研究。',
      'zh-TW': '資金將用於興建陰城第二工廠、進行海外臨床試驗及新菌株研究。',
      'ja-JP': '調達資金は陰城第2工場の建設、海外での臨床試験、新規菌株の研究に充てられます。',
    },
    body: {
      'ko-KR':
        '셀락티스가 국내 벤처캐피털과 전략적 투자자가 참여한 250억 원 규모의 시리즈 C 투자를 마무리했습니다. 이로써 2017년 시리즈 A 이후 누적 투자 유치액은 405억 원이 되었습니다.\n\n투자금은 생산능력을 세 배로 늘리는 음성 제2공장 건설, 유럽·미국 시장을 겨냥한 해외 인체적용시험, 체지방·여성 건강 분야 신규 균주 연구에 투입됩니다. 김도윤 대표는 “근거 중심의 포스트바이오틱스로 글로벌 원료 시장에서 경쟁하겠다”고 말했습니다.',
      'en-US':
        'Cellactis has closed a KRW 25 billion Series C round with participation from Korean venture capital firms and strategic investors, bringing total funding since its 2017 Series A to KRW 40.5 billion.\n\nThe money will fund the second Eumseong plant, which will triple production capacity, overseas human trials aimed at the European and US markets, and research on new strains for body-fat management and women’s health. “We will compete in the global ingredient market with evidence-based postbiotics,” said CEO Kim Doyun.',
      'zh-CN':
        'Cellactis完成由韩国风险投资机构和战略投资者参与的250亿韩元C轮融资。至此，自2017年A轮以来累计融资额达到405亿韩元。\n\n资金将用于建设可使产能提升至三倍的阴城第二工厂、面向欧美市场的海外人体试验，以及体脂管理和女性健康领域的新菌株研究。代表金度允表示：“我们将以有科学依据的后生元，在全球原料市场中参与竞争。”',
      'zh-TW':
        'Cellactis完成由韓國創投與策略投資人參與的250億韓元C輪融資，自2017年A輪以來累計募資金額達405億韓元。\n\n資金將用於興建可使產能提升至三倍的陰城第二工廠、鎖定歐美市場的海外人體試驗，以及體脂管理與女性保健領域的新菌株研究。執行長金度允表示：「我們將以具科學實證的後生元，在全球原料市場一較高下。」',
      'ja-JP':
        'セルラクティスは、国内のベンチャーキャピタルと戦略的投資家が参加した250億ウォン規模のシリーズCの資金調達を完了しました。これにより、2017年のシリーズA以降の累計調達額は405億ウォンとなりました。\n\n資金は、生産能力を3倍に高める陰城第2工場の建設、欧米市場を見据えた海外でのヒト試験、体脂肪・女性の健康分野の新規菌株研究に投じられます。キム・ドユン代表は「エビデンスに基づくポストバイオティクスで、グローバルな原料市場で勝負していく」と述べました。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2024-05-20',
    title: {
      'ko-KR': '제네바 ‘Vitafoods Europe 2024’에서 유럽 바이어 120여 곳과 상담',
      'en-US': 'Over 120 European buyer meetings at Vitafoods Europe 2024 in Geneva',
      'zh-CN': '在日内瓦Vitafoods Europe 2024展会上与120余家欧洲买家洽谈',
      'zh-TW': '於日內瓦Vitafoods Europe 2024展會與120多家歐洲買家洽談',
      'ja-JP': 'ジュネーブの「Vitafoods Europe 2024」で欧州バイヤー120社超と商談',
    },
    summary: {
      'ko-KR': '유럽 최대 건강기능원료 전시회에서 열처리 유산균 CLT-23과 CLT-17을 중심으로 상담을 진행했습니다.',
      'en-US': 'At Europe’s largest nutraceutical ingredients show, our meetings centred on heat-killed CLT-23 and CLT-17.',
      'zh-CN': '在欧洲最大的营养保健原料展上，以热灭活CLT-23和CLT-17为核心开展洽谈。',
      'zh-TW': '於歐洲最大的營養保健原料展上，以熱殺菌CLT-23與CLT-17為主軸進行洽談。',
      'ja-JP': '欧州最大の機能性原料展示会で、加熱殺菌CLT-23とCLT-17を中心に商談を行いました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 5월 14일부터 16일까지 스위스 제네바에서 열린 Vitafoods Europe 2024에 한국관이 아닌 단독 부스로 처음 참가했습니다. 사흘 동안 독일, 이탈리아, 북유럽 등 유럽 바이어 120여 곳과 상담을 진행했습니다.\n\n바이어들은 유럽 특허를 출원한 면역 원료 CLT-23과, 상온에서도 균체 수가 유지되는 열처리 CLT-17에 큰 관심을 보였습니다. 회사는 상담 결과를 바탕으로 하반기 유럽 현지 유통 파트너 선정을 추진합니다.',
      'en-US':
        'Cellactis exhibited at Vitafoods Europe 2024 in Geneva, Switzerland, from 14 to 16 May, taking its own booth for the first time rather than exhibiting in the Korea pavilion. Over the three days the team held meetings with more than 120 buyers from Germany, Italy, the Nordic countries and elsewhere in Europe.\n\nBuyers showed strong interest in CLT-23, the immune ingredient for which a European patent application has been filed, and in heat-killed CLT-17, whose cell count stays stable at room temperature. Based on these meetings, the company will select a European distribution partner in the second half of the year.',
      'zh-CN':
        'Cellactis首次以独立展位（而非韩国馆）参加了5月14日至16日在瑞士日内瓦举行的Vitafoods Europe 2024，三天内与来自德国、意大利、北欧等地的120余家欧洲买家进行了洽谈。\n\n买家对已申请欧洲专利的免疫原料CLT-23，以及常温下菌体数仍保持稳定的热灭活CLT-17表现出浓厚兴趣。公司将根据洽谈结果，于下半年推进欧洲当地经销伙伴的遴选。',
      'zh-TW':
        'Cellactis首度以獨立攤位（而非韓國館）參加5月14日至16日於瑞士日內瓦舉行的Vitafoods Europe 2024，三天內與來自德國、義大利、北歐等地的120多家歐洲買家洽談。\n\n買家對已申請歐洲專利的免疫原料CLT-23，以及常溫下菌體數仍維持穩定的熱殺菌CLT-17展現高度興趣。公司將依據洽談結果，於下半年推動歐洲當地經銷夥伴的遴選。',
      'ja-JP':
        'セルラクティスは、5月14日から16日までスイス・ジュネーブで開催されたVitafoods Europe 2024に、韓国パビリオンではなく単独ブースとして初めて出展しました。3日間でドイツ、イタリア、北欧など欧州のバイヤー120社あまりと商談を行いました。\n\nバイヤーは、欧州特許を出願中の免疫原料CLT-23と、常温でも菌体数が保たれる加熱殺菌CLT-17に強い関心を示しました。同社は商談の結果をもとに、下半期に欧州での販売パートナーの選定を進めます。',
    },
  },
  {
    categoryKey: 'news-research',
    publishedAt: '2024-06-17',
    title: {
      'ko-KR': '셀락티스, 열처리 CLT-17 조성물 미국 특허 등록',
      'en-US': 'Cellactis granted a US patent for its heat-killed CLT-17 composition',
      'zh-CN': 'Cellactis热灭活CLT-17组合物获美国专利授权',
      'zh-TW': 'Cellactis熱殺菌CLT-17組成物取得美國專利',
      'ja-JP': 'セルラクティス、加熱殺菌CLT-17組成物で米国特許を取得',
    },
    summary: {
      'ko-KR': '2023년 일본에 이어 미국에서도 CLT-17의 장 장벽 개선 용도 특허가 등록되었습니다.',
      'en-US':
        'Following Japan in 2023, the patent on CLT-17’s use for improving intestinal barrier function has now been granted in the United States.',
      'zh-CN': '继2023年在日本获得授权后，CLT-17改善肠道屏障用途的专利在美国也获得授权。',
      'zh-TW': '繼2023年於日本獲證後，CLT-17改善腸道屏障用途的專利也在美國獲證。',
      'ja-JP': '2023年の日本に続き、米国でもCLT-17の腸管バリア改善用途の特許が登録されました。',
    },
    body: {
      'ko-KR':
        '미국 특허청은 6월 11일 ‘열처리 락토바실러스 플란타럼 CLT-17 사균체를 포함하는 장 장벽 개선용 조성물’에 대한 셀락티스의 특허를 등록했습니다. 2021년 출원한 이 특허는 고밀도 열처리 CLT-17을 유효성분으로 하는 식품과 식이보충제 조성물을 보호합니다.\n\n이번 등록으로 셀락티스는 한국, 일본, 미국에서 CLT-17 관련 권리를 확보했습니다. 회사는 미국 식이보충제 브랜드를 대상으로 원료 샘플링을 시작했으며, 연내 첫 미국 수출을 목표로 하고 있습니다.',
      'en-US':
        'On 11 June the United States Patent and Trademark Office granted Cellactis’s patent for a “Composition comprising heat-killed Lactobacillus plantarum CLT-17 for improving intestinal barrier function.” Filed in 2021, the patent protects food and dietary supplement compositions whose active ingredient is high-density heat-killed CLT-17.\n\nCellactis now holds CLT-17 rights in Korea, Japan and the United States. The company has started sampling the ingredient with US dietary supplement brands and aims to make its first shipments to the US within the year.',
      'zh-CN':
        '美国专利商标局于6月11日授予Cellactis“包含热灭活植物乳杆菌CLT-17菌体的肠道屏障改善用组合物”专利。该专利于2021年提交申请，保护以高密度热灭活CLT-17为有效成分的食品及膳食补充剂组合物。\n\n至此，Cellactis已在韩国、日本和美国取得CLT-17相关权利。公司已开始向美国膳食补充剂品牌提供原料样品，目标是年内实现首次对美出口。',
      'zh-TW':
        '美國專利商標局於6月11日核准Cellactis「包含熱殺菌植物乳桿菌CLT-17菌體之腸道屏障改善用組成物」專利。此專利於2021年提出申請，保護以高密度熱殺菌CLT-17為有效成分的食品及膳食補充品組成物。\n\nCellactis至此已在韓國、日本與美國取得CLT-17相關權利。公司已開始向美國膳食補充品品牌提供原料樣品，目標於年內完成首批對美出貨。',
      'ja-JP':
        '米国特許商標庁は6月11日、セルラクティスの「加熱殺菌ラクトバチルス・プランタルムCLT-17菌体を含む腸管バリア機能改善用組成物」の特許を登録しました。2021年に出願したこの特許は、高密度の加熱殺菌CLT-17を有効成分とする食品およびダイエタリーサプリメントの組成物を保護するものです。\n\nこれによりセルラクティスは、韓国・日本・米国でCLT-17関連の権利を確保しました。同社は米国のサプリメントブランドへの原料サンプル提供を始めており、年内の米国向け初出荷を目指しています。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2024-08-26',
    title: {
      'ko-KR': '제1회 ‘셀락티스 포스트바이오틱스 포럼’ 판교에서 개최',
      'en-US': 'First Cellactis Postbiotics Forum held in Pangyo',
      'zh-CN': '首届“Cellactis后生元论坛”在板桥举行',
      'zh-TW': '首屆「Cellactis後生元論壇」於板橋舉行',
      'ja-JP': '第1回「セルラクティス・ポストバイオティクス・フォーラム」を板橋で開催',
    },
    summary: {
      'ko-KR': '학계와 고객사, 규제 전문가 등 250여 명이 참석해 포스트바이오틱스의 과학과 시장을 논의했습니다.',
      'en-US': 'About 250 academics, clients and regulatory experts gathered to discuss the science and market of postbiotics.',
      'zh-CN': '约250名学界人士、客户及法规专家出席，共同探讨后生元的科学与市场。',
      'zh-TW': '約250名學界人士、客戶及法規專家出席，共同探討後生元的科學與市場。',
      'ja-JP': '学界、顧客企業、規制の専門家など約250名が参加し、ポストバイオティクスの科学と市場について議論しました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 8월 23일 판교 테크노밸리 컨퍼런스홀에서 제1회 포스트바이오틱스 포럼을 열었습니다. 국내 대학 연구자와 화장품·건강식품 고객사, 규제 전문가 등 250여 명이 참석해 사균체·용해물·대사산물 연구의 최신 흐름을 공유했습니다.\n\n이지훈 연구소장은 ‘포스트바이오틱스 품질 표준화’를 주제로 기조 발표를 했고, 오후에는 국내 포스트바이오틱스 표시·광고 기준을 다루는 패널 토론이 이어졌습니다. 셀락티스는 포럼을 매년 정례 행사로 운영할 계획입니다.',
      'en-US':
        'Cellactis held its first Postbiotics Forum on 23 August at a conference hall in Pangyo Techno Valley. Some 250 participants, including university researchers, cosmetics and health-food clients and regulatory experts, shared the latest developments in research on heat-killed cells, lysates and metabolites.\n\nResearch center head Lee Jihoon gave the keynote on “Standardising the quality of postbiotics,” and the afternoon featured a panel discussion on labelling and advertising rules for postbiotics in Korea. Cellactis plans to hold the forum every year.',
      'zh-CN':
        'Cellactis于8月23日在板桥科技谷会议厅举办首届后生元论坛。韩国高校研究人员、化妆品及健康食品客户、法规专家等约250人出席，分享了灭活菌体、裂解物和代谢物研究的最新动态。\n\n研究中心主任李智勋以“后生元质量标准化”为题发表主旨演讲，下午还举行了关于韩国后生元标示与广告规范的专题讨论。Cellactis计划将论坛办成每年一届的固定活动。',
      'zh-TW':
        'Cellactis於8月23日在板橋科技谷會議廳舉辦首屆後生元論壇。韓國大學研究人員、化妝品與保健食品客戶、法規專家等約250人出席，分享死菌體、溶解物與代謝物研究的最新趨勢。\n\n研究中心主任李智勳以「後生元品質標準化」為題發表專題演講，下午並舉行韓國後生元標示與廣告規範的座談。Cellactis計畫將論壇辦成每年定期舉辦的活動。',
      'ja-JP':
        'セルラクティスは8月23日、板橋テクノバレーのカンファレンスホールで第1回ポストバイオティクス・フォーラムを開催しました。国内の大学研究者、化粧品・健康食品の顧客企業、規制の専門家など約250名が参加し、死菌体・ライセート・代謝産物の研究の最新動向を共有しました。\n\nイ・ジフン研究所長は「ポストバイオティクスの品質標準化」をテーマに基調講演を行い、午後には韓国におけるポストバイオティクスの表示・広告基準をめぐるパネルディスカッションが行われました。セルラクティスは今後、フォーラムを毎年定例で開催する予定です。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2024-09-02',
    title: {
      'ko-KR': '여성 건강 제품 ‘셀락티스 우먼 밸런스 캡슐’ 출시',
      'en-US': 'Cellactis launches Women Balance Capsule for women’s health',
      'zh-CN': 'Cellactis推出女性健康产品“女性平衡胶囊”',
      'zh-TW': 'Cellactis推出女性保健產品「女性平衡膠囊」',
      'ja-JP': '女性の健康のための「セルラクティス ウーマンバランス カプセル」を発売',
    },
    summary: {
      'ko-KR': '한국 여성에게서 분리한 CLT-C12를 담은 여성 전용 제품을 파트너 약국과 온라인몰에서 판매합니다.',
      'en-US':
        'Our women-only product with CLT-C12, a strain isolated from Korean women, is now sold at partner pharmacies and online.',
      'zh-CN': '含分离自韩国女性的CLT-C12的女性专用产品，在合作药店及网店同步销售。',
      'zh-TW': '含分離自韓國女性之CLT-C12的女性專用產品，於合作藥局及網路商店同步販售。',
      'ja-JP': '韓国人女性から分離したCLT-C12を配合した女性専用製品を、パートナー薬局とオンラインストアで販売します。',
    },
    body: {
      'ko-KR':
        '셀락티스는 여성의 Y존 유익균 환경을 돕는 ‘우먼 밸런스 캡슐’을 출시했습니다. 열처리 Lactobacillus crispatus CLT-C12와 CLT-17에 크랜베리 추출물을 더했으며, 하루 한 캡슐로 간편하게 섭취할 수 있습니다.\n\nCLT-C12는 셀락티스 스트레인 뱅크에서 질 상피세포 부착력이 가장 뛰어난 균주로 선별되었습니다. 제품은 전국 셀락티스 파트너 약국과 공식 온라인몰에서 구입할 수 있으며, 약사 상담용 교육 자료도 함께 배포했습니다.',
      'en-US':
        'Cellactis has launched the Women Balance Capsule to support a healthy balance of beneficial bacteria in women’s intimate area. It combines heat-killed Lactobacillus crispatus CLT-C12 and CLT-17 with cranberry extract, in an easy one-capsule-a-day format.\n\nCLT-C12 was chosen from the Cellactis strain bank as the strain with the strongest adhesion to vaginal epithelial cells. The product is available at Cellactis partner pharmacies nationwide and in our online store, and training materials have been distributed to help pharmacists advise customers.',
      'zh-CN':
        'Cellactis推出有助于维持女性私密处有益菌环境的“女性平衡胶囊”。产品以热灭活Lactobacillus crispatus CLT-C12和CLT-17为基础，添加蔓越莓提取物，每日仅需1粒，服用方便。\n\nCLT-C12是从Cellactis菌种库中筛选出的对阴道上皮细胞黏附力最强的菌株。产品可在全国Cellactis合作药店和官方网店购买，公司还同步发放了供药师咨询使用的培训资料。',
      'zh-TW':
        'Cellactis推出有助維持女性私密處益菌環境的「女性平衡膠囊」。產品以熱殺菌Lactobacillus crispatus CLT-C12與CLT-17為基礎，添加蔓越莓萃取物，每日只需1粒，食用方便。\n\nCLT-C12是從Cellactis菌種庫中篩選出、對陰道上皮細胞附著力最強的菌株。產品可於全國Cellactis合作藥局與官方網路商店購買，公司並同步提供藥師諮詢用的教育資料。',
      'ja-JP':
        'セルラクティスは、女性のデリケートゾーンの善玉菌環境をサポートする「ウーマンバランス カプセル」を発売しました。加熱殺菌Lactobacillus crispatus CLT-C12とCLT-17にクランベリーエキスを加え、1日1カプセルで手軽に摂取できます。\n\nCLT-C12は、セルラクティスのストレインバンクの中から膣上皮細胞への付着性が最も高い菌株として選抜されました。製品は全国のセルラクティス パートナー薬局と公式オンラインストアでお求めいただけ、薬剤師の相談対応に役立つ研修資料もあわせて配布しました。',
    },
  },
  {
    categoryKey: 'news-research',
    publishedAt: '2024-10-14',
    title: {
      'ko-KR': '체지방 감소 신규 균주 CLT-G6 용도 특허 출원…인체적용시험 완료',
      'en-US': 'Patent filed for new body-fat strain CLT-G6 as human trial completes',
      'zh-CN': '新型减脂菌株CLT-G6申请用途专利，人体试验已完成',
      'zh-TW': '新型減脂菌株CLT-G6提出用途專利申請，人體試驗完成',
      'ja-JP': '体脂肪を減らす新規菌株CLT-G6の用途特許を出願　ヒト試験も完了',
    },
    summary: {
      'ko-KR':
        '모유 유래 열처리 유산균 CLT-G6의 체지방 감소 용도 특허를 출원하고, 12주 인체적용시험의 데이터 분석에 들어갔습니다.',
      'en-US':
        'We have filed a patent on the use of heat-killed CLT-G6, a strain of breast-milk origin, to reduce body fat, and begun analysing data from its 12-week human trial.',
      'zh-CN': '公司就源自母乳的热灭活乳酸菌CLT-G6减少体脂的用途提交专利申请，并开始分析12周人体试验数据。',
      'zh-TW': '公司就源自母乳的熱殺菌乳酸菌CLT-G6減少體脂之用途提出專利申請，並開始分析12週人體試驗數據。',
      'ja-JP': '母乳由来の加熱殺菌乳酸菌CLT-G6の体脂肪低減用途について特許を出願し、12週間のヒト試験のデータ解析に入りました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 10월 7일 ‘열처리 락토바실러스 가세리 CLT-G6을 포함하는 체지방 감소용 조성물’ 특허를 출원했습니다. CLT-G6은 지방세포 분화에 관여하는 전사인자를 억제하는 것으로 확인된 균주입니다.\n\n과체중 성인 100명을 대상으로 진행한 12주 인체적용시험도 최근 마지막 방문을 마쳤습니다. 연구소는 내장지방 면적을 주평가 지표로 데이터를 분석하고 있으며, 결과는 내년 상반기 국제 학술지에 발표할 예정입니다.',
      'en-US':
        'On 7 October Cellactis filed a patent application for a “Composition for reducing body fat comprising heat-killed Lactobacillus gasseri CLT-G6.” CLT-G6 has been shown to suppress transcription factors involved in adipocyte differentiation.\n\nThe 12-week human trial with 100 overweight adults has also recently completed its final visits. The research center is analysing the data with visceral fat area as the primary endpoint and expects to publish the results in an international journal in the first half of next year.',
      'zh-CN':
        'Cellactis于10月7日提交了“包含热灭活加氏乳杆菌CLT-G6的体脂减少用组合物”专利申请。已证实CLT-G6可抑制参与脂肪细胞分化的转录因子。\n\n以100名超重成人为对象的12周人体试验近日也完成了最后一次随访。研究中心正以内脏脂肪面积为主要评价指标分析数据，预计明年上半年在国际期刊上发表结果。',
      'zh-TW':
        'Cellactis於10月7日提出「包含熱殺菌加氏乳桿菌CLT-G6之體脂肪減少用組成物」專利申請。CLT-G6已證實可抑制參與脂肪細胞分化的轉錄因子。\n\n以100名體重過重成人為對象的12週人體試驗近日亦完成最後一次回診。研究中心正以內臟脂肪面積為主要評估指標分析數據，預計明年上半年於國際期刊發表結果。',
      'ja-JP':
        'セルラクティスは10月7日、「加熱殺菌ラクトバチルス・ガセリCLT-G6を含む体脂肪低減用組成物」の特許を出願しました。CLT-G6は脂肪細胞の分化に関わる転写因子を抑制することが確認されている菌株です。\n\n過体重の成人100名を対象とした12週間のヒト試験も、このほど最終来院を終えました。研究所は内臓脂肪面積を主要評価項目としてデータを解析しており、結果は来年上半期に国際学術誌で発表する予定です。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2024-11-18',
    title: {
      'ko-KR': '어린이용 ‘키즈 포스트바이오틱 츄어블’ 출시…키즈 젤리는 판매 종료',
      'en-US': 'Kids Postbiotic Chewable launched, replacing the Kids Jelly',
      'zh-CN': '儿童后生元咀嚼片上市，儿童果冻停止销售',
      'zh-TW': '兒童後生元咀嚼錠上市，兒童果凍停止販售',
      'ja-JP': '子ども向け「キッズ ポストバイオティクス チュアブル」を発売　キッズゼリーは販売終了',
    },
    summary: {
      'ko-KR': '당류를 줄이고 비타민 D를 더한 씹어 먹는 정제로, 4년간 사랑받은 키즈 젤리를 대신합니다.',
      'en-US': 'A lower-sugar chewable tablet with added vitamin D takes over from the Kids Jelly, a favourite for four years.',
      'zh-CN': '减糖并添加维生素D的咀嚼片，接替深受喜爱四年的儿童果冻。',
      'zh-TW': '減糖並添加維生素D的咀嚼錠，接替深受喜愛四年的兒童果凍。',
      'ja-JP': '糖類を抑えビタミンDを加えたチュアブル錠が、4年間愛されたキッズゼリーに代わって登場します。',
    },
    body: {
      'ko-KR':
        '셀락티스는 만 3세 이상 어린이를 위한 ‘키즈 포스트바이오틱 츄어블’을 출시했습니다. 요구르트 맛 정제 두 알에 열처리 CLT-17과 비타민 D 5 μg을 담았고, 1정당 당류는 0.5 g 이하로 낮췄습니다.\n\n2020년부터 판매해 온 ‘키즈 포스트바이오틱 젤리’는 재고 소진 후 판매를 종료합니다. 회사는 부모 고객들이 요청해 온 휴대성과 당류 저감 의견을 반영해 제형을 바꾸었다고 설명했습니다.',
      'en-US':
        'Cellactis has launched the Kids Postbiotic Chewable for children aged three and over. Two yoghurt-flavoured tablets provide heat-killed CLT-17 and 5 μg of vitamin D, with no more than 0.5 g of sugar per tablet.\n\nThe Kids Postbiotic Jelly, sold since 2020, will be discontinued once remaining stock is sold. The company explained that it changed the format in response to parents’ requests for better portability and less sugar.',
      'zh-CN':
        'Cellactis推出适合3岁以上儿童的“儿童后生元咀嚼片”。每2片酸奶味咀嚼片含热灭活CLT-17和5微克维生素D，每片含糖量不超过0.5克。\n\n自2020年起销售的“儿童后生元果冻”将在库存售完后停止销售。公司表示，此次剂型调整是为了回应家长们对便携性和减糖的需求。',
      'zh-TW':
        'Cellactis推出適合3歲以上兒童的「兒童後生元咀嚼錠」。每2錠優格風味咀嚼錠含熱殺菌CLT-17與5微克維生素D，每錠糖含量不超過0.5公克。\n\n自2020年起販售的「兒童後生元果凍」將於庫存售完後停售。公司表示，此次劑型調整是為了回應家長對攜帶便利與減糖的需求。',
      'ja-JP':
        'セルラクティスは、3歳以上のお子さま向けの「キッズ ポストバイオティクス チュアブル」を発売しました。ヨーグルト味の錠剤2粒に加熱殺菌CLT-17とビタミンD 5 μgを配合し、1粒あたりの糖類は0.5 g以下に抑えました。\n\n2020年から販売してきた「キッズ ポストバイオティクス ゼリー」は、在庫がなくなり次第販売を終了します。同社は、保護者の方々から寄せられた携帯性と糖類低減の要望を反映して剤形を変更したと説明しています。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2024-12-05',
    title: {
      'ko-KR': '셀락티스, 제61회 무역의 날 ‘500만 불 수출의 탑’ 수상',
      'en-US': 'Cellactis receives the US$5 Million Export Tower on the 61st Trade Day',
      'zh-CN': 'Cellactis在第61届贸易日荣获“500万美元出口塔”',
      'zh-TW': 'Cellactis於第61屆貿易日榮獲「500萬美元出口塔」',
      'ja-JP': 'セルラクティス、第61回貿易の日に「500万ドル輸出の塔」を受賞',
    },
    summary: {
      'ko-KR': '미국 수출이 본격화되면서 1년 만에 다시 한 단계 높은 수출의 탑을 받았습니다.',
      'en-US': 'With US exports ramping up, we moved up another level of the Export Tower in just one year.',
      'zh-CN': '随着对美出口全面展开，公司仅用一年便再获更高一级的出口塔。',
      'zh-TW': '隨著對美出口全面展開，公司僅一年便再獲更高一級的出口塔。',
      'ja-JP': '米国向け輸出が本格化し、わずか1年で再び一段上の輸出の塔を受賞しました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 12월 5일 열린 제61회 무역의 날 기념식에서 ‘500만 불 수출의 탑’을 받았습니다. 일본, 대만, 베트남에 이어 올해 하반기부터 미국 식이보충제 브랜드로 CLT-17 원료 공급이 시작되면서 수출액이 크게 늘었습니다.\n\n현재 셀락티스 원료는 9개국에 수출되고 있습니다. 정민호 글로벌사업본부장은 “내년에는 유럽 유통 파트너와 함께 CLT-23 면역 원료의 현지 출시를 준비하겠다”고 밝혔습니다.',
      'en-US':
        'Cellactis received the US$5 Million Export Tower at the ceremony for the 61st Trade Day on 5 December. After Japan, Taiwan and Vietnam, supply of CLT-17 to US dietary supplement brands began in the second half of this year, driving a sharp rise in exports.\n\nCellactis ingredients are now exported to nine countries. “Next year we will prepare the local launch of our CLT-23 immune ingredient with our European distribution partner,” said Jung Minho, Head of Global Business.',
      'zh-CN':
        'Cellactis在12月5日举行的第61届贸易日纪念仪式上荣获“500万美元出口塔”。继日本、中国台湾、越南之后，公司自今年下半年起开始向美国膳食补充剂品牌供应CLT-17原料，出口额大幅增长。\n\n目前Cellactis的原料已出口至9个国家。全球业务本部长郑敏浩表示：“明年我们将与欧洲经销伙伴一起，筹备CLT-23免疫原料在当地的上市。”',
      'zh-TW':
        'Cellactis於12月5日舉行的第61屆貿易日紀念典禮上榮獲「500萬美元出口塔」。繼日本、台灣、越南之後，公司自今年下半年起開始向美國膳食補充品品牌供應CLT-17原料，外銷金額大幅成長。\n\n目前Cellactis原料已外銷至9個國家。全球事業本部長鄭敏浩表示：「明年將與歐洲經銷夥伴攜手，籌備CLT-23免疫原料在當地上市。」',
      'ja-JP':
        'セルラクティスは、12月5日に開かれた第61回貿易の日記念式典で「500万ドル輸出の塔」を受賞しました。日本・台湾・ベトナムに続き、今年下半期から米国のサプリメントブランドへのCLT-17原料の供給が始まり、輸出額が大きく伸びました。\n\n現在、セルラクティスの原料は9か国に輸出されています。チョン・ミンホ グローバル事業本部長は「来年は欧州の販売パートナーとともに、CLT-23免疫原料の現地発売を準備していく」と述べました。',
    },
  },
]
