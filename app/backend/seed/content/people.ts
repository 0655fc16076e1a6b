import type { SeedPerson } from './types'

export const people: SeedPerson[] = [
  {
    name: {
      'ko-KR': '김도윤',
      'en-US': 'Kim Doyun',
      'zh-CN': '金度允',
      'zh-TW': '金度允',
      'ja-JP': 'キム・ドユン',
    },
    role: {
      'ko-KR': '대표이사·창업자',
      'en-US': 'Chief Executive Officer & Founder',
      'zh-CN': '首席执行官、创始人',
      'zh-TW': '執行長、創辦人',
      'ja-JP': '代表取締役・創業者',
    },
    bio: {
      'ko-KR':
        '서울대학교에서 미생물학 박사 학위를 받고 국내 식품 대기업 중앙연구소에서 8년간 유산균 소재를 개발했습니다. 2014년 판교에서 셀락티스를 창업해 열처리 유산균 CLT-17을 국내 대표 포스트바이오틱스 원료로 키워 냈으며, 한국마이크로바이옴협회 이사로도 활동하고 있습니다.',
      'en-US':
        'Kim holds a PhD in microbiology from Seoul National University and spent eight years developing lactic acid bacteria ingredients at the central research institute of a major Korean food company. He founded Cellactis in Pangyo in 2014 and has built heat-killed CLT-17 into one of Korea’s leading postbiotic ingredients. He also serves on the board of the Korea Microbiome Association.',
      'zh-CN':
        '毕业于首尔大学，获微生物学博士学位，曾在韩国大型食品企业中央研究院从事乳酸菌原料开发8年。2014年在板桥创立Cellactis，将热灭活乳酸菌CLT-17打造为韩国代表性的后生元原料，现兼任韩国微生物组协会理事。',
      'zh-TW':
        '畢業於首爾大學，取得微生物學博士學位，曾於韓國大型食品企業中央研究院從事乳酸菌原料開發8年。2014年於板橋創立Cellactis，將熱殺菌乳酸菌CLT-17打造為韓國具代表性的後生元原料，現兼任韓國微生物相協會理事。',
      'ja-JP':
        'ソウル大学で微生物学の博士号を取得後、韓国大手食品メーカーの中央研究所で8年間乳酸菌素材の開発に携わる。2014年に板橋でセルラクティスを創業し、加熱殺菌乳酸菌CLT-17を韓国を代表するポストバイオティクス原料に育て上げた。韓国マイクロバイオーム協会の理事も務める。',
    },
  },
  {
    name: {
      'ko-KR': '박서진',
      'en-US': 'Park Seojin',
      'zh-CN': '朴序真',
      'zh-TW': '朴序真',
      'ja-JP': 'パク・ソジン',
    },
    role: {
      'ko-KR': '최고기술책임자(CTO)',
      'en-US': 'Chief Technology Officer',
      'zh-CN': '首席技术官',
      'zh-TW': '技術長',
      'ja-JP': '最高技術責任者（CTO）',
    },
    bio: {
      'ko-KR':
        'KAIST 생명화학공학과에서 발효공학으로 박사 학위를 받았습니다. 그램당 7.5조 셀을 구현한 고밀도 열처리 공법과 균체 용해물 제조 기술 개발을 이끌었고, 음성 제1·제2공장의 설계와 스마트팩토리 전환을 총괄했습니다.',
      'en-US':
        'Park earned her PhD in fermentation engineering from KAIST’s Department of Chemical and Biomolecular Engineering. She led the development of the high-density heat-killing process that reaches 7.5 trillion cells per gram and of the company’s bacterial lysate technology, and oversaw the design of both Eumseong plants and their conversion into a smart factory.',
      'zh-CN':
        '毕业于韩国科学技术院（KAIST）生命化学工程系，获发酵工程博士学位。主导开发了每克达7.5万亿个菌体的高密度热灭活工艺及菌体裂解物制备技术，并全面负责阴城第一、第二工厂的设计与智能工厂升级。',
      'zh-TW':
        '畢業於韓國科學技術院（KAIST）生命化學工程系，取得發酵工程博士學位。主導開發每公克達7.5兆個菌體的高密度熱殺菌製程與菌體溶解物製造技術，並統籌陰城第一、第二工廠的設計與智慧工廠轉型。',
      'ja-JP':
        'KAIST生命化学工学科で発酵工学の博士号を取得。1gあたり7.5兆個を実現した高密度加熱殺菌技術と菌体ライセート製造技術の開発を主導し、陰城第1・第2工場の設計とスマートファクトリー化を統括した。',
    },
  },
  {
    name: {
      'ko-KR': '이지훈',
      'en-US': 'Lee Jihoon',
      'zh-CN': '李智勋',
      'zh-TW': '李智勳',
      'ja-JP': 'イ・ジフン',
    },
    role: {
      'ko-KR': '셀락티스 마이크로바이옴 연구소장',
      'en-US': 'Head of the Cellactis Microbiome Research Center',
      'zh-CN': 'Cellactis微生物组研究中心主任',
      'zh-TW': 'Cellactis微生物相研究中心主任',
      'ja-JP': 'セルラクティス・マイクロバイオーム研究所 所長',
    },
    bio: {
      'ko-KR':
        '고려대학교에서 식품생명공학 박사 학위를 받고 아일랜드의 마이크로바이옴 연구소에서 박사후연구원으로 일했습니다. 2016년 연구소 설립 멤버로 합류해 CLT-17·CLT-23·CLT-08 세 핵심 균주의 기능성 연구를 이끌었으며, 국제 학술지에 40편 이상의 논문을 발표했습니다.',
      'en-US':
        'Lee received his PhD in food bioscience and biotechnology from Korea University and worked as a postdoctoral researcher at a microbiome institute in Ireland. He joined Cellactis as a founding member of the research center in 2016, has led the functional studies of the three core strains CLT-17, CLT-23 and CLT-08, and has published more than 40 papers in international journals.',
      'zh-CN':
        '毕业于高丽大学，获食品生物工程博士学位，曾在爱尔兰一家微生物组研究所担任博士后研究员。2016年作为研究中心创始成员加入公司，主导CLT-17、CLT-23、CLT-08三大核心菌株的功能性研究，已在国际期刊发表论文40余篇。',
      'zh-TW':
        '畢業於高麗大學，取得食品生物科技博士學位，曾於愛爾蘭的微生物相研究機構擔任博士後研究員。2016年以研究中心創始成員身分加入，主導CLT-17、CLT-23、CLT-08三大核心菌株的功能性研究，已於國際期刊發表40篇以上論文。',
      'ja-JP':
        '高麗大学で食品生命工学の博士号を取得し、アイルランドのマイクロバイオーム研究機関でポスドク研究員を務めた。2016年に研究所の創設メンバーとして入社し、CLT-17・CLT-23・CLT-08の3つのコア菌株の機能性研究を率いてきた。国際学術誌に40本以上の論文を発表している。',
    },
  },
  {
    name: {
      'ko-KR': '최유나',
      'en-US': 'Choi Yuna',
      'zh-CN': '崔有娜',
      'zh-TW': '崔有娜',
      'ja-JP': 'チェ・ユナ',
    },
    role: {
      'ko-KR': '품질경영·인허가 본부장',
      'en-US': 'Head of Quality Assurance & Regulatory Affairs',
      'zh-CN': '质量管理与法规事务本部长',
      'zh-TW': '品質管理暨法規事務本部長',
      'ja-JP': '品質保証・薬事本部長',
    },
    bio: {
      'ko-KR':
        '건강기능식품 제조사에서 15년간 품질보증 업무를 맡아 온 전문가입니다. 셀락티스의 HACCP, 건강기능식품 GMP, ISO 22716, FSSC 22000 인증을 주도했고, 2023년 열처리 CLT-17의 식약처 개별인정형 원료 인정을 이끌어 냈습니다.',
      'en-US':
        'Choi brings fifteen years of quality assurance experience at health functional food manufacturers. She led Cellactis through its HACCP, health functional food GMP, ISO 22716 and FSSC 22000 certifications, and in 2023 secured the Ministry of Food and Drug Safety’s individual recognition of heat-killed CLT-17 as a functional ingredient.',
      'zh-CN':
        '在健康功能食品生产企业从事质量保证工作15年。主导Cellactis获得HACCP、健康功能食品GMP、ISO 22716及FSSC 22000认证，并于2023年推动热灭活CLT-17获韩国食品药品安全部个别认定型功能原料认可。',
      'zh-TW':
        '於健康機能食品製造商從事品質保證工作長達15年。主導Cellactis取得HACCP、健康機能食品GMP、ISO 22716與FSSC 22000認證，並於2023年促成熱殺菌CLT-17獲韓國食品醫藥品安全處個別認定型機能性原料認可。',
      'ja-JP':
        '健康機能食品メーカーで15年間品質保証に携わってきた専門家。HACCP、健康機能食品GMP、ISO 22716、FSSC 22000の認証取得を主導し、2023年には加熱殺菌CLT-17の韓国食品医薬品安全処による個別認定型機能性原料の認定を実現した。',
    },
  },
  {
    name: {
      'ko-KR': '정민호',
      'en-US': 'Jung Minho',
      'zh-CN': '郑敏浩',
      'zh-TW': '鄭敏浩',
      'ja-JP': 'チョン・ミンホ',
    },
    role: {
      'ko-KR': '글로벌사업본부장',
      'en-US': 'Head of Global Business',
      'zh-CN': '全球业务本部长',
      'zh-TW': '全球事業本部長',
      'ja-JP': 'グローバル事業本部長',
    },
    bio: {
      'ko-KR':
        '도쿄와 싱가포르에서 건강식품 원료 수출입 업무를 12년간 담당했습니다. 2019년 합류한 뒤 일본·대만·베트남·미국으로 원료 수출을 넓혀 2024년 500만 불 수출의 탑 수상을 이끌었고, 현재 유럽 시장 진출을 준비하고 있습니다.',
      'en-US':
        'Jung spent twelve years in health-food ingredient trading in Tokyo and Singapore. Since joining in 2019 he has expanded ingredient exports to Japan, Taiwan, Vietnam and the United States, leading the company to its US$5 million Export Tower award in 2024, and is now preparing its entry into Europe.',
      'zh-CN':
        '曾在东京和新加坡从事健康食品原料进出口业务12年。2019年加入公司后，将原料出口拓展至日本、中国台湾、越南和美国，带领公司于2024年荣获“500万美元出口塔”奖，目前正筹备进军欧洲市场。',
      'zh-TW':
        '曾在東京與新加坡從事保健食品原料進出口業務12年。2019年加入後，將原料外銷拓展至日本、台灣、越南與美國，帶領公司於2024年榮獲「500萬美元出口塔」獎，目前正籌備進軍歐洲市場。',
      'ja-JP':
        '東京とシンガポールで健康食品原料の輸出入に12年間携わる。2019年の入社以来、日本・台湾・ベトナム・米国へと原料輸出を拡大し、2024年の「500万ドル輸出の塔」受賞を牽引した。現在は欧州市場への進出を準備している。',
    },
  },
  {
    name: {
      'ko-KR': '한소연',
      'en-US': 'Han Soyeon',
      'zh-CN': '韩素妍',
      'zh-TW': '韓素妍',
      'ja-JP': 'ハン・ソヨン',
    },
    role: {
      'ko-KR': '셀락티스 브랜드랩 총괄',
      'en-US': 'Head of Cellactis Brand Lab',
      'zh-CN': 'Cellactis品牌实验室负责人',
      'zh-TW': 'Cellactis品牌實驗室總監',
      'ja-JP': 'セルラクティス・ブランドラボ統括',
    },
    bio: {
      'ko-KR':
        '뷰티·헬스 브랜드 마케팅 에이전시를 10년간 운영하며 1,000건이 넘는 캠페인을 기획했습니다. 2025년 에이전시가 셀락티스에 합류해 브랜드랩으로 새롭게 출범한 뒤, 원료 공급 고객사의 제품 기획부터 인플루언서·셀러브리티 캠페인까지 원스톱 마케팅 서비스를 이끌고 있습니다.',
      'en-US':
        'Han ran a beauty and health brand marketing agency for ten years, planning more than 1,000 campaigns. When the agency joined Cellactis in 2025 and was relaunched as Brand Lab, she took charge of its one-stop service for ingredient clients, from product planning to influencer and celebrity campaigns.',
      'zh-CN':
        '曾经营美妆与健康品牌营销公司10年，策划营销活动逾1,000场。2025年该公司并入Cellactis并更名为品牌实验室，她随即带领团队为原料客户提供从产品企划到达人、明星营销的一站式服务。',
      'zh-TW':
        '曾經營美妝與健康品牌行銷公司10年，企劃行銷活動逾1,000檔。2025年該公司併入Cellactis並改組為品牌實驗室，她隨即帶領團隊為原料客戶提供從產品企劃到網紅、名人行銷的一站式服務。',
      'ja-JP':
        'ビューティー・ヘルス分野のブランドマーケティング会社を10年間経営し、1,000件を超えるキャンペーンを手がけた。2025年に同社がセルラクティスに合流してブランドラボとして新たに発足して以来、原料供給先の商品企画からインフルエンサー・著名人キャンペーンまでをワンストップで支援している。',
    },
  },
]
