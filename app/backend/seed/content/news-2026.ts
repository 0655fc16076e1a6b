import type { SeedNews } from './types'

export const news2026: SeedNews[] = [
  {
    categoryKey: 'news-research',
    publishedAt: '2026-02-09',
    title: {
      'ko-KR': '비피더스 균체 용해물 CLT-B5, 어린이 감기 증상 기간 31% 단축',
      'en-US': 'Bifidobacterial lysate CLT-B5 cuts days with cold symptoms in children by 31%',
      'zh-CN': '双歧杆菌裂解物CLT-B5使儿童感冒症状天数减少31%',
      'zh-TW': '雙歧桿菌溶解物CLT-B5使兒童感冒症狀天數減少31%',
      'ja-JP': 'ビフィズス菌ライセートCLT-B5、子どものかぜ症状の日数を31%短縮',
    },
    summary: {
      'ko-KR':
        '미취학 아동 140명을 대상으로 한 겨울철 인체적용시험 결과가 International Journal of Molecular Sciences에 실렸습니다.',
      'en-US':
        'Results of a winter trial with 140 preschool children have been published in the International Journal of Molecular Sciences.',
      'zh-CN': '以140名学龄前儿童为对象的冬季人体试验结果发表于International Journal of Molecular Sciences。',
      'zh-TW': '以140名學齡前兒童為對象的冬季人體試驗結果刊登於International Journal of Molecular Sciences。',
      'ja-JP': '未就学児140名を対象とした冬季のヒト試験の結果が、International Journal of Molecular Sciencesに掲載されました。',
    },
    body: {
      'ko-KR':
        '셀락티스 마이크로바이옴 연구소는 특허 받은 초음파·효소 복합 공법으로 만든 Bifidobacterium longum CLT-B5 용해물이 어린이의 상기도 감염 증상 기간을 줄였다는 연구 결과를 발표했습니다. 만 3~6세 어린이 140명이 겨울철 16주 동안 용해물 또는 위약을 섭취했습니다.\n\n용해물군은 콧물, 기침 등 상기도 증상이 있었던 날이 위약군보다 31% 적었고, 점막 면역 지표인 타액 분비형 IgA가 유의하게 증가했습니다. 셀락티스는 어린이 면역 제품을 준비하는 고객사에 이번 임상 자료를 제공하고 있습니다.',
      'en-US':
        'The Cellactis Microbiome Research Center has reported that a lysate of Bifidobacterium longum CLT-B5, made with our patented combined ultrasonic and enzymatic process, shortened upper respiratory symptoms in children. In the trial, 140 children aged 3 to 6 took the lysate or a placebo for 16 weeks over the winter.\n\nThe lysate group had 31% fewer days with upper respiratory symptoms such as a runny nose or cough, and salivary secretory IgA, a marker of mucosal immunity, increased significantly. Cellactis is sharing the clinical data with clients developing immune products for children.',
      'zh-CN':
        'Cellactis微生物组研究中心发布研究成果：采用专利超声波与酶复合工艺制成的Bifidobacterium longum CLT-B5裂解物，可缩短儿童上呼吸道感染症状的持续时间。试验中，140名3至6岁儿童在冬季连续16周服用裂解物或安慰剂。\n\n裂解物组出现流涕、咳嗽等上呼吸道症状的天数较安慰剂组少31%，反映黏膜免疫的唾液分泌型IgA显著升高。Cellactis正向开发儿童免疫产品的客户提供此次临床数据。',
      'zh-TW':
        'Cellactis微生物相研究中心發表研究成果：以專利超音波與酵素複合製程製成的Bifidobacterium longum CLT-B5溶解物，可縮短兒童上呼吸道感染症狀的持續時間。試驗中，140名3至6歲兒童於冬季連續16週服用溶解物或安慰劑。\n\n溶解物組出現流鼻水、咳嗽等上呼吸道症狀的天數較安慰劑組少31%，反映黏膜免疫的唾液分泌型IgA顯著上升。Cellactis正將此臨床數據提供給開發兒童免疫產品的客戶。',
      'ja-JP':
        'セルラクティス・マイクロバイオーム研究所は、特許取得の超音波・酵素複合技術でつくったBifidobacterium longum CLT-B5ライセートが、子どもの上気道感染症状の期間を短くしたとする研究成果を発表しました。3〜6歳の子ども140名が、冬季の16週間にわたりライセートまたはプラセボを摂取しました。\n\nライセート群では鼻水やせきなどの上気道症状があった日数がプラセボ群より31%少なく、粘膜免疫の指標である唾液中の分泌型IgAが有意に増加しました。セルラクティスは、子ども向け免疫製品を準備する顧客企業にこの臨床データを提供しています。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2026-03-16',
    title: {
      'ko-KR': '셀락티스, 제2판교 ‘셀락티스 R&D 센터’ 입주',
      'en-US': 'Cellactis moves into the new Cellactis R&D Center in Pangyo Second Techno Valley',
      'zh-CN': 'Cellactis入驻第二板桥“Cellactis研发中心”',
      'zh-TW': 'Cellactis進駐第二板橋「Cellactis研發中心」',
      'ja-JP': 'セルラクティス、第2板橋の「セルラクティスR&Dセンター」に入居',
    },
    summary: {
      'ko-KR': '본사와 마이크로바이옴 연구소가 지하 2층, 지상 8층 규모의 신사옥으로 함께 이전했습니다.',
      'en-US': 'Our headquarters and Microbiome Research Center have moved together into a new eight-storey building.',
      'zh-CN': '总部与微生物组研究中心一同迁入地上8层、地下2层的新大楼。',
      'zh-TW': '總部與微生物相研究中心一同遷入地上8層、地下2層的新大樓。',
      'ja-JP': '本社とマイクロバイオーム研究所が、地下2階・地上8階建ての新社屋にそろって移転しました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 창업 12년 만에 경기도 성남시 제2판교테크노밸리에 신사옥 ‘셀락티스 R&D 센터’를 마련하고 본사와 연구소를 이전했습니다. 새 건물에는 균주 배양실, 세포·동물 대체 시험실, 파일럿 발효 설비와 함께 고객사와 시제품을 만들어 볼 수 있는 ‘애플리케이션 랩’이 들어섰습니다.\n\n연구 인력도 지난해 80명에서 연말까지 120명으로 늘릴 계획입니다. 이지훈 연구소장은 “균주 발굴부터 제형 개발, 임상까지 한 건물에서 이어지는 연구 체계를 갖추게 되었다”고 말했습니다.',
      'en-US':
        'Twelve years after its founding, Cellactis has moved its headquarters and research center into a new building, the Cellactis R&D Center, in Pangyo Second Techno Valley, Seongnam, Gyeonggi-do. The building houses strain culture rooms, cell-based testing labs, pilot fermentation facilities and an Application Lab where clients can create prototypes together with our team.\n\nThe company plans to grow its research staff from 80 last year to 120 by the end of this year. “We now have a research system that runs from strain discovery to formulation and clinical trials under one roof,” said Lee Jihoon, head of the research center.',
      'zh-CN':
        'Cellactis在创立12年之际，于京畿道城南市第二板桥科技谷落成新大楼“Cellactis研发中心”，并将总部与研究中心迁入。新大楼设有菌株培养室、细胞及动物替代试验室、中试发酵设备，以及可与客户共同试制样品的“应用实验室”。\n\n公司计划将研究人员由去年的80人增至年底的120人。研究中心主任李智勋表示：“我们已建立起从菌株发掘、剂型开发到临床试验都在同一栋楼内完成的研究体系。”',
      'zh-TW':
        'Cellactis在創立12年之際，於京畿道城南市第二板橋科技谷落成新大樓「Cellactis研發中心」，並將總部與研究中心遷入。新大樓設有菌株培養室、細胞與動物替代試驗室、試量產發酵設備，以及可與客戶共同試作樣品的「應用實驗室」。\n\n公司計畫將研究人力由去年的80人增至年底的120人。研究中心主任李智勳表示：「我們已建立從菌株發掘、劑型開發到臨床試驗，都在同一棟大樓內完成的研究體系。」',
      'ja-JP':
        'セルラクティスは創業12年目にして、京畿道城南市の第2板橋テクノバレーに新社屋「セルラクティスR&Dセンター」を構え、本社と研究所を移転しました。新社屋には菌株培養室、細胞・動物代替試験室、パイロット発酵設備に加え、顧客企業と一緒に試作品をつくれる「アプリケーションラボ」を設けました。\n\n研究人員は昨年の80名から年末までに120名に増やす計画です。イ・ジフン研究所長は「菌株の探索から剤形開発、臨床試験までをひとつの建物で行える研究体制が整った」と述べました。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2026-06-29',
    title: {
      'ko-KR': '세계 마이크로바이옴의 날 맞아 시민 초청 ‘장 건강 토크 콘서트’ 개최',
      'en-US': 'Gut health talk concert for the public on World Microbiome Day',
      'zh-CN': '世界微生物组日之际举办市民“肠道健康分享会”',
      'zh-TW': '世界微生物相日舉辦市民「腸道健康分享會」',
      'ja-JP': '世界マイクロバイオームデーに市民を招いた「腸活トークコンサート」を開催',
    },
    summary: {
      'ko-KR': '지역 주민 200여 명이 신사옥을 찾아 연구원들과 함께 마이크로바이옴 이야기를 나눴습니다.',
      'en-US': 'About 200 local residents visited our new building to talk about the microbiome with our researchers.',
      'zh-CN': '约200名当地居民来到新大楼，与研究人员一起畅谈微生物组。',
      'zh-TW': '約200名在地居民來到新大樓，與研究人員一起暢談微生物相。',
      'ja-JP': '地域住民約200名が新社屋を訪れ、研究員とともにマイクロバイオームについて語り合いました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 6월 27일 세계 마이크로바이옴의 날을 맞아 셀락티스 R&D 센터에서 시민 초청 ‘장 건강 토크 콘서트’를 열었습니다. 이지훈 연구소장과 파트너 약국 약사가 무대에 올라 유산균과 포스트바이오틱스의 차이, 나에게 맞는 장 건강 습관을 쉽게 풀어 설명했습니다.\n\n참가자들은 연구소를 둘러보며 현미경으로 김치 유산균을 관찰하고, 직접 요구르트를 발효해 보는 체험에도 참여했습니다. 셀락티스는 앞으로 분기마다 ‘오픈 랩 투어’를 열어 지역 학생과 시민에게 연구소를 공개할 계획입니다.',
      'en-US':
        'To mark World Microbiome Day on 27 June, Cellactis held a gut health talk concert for the public at the Cellactis R&D Center. Research center head Lee Jihoon and a pharmacist from one of our partner pharmacies took the stage to explain, in plain language, the difference between probiotics and postbiotics and how to find gut-health habits that suit you.\n\nParticipants toured the labs, looked at kimchi bacteria under a microscope and tried fermenting their own yoghurt. Cellactis plans to hold an “Open Lab Tour” every quarter to open the research center to local students and residents.',
      'zh-CN':
        '6月27日世界微生物组日之际，Cellactis在Cellactis研发中心举办了面向市民的“肠道健康分享会”。研究中心主任李智勋与合作药店药师登台，用浅显易懂的语言讲解了益生菌与后生元的区别，以及如何找到适合自己的肠道健康习惯。\n\n参与者参观了研究中心，用显微镜观察泡菜乳酸菌，并亲手体验发酵酸奶。Cellactis计划今后每季度举办“开放实验室之旅”，向当地学生和市民开放研究中心。',
      'zh-TW':
        '6月27日世界微生物相日當天，Cellactis於Cellactis研發中心舉辦市民「腸道健康分享會」。研究中心主任李智勳與合作藥局藥師登台，以淺顯易懂的方式說明益生菌與後生元的差異，以及如何找到適合自己的腸道保健習慣。\n\n參加者參觀研究中心，透過顯微鏡觀察泡菜乳酸菌，並親手體驗發酵優格。Cellactis計畫今後每季舉辦「開放實驗室導覽」，向在地學生與市民開放研究中心。',
      'ja-JP':
        'セルラクティスは6月27日の世界マイクロバイオームデーにあわせ、セルラクティスR&Dセンターで市民を招いた「腸活トークコンサート」を開催しました。イ・ジフン研究所長とパートナー薬局の薬剤師が登壇し、プロバイオティクスとポストバイオティクスの違いや、自分に合った腸活の習慣をわかりやすく解説しました。\n\n参加者は研究所を見学し、顕微鏡でキムチの乳酸菌を観察したり、ヨーグルトづくりを体験したりしました。セルラクティスは今後、四半期ごとに「オープンラボツアー」を開き、地域の学生や市民に研究所を公開していく予定です。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2026-07-06',
    title: {
      'ko-KR': '셀락티스, 코스닥 기술특례상장 기술성 평가 통과',
      'en-US': 'Cellactis passes the technology evaluation for a KOSDAQ technology-track listing',
      'zh-CN': 'Cellactis通过科斯达克技术特例上市技术评估',
      'zh-TW': 'Cellactis通過科斯達克技術特例上市技術評估',
      'ja-JP': 'セルラクティス、コスダック技術特例上場の技術性評価を通過',
    },
    summary: {
      'ko-KR': '두 곳의 전문 평가기관에서 모두 A 등급을 받아, 연내 상장 예비심사 청구를 준비합니다.',
      'en-US':
        'Both specialist evaluation agencies gave us an A rating, and we are preparing to apply for the preliminary listing review within the year.',
      'zh-CN': '两家专业评估机构均给出A级评价，公司正筹备年内提交上市预审申请。',
      'zh-TW': '兩家專業評估機構皆給予A級評價，公司正籌備於年內申請上市預審。',
      'ja-JP': '2つの専門評価機関からいずれもA評価を受け、年内の上場予備審査の申請を準備しています。',
    },
    body: {
      'ko-KR':
        '셀락티스는 한국거래소가 지정한 전문 평가기관 두 곳이 실시한 기술성 평가에서 모두 A 등급을 받았다고 밝혔습니다. 평가기관들은 고밀도 열처리 공정 특허와 3건의 핵심 균주 특허, 개별인정형 원료 인정 실적, 그리고 국내외 250여 개 브랜드로 이어진 사업화 성과를 높게 평가했습니다.\n\n셀락티스는 올해 4분기 코스닥 상장 예비심사를 청구하고, 2027년 상반기 상장을 목표로 하고 있습니다. 상장 주관사는 국내 대형 증권사가 맡았습니다.',
      'en-US':
        'Cellactis announced that it received an A rating from both specialist agencies appointed by the Korea Exchange to carry out its technology evaluation. The agencies highlighted its high-density heat-killing process patent, three core strain patents, its track record of MFDS individual recognition and the commercial success that has taken its ingredients to some 250 brands in Korea and abroad.\n\nCellactis plans to apply for the KOSDAQ preliminary listing review in the fourth quarter of this year, with a listing targeted for the first half of 2027. A major Korean securities firm is acting as lead underwriter.',
      'zh-CN':
        'Cellactis宣布，在韩国交易所指定的两家专业评估机构进行的技术评估中均获得A级。评估机构高度评价了公司的高密度热灭活工艺专利、3项核心菌株专利、个别认定型原料认定实绩，以及原料供应至韩国内外约250个品牌的产业化成果。\n\nCellactis计划于今年第四季度提交科斯达克上市预审申请，目标于2027年上半年上市。上市主承销商由韩国一家大型证券公司担任。',
      'zh-TW':
        'Cellactis宣布，在韓國交易所指定的兩家專業評估機構所進行的技術評估中皆獲得A級。評估機構高度肯定公司的高密度熱殺菌製程專利、3項核心菌株專利、個別認定型原料認定實績，以及原料供應至韓國內外約250個品牌的商業化成果。\n\nCellactis計畫於今年第四季申請科斯達克上市預審，目標於2027年上半年掛牌。主辦承銷商由韓國一家大型證券公司擔任。',
      'ja-JP':
        'セルラクティスは、韓国取引所が指定した2つの専門評価機関による技術性評価で、いずれもA評価を受けたと発表しました。評価機関は、高密度加熱殺菌の製法特許と3件のコア菌株特許、個別認定型原料の認定実績、そして国内外約250ブランドへの採用につながった事業化の成果を高く評価しました。\n\nセルラクティスは今年第4四半期にコスダック上場の予備審査を申請し、2027年上半期の上場を目指しています。主幹事は国内大手証券会社が務めます。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2026-08-31',
    title: {
      'ko-KR': '‘CPHI Korea 2026’에서 포스트메타 컴플렉스와 파라바이옴 5 선보여',
      'en-US': 'PostMeta Complex and ParaBiome 5 showcased at CPHI Korea 2026',
      'zh-CN': 'Cellactis在CPHI Korea 2026展示PostMeta复合原料与ParaBiome 5',
      'zh-TW': 'Cellactis於CPHI Korea 2026展出PostMeta複合原料與ParaBiome 5',
      'ja-JP': '「CPHI Korea 2026」でポストメタ・コンプレックスとパラバイオーム5を披露',
    },
    summary: {
      'ko-KR': '코엑스에서 열린 제약·바이오 원료 전시회에서 대사산물 원료와 5종 복합 사균체 원료를 소개했습니다.',
      'en-US':
        'At the pharmaceutical and bio ingredients show at COEX, we presented our metabolite ingredient and our five-strain heat-killed blend.',
      'zh-CN': '在首尔COEX举行的医药与生物原料展上，公司介绍了代谢物原料和五菌复合灭活菌原料。',
      'zh-TW': '在首爾COEX舉行的醫藥與生技原料展上，公司介紹代謝物原料與五菌複合死菌原料。',
      'ja-JP': 'COEXで開かれた医薬・バイオ原料展示会で、代謝産物原料と5種複合の死菌体原料を紹介しました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 지난주 서울 코엑스에서 열린 CPHI Korea 2026에 참가해 저온 분무건조 공법으로 만든 ‘포스트메타 컴플렉스’와 열처리 균주 5종을 배합한 ‘파라바이옴 5’를 선보였습니다. 올해 처음으로 제약사 일반의약품 사업부를 겨냥한 상담 공간을 별도로 운영했습니다.\n\n사흘간 제약사와 건강기능식품 OEM 기업 70여 곳이 부스를 찾았고, 반려동물 영양제 분야의 문의도 눈에 띄게 늘었습니다. 회사는 상담 기업을 대상으로 하반기 애플리케이션 랩 초청 워크숍을 열 예정입니다.',
      'en-US':
        'Last week Cellactis took part in CPHI Korea 2026 at COEX in Seoul, presenting PostMeta Complex, made with our low-temperature spray-drying process, and ParaBiome 5, a blend of five heat-killed strains. For the first time we ran a separate meeting area aimed at the OTC divisions of pharmaceutical companies.\n\nOver three days some 70 pharmaceutical companies and health functional food OEM manufacturers visited the booth, and enquiries about pet supplements rose noticeably. The company will invite these prospects to workshops at its Application Lab in the second half of the year.',
      'zh-CN':
        'Cellactis上周参加了在首尔COEX举行的CPHI Korea 2026，展出了采用低温喷雾干燥工艺制成的“PostMeta后生元代谢物复合原料”和复配五种热灭活菌株的“ParaBiome 5”。今年公司首次为制药企业的非处方药事业部单独设立了洽谈区。\n\n三天内约70家制药企业和健康功能食品代工企业到访展位，宠物营养品领域的咨询也明显增加。公司计划于下半年邀请洽谈企业参加应用实验室研讨会。',
      'zh-TW':
        'Cellactis上週參加於首爾COEX舉行的CPHI Korea 2026，展出以低溫噴霧乾燥製程製成的「PostMeta後生元代謝物複合原料」，以及調配五種熱殺菌菌株的「ParaBiome 5」。今年首度為藥廠成藥事業部另闢洽談區。\n\n三天內約70家藥廠與健康機能食品代工企業造訪攤位，寵物營養品領域的詢問也明顯增加。公司預計於下半年邀請洽談企業參加應用實驗室工作坊。',
      'ja-JP':
        'セルラクティスは先週、ソウル・COEXで開催されたCPHI Korea 2026に出展し、低温噴霧乾燥技術でつくった「ポストメタ・コンプレックス」と、加熱殺菌菌株5種を配合した「パラバイオーム5」を披露しました。今年初めて、製薬会社の一般用医薬品部門向けの商談スペースを別途設けました。\n\n3日間で製薬会社や健康機能食品のOEM企業など約70社がブースを訪れ、ペット用サプリメント分野の問い合わせも目立って増えました。同社は商談先を対象に、下半期にアプリケーションラボでのワークショップを開く予定です。',
    },
  },
  {
    categoryKey: 'news-research',
    publishedAt: '2026-09-21',
    title: {
      'ko-KR': '정부 마이크로바이옴 국책과제 선정…AI 기반 균주 기능 예측 플랫폼 개발',
      'en-US': 'Selected for a national microbiome R&D project to build an AI-based platform that predicts strain function',
      'zh-CN': '入选国家微生物组研发项目，开发基于AI的菌株功能预测平台',
      'zh-TW': '獲選國家微生物相研發計畫，開發AI菌株功能預測平台',
      'ja-JP': '政府のマイクロバイオーム国家プロジェクトに選定　AIによる菌株機能予測プラットフォームを開発',
    },
    summary: {
      'ko-KR': '3년간 42억 원을 지원받아 스트레인 뱅크의 유전체 데이터로 균주의 기능성을 미리 예측하는 플랫폼을 만듭니다.',
      'en-US':
        'With KRW 4.2 billion in funding over three years, we will build a platform that uses strain-bank genome data to predict strain functionality in advance.',
      'zh-CN': '公司将在3年内获得42亿韩元资助，利用菌种库基因组数据打造预先预测菌株功能的平台。',
      'zh-TW': '公司將於3年內獲得42億韓元補助，運用菌種庫基因體資料打造預先預測菌株功能的平台。',
      'ja-JP':
        '3年間で42億ウォンの支援を受け、ストレインバンクのゲノムデータから菌株の機能性を事前に予測するプラットフォームを構築します。',
    },
    body: {
      'ko-KR':
        '셀락티스는 과학기술정보통신부의 마이크로바이옴 국책과제 주관기관으로 선정되었습니다. 연구소는 스트레인 뱅크에 축적된 유산균 3,200주의 유전체와 실험 데이터를 학습한 AI 모델로, 후보 균주의 면역·장 건강·피부 기능성을 실험 전에 예측하는 플랫폼을 개발합니다.\n\n예측 정확도가 확보되면 신규 기능성 균주 발굴 기간을 현재의 절반 수준으로 줄일 수 있을 것으로 기대됩니다. 한편 연구소는 CLT-23의 개별인정형 원료 신청을 위한 두 번째 인체적용시험을 10월부터 시작합니다.',
      'en-US':
        'Cellactis has been selected as the lead organisation for a national microbiome R&D project funded by the Ministry of Science and ICT. Using an AI model trained on the genomes and experimental data of the 3,200 strains in our strain bank, the research center will develop a platform that predicts the immune, gut-health and skin functionality of candidate strains before laboratory testing.\n\nOnce the predictions prove accurate, the time needed to discover new functional strains is expected to fall by about half. Separately, the center will begin a second human trial of CLT-23 in October to support an application for MFDS individual recognition.',
      'zh-CN':
        'Cellactis入选韩国科学技术信息通信部微生物组国家研发项目的牵头单位。研究中心将以菌种库中3,200株乳酸菌的基因组和实验数据训练AI模型，开发在实验前即可预测候选菌株免疫、肠道健康及皮肤功能的平台。\n\n一旦预测准确性得到验证，新功能菌株的发掘周期有望缩短至目前的一半左右。此外，研究中心将于10月启动CLT-23的第二项人体试验，为申请个别认定型原料做准备。',
      'zh-TW':
        'Cellactis獲選為韓國科學技術資訊通信部微生物相國家研發計畫的主導機構。研究中心將以菌種庫中3,200株乳酸菌的基因體與實驗數據訓練AI模型，開發在實驗前即可預測候選菌株免疫、腸道保健與肌膚機能的平台。\n\n一旦預測準確度獲得驗證，新機能菌株的發掘時程可望縮短至目前的一半左右。此外，研究中心將於10月啟動CLT-23的第二項人體試驗，為申請個別認定型原料做準備。',
      'ja-JP':
        'セルラクティスは、科学技術情報通信部のマイクロバイオーム国家プロジェクトの主管機関に選ばれました。研究所は、ストレインバンクに蓄積された乳酸菌3,200株のゲノムと実験データを学習させたAIモデルを用いて、候補菌株の免疫・腸の健康・肌に関する機能性を実験前に予測するプラットフォームを開発します。\n\n予測精度が確保されれば、新たな機能性菌株の探索にかかる期間を現在の半分程度に短縮できると期待されています。また研究所は、CLT-23の個別認定型原料申請に向けた2件目のヒト試験を10月から開始します。',
    },
  },
  {
    categoryKey: 'news-company',
    publishedAt: '2026-10-26',
    title: {
      'ko-KR': '전국 파트너 약국 300곳 돌파…홈페이지 ‘약국 찾기’ 서비스 오픈',
      'en-US': 'Partner pharmacies top 300 nationwide as our website launches a pharmacy finder',
      'zh-CN': '全国合作药店突破300家，官网上线“药店查询”服务',
      'zh-TW': '全國合作藥局突破300家，官網推出「藥局查詢」服務',
      'ja-JP': '全国のパートナー薬局が300店舗を突破　公式サイトで「薬局検索」サービスを開始',
    },
    summary: {
      'ko-KR': '지역, 지하철역, 제품별로 가까운 셀락티스 파트너 약국을 찾을 수 있습니다.',
      'en-US': 'You can now find the nearest Cellactis partner pharmacy by region, subway station or product.',
      'zh-CN': '可按地区、地铁站或产品查找附近的Cellactis合作药店。',
      'zh-TW': '可依地區、捷運站或產品查詢鄰近的Cellactis合作藥局。',
      'ja-JP': '地域・地下鉄駅・製品ごとに、近くのセルラクティス パートナー薬局を探せるようになりました。',
    },
    body: {
      'ko-KR':
        '2021년 데일리 포스트바이오틱 스틱과 함께 시작한 셀락티스의 약국 유통망이 전국 16개 시·도, 300곳을 넘어섰습니다. 수도권과 부산, 대구, 광주, 대전 등 광역시를 중심으로 파트너 약국이 늘었고, 제주와 강원 지역에도 새롭게 문을 열었습니다.\n\n이에 맞춰 홈페이지에 ‘약국 찾기’ 서비스를 열었습니다. 시·도와 시·군·구, 가까운 지하철 노선과 역, 취급 제품을 선택하면 해당 약국의 주소와 전화번호를 바로 확인할 수 있습니다.',
      'en-US':
        'The Cellactis pharmacy network, which began with the Daily Postbiotic Stick in 2021, now counts more than 300 pharmacies in 16 provinces and metropolitan cities. Growth has been strongest in the Seoul capital area and in metropolitan cities such as Busan, Daegu, Gwangju and Daejeon, and new partners have also joined in Jeju and Gangwon.\n\nTo go with this, our website now offers a pharmacy finder. Choose a province, city or district, a nearby subway line and station, or the products you want, and you will instantly see each pharmacy’s address and phone number.',
      'zh-CN':
        '随着2021年“每日后生元条”上市而起步的Cellactis药店渠道，目前已覆盖全国16个市道，合作药店超过300家。合作药店主要在首都圈以及釜山、大邱、光州、大田等广域市增加，济州和江原地区也有新药店加入。\n\n与此同时，官网上线了“药店查询”服务。只需选择市道、市郡区、附近的地铁线路和站点或所需产品，即可立即查看相应药店的地址和电话。',
      'zh-TW':
        '隨2021年「每日後生元條」上市而起步的Cellactis藥局通路，目前已遍及全國16個市道，合作藥局超過300家。合作藥局主要在首都圈及釜山、大邱、光州、大田等廣域市增加，濟州與江原地區也有新藥局加入。\n\n配合此一里程碑，官網推出「藥局查詢」服務。只要選擇市道、市郡區、鄰近的地鐵路線與車站或想購買的產品，即可立即查看藥局地址與電話。',
      'ja-JP':
        '2021年にデイリーポストバイオティクス スティックとともに始まったセルラクティスの薬局販売網が、全国16の広域自治体で300店舗を超えました。首都圏と釜山・大邱・光州・大田などの広域市を中心にパートナー薬局が増え、済州や江原地域でも新たに取り扱いが始まりました。\n\nこれにあわせ、公式サイトに「薬局検索」サービスを開設しました。道・市や市・郡・区、最寄りの地下鉄路線と駅、取り扱い製品を選ぶだけで、該当する薬局の住所と電話番号をすぐに確認できます。',
    },
  },
  {
    categoryKey: 'news-events',
    publishedAt: '2026-11-12',
    title: {
      'ko-KR': '제3회 ‘셀락티스 포스트바이오틱스 포럼’ 성료…글로벌 규제 동향 논의',
      'en-US': 'Third Cellactis Postbiotics Forum wraps up with a focus on global regulation',
      'zh-CN': '第三届“Cellactis后生元论坛”圆满落幕，聚焦全球法规动态',
      'zh-TW': '第三屆「Cellactis後生元論壇」圓滿落幕，聚焦全球法規動態',
      'ja-JP': '第3回「セルラクティス・ポストバイオティクス・フォーラム」が閉幕　世界の規制動向を議論',
    },
    summary: {
      'ko-KR': '처음으로 해외 연사를 초청해 유럽·일본·미국의 포스트바이오틱스 규제와 표시 기준을 비교했습니다.',
      'en-US':
        'For the first time we invited speakers from abroad to compare postbiotic regulations and labelling rules in Europe, Japan and the US.',
      'zh-CN': '论坛首次邀请海外讲者，对比欧洲、日本和美国的后生元法规与标示标准。',
      'zh-TW': '論壇首度邀請海外講者，比較歐洲、日本與美國的後生元法規及標示規範。',
      'ja-JP': '初めて海外から講演者を招き、欧州・日本・米国におけるポストバイオティクスの規制と表示基準を比較しました。',
    },
    body: {
      'ko-KR':
        '셀락티스는 11월 11일 셀락티스 R&D 센터 대강당에서 제3회 포스트바이오틱스 포럼을 열었습니다. 올해는 일본과 유럽의 규제 전문가를 연사로 초청해, 국가별 포스트바이오틱스 정의와 기능성 표시 기준의 차이를 짚었습니다.\n\n오후 세션에서는 김도윤 대표가 ‘포스트바이오틱스 10년, 다음 10년’을 주제로 발표하며 균체 수 기반 품질 표준의 국제화를 제안했습니다. 온·오프라인 참가자는 역대 최다인 600여 명을 기록했습니다.',
      'en-US':
        'Cellactis held its third Postbiotics Forum on 11 November in the main auditorium of the Cellactis R&D Center. This year regulatory experts from Japan and Europe were invited to speak, highlighting how definitions of postbiotics and rules for functional claims differ from country to country.\n\nIn the afternoon session CEO Kim Doyun spoke on “Ten years of postbiotics, and the next ten,” proposing that quality standards based on cell count be adopted internationally. A record of around 600 people attended in person and online.',
      'zh-CN':
        'Cellactis于11月11日在Cellactis研发中心大礼堂举办第三届后生元论坛。今年邀请了日本和欧洲的法规专家担任讲者，梳理各国在后生元定义和功能标示标准上的差异。\n\n在下午的环节中，代表金度允以“后生元的十年与下一个十年”为题发表演讲，提议推动以菌体数为基础的质量标准国际化。线上线下参与人数约600人，创历届新高。',
      'zh-TW':
        'Cellactis於11月11日在Cellactis研發中心大禮堂舉辦第三屆後生元論壇。今年邀請日本與歐洲的法規專家擔任講者，剖析各國在後生元定義與機能性標示規範上的差異。\n\n下午場次中，執行長金度允以「後生元的十年與下一個十年」為題發表演說，提議推動以菌體數為基礎之品質標準的國際化。線上與現場參與人數約600人，創歷屆新高。',
      'ja-JP':
        'セルラクティスは11月11日、セルラクティスR&Dセンターの大講堂で第3回ポストバイオティクス・フォーラムを開催しました。今年は日本と欧州の規制の専門家を講演者に招き、国ごとのポストバイオティクスの定義や機能性表示基準の違いを整理しました。\n\n午後のセッションではキム・ドユン代表が「ポストバイオティクスの10年、次の10年」をテーマに講演し、菌体数に基づく品質基準の国際化を提案しました。オンラインと会場を合わせた参加者は過去最多の約600名に上りました。',
    },
  },
]
