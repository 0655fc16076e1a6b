import type { Text5 } from '~/i18n/text5'
import type { SeedOpening } from './types'

const pangyo: Text5 = {
  'ko-KR': '경기도 성남시 수정구 (제2판교 셀락티스 R&D 센터)',
  'en-US': 'Sujeong-gu, Seongnam, Gyeonggi-do (Cellactis R&D Center, Pangyo Second Techno Valley)',
  'zh-CN': '京畿道城南市寿井区（第二板桥Cellactis研发中心）',
  'zh-TW': '京畿道城南市壽井區（第二板橋Cellactis研發中心）',
  'ja-JP': '京畿道城南市寿井区（第2板橋 セルラクティスR&Dセンター）',
}

const eumseong: Text5 = {
  'ko-KR': '충청북도 음성군 (음성 제2공장)',
  'en-US': 'Eumseong-gun, Chungcheongbuk-do (Eumseong Plant 2)',
  'zh-CN': '忠清北道阴城郡（阴城第二工厂）',
  'zh-TW': '忠清北道陰城郡（陰城第二工廠）',
  'ja-JP': '忠清北道陰城郡（陰城第2工場）',
}

export const openings: SeedOpening[] = [
  {
    title: {
      'ko-KR': '포스트바이오틱스 소재 연구원 (미생물·세포 실험)',
      'en-US': 'Postbiotics Research Scientist (Microbiology & Cell Assays)',
      'zh-CN': '后生元原料研究员（微生物与细胞实验）',
      'zh-TW': '後生元原料研究員（微生物與細胞實驗）',
      'ja-JP': 'ポストバイオティクス素材研究員（微生物・細胞実験）',
    },
    department: {
      'ko-KR': '셀락티스 마이크로바이옴 연구소',
      'en-US': 'Cellactis Microbiome Research Center',
      'zh-CN': 'Cellactis微生物组研究中心',
      'zh-TW': 'Cellactis微生物相研究中心',
      'ja-JP': 'セルラクティス・マイクロバイオーム研究所',
    },
    employmentType: 'FULL_TIME',
    location: pangyo,
    description: {
      'ko-KR':
        '신규 균주 선별부터 열처리·용해물 소재의 기능성 평가까지 포스트바이오틱스 연구 전 과정에 참여합니다. 미생물학, 식품생명공학 또는 관련 분야 석사 이상이며, 세포 배양과 qPCR·ELISA 실험 경험이 있는 분을 찾습니다. 16S rRNA·메타게놈 분석 경험이 있으면 우대합니다.',
      'en-US':
        'You will take part in every stage of our postbiotics research, from screening new strains to evaluating the functionality of heat-killed and lysate ingredients. We are looking for a master’s degree or higher in microbiology, food biotechnology or a related field, with hands-on experience in cell culture, qPCR and ELISA. Experience with 16S rRNA or metagenomic analysis is a plus.',
      'zh-CN':
        '参与从新菌株筛选到热灭活及裂解物原料功能性评价的后生元研究全过程。要求具有微生物学、食品生物工程或相关专业硕士及以上学历，并具备细胞培养及qPCR、ELISA实验经验。有16S rRNA或宏基因组分析经验者优先。',
      'zh-TW':
        '參與從新菌株篩選到熱殺菌及溶解物原料機能性評估的後生元研究全流程。須具微生物學、食品生物科技或相關領域碩士以上學歷，並具細胞培養及qPCR、ELISA實驗經驗。具16S rRNA或宏基因體分析經驗者優先。',
      'ja-JP':
        '新規菌株のスクリーニングから、加熱殺菌・ライセート素材の機能性評価まで、ポストバイオティクス研究の全工程に携わっていただきます。微生物学、食品生命工学または関連分野の修士以上で、細胞培養およびqPCR・ELISAの実験経験がある方を募集します。16S rRNA・メタゲノム解析の経験がある方は優遇します。',
    },
    closesAt: '2026-12-20',
    active: true,
  },
  {
    title: {
      'ko-KR': '품질관리(QC) 담당자 (건강기능식품 GMP)',
      'en-US': 'Quality Control Specialist (Health Functional Food GMP)',
      'zh-CN': '质量控制（QC）专员（健康功能食品GMP）',
      'zh-TW': '品質管制（QC）專員（健康機能食品GMP）',
      'ja-JP': '品質管理（QC）担当者（健康機能食品GMP）',
    },
    department: {
      'ko-KR': '품질경영·인허가 본부',
      'en-US': 'Quality Assurance & Regulatory Affairs Division',
      'zh-CN': '质量管理与法规事务本部',
      'zh-TW': '品質管理暨法規事務本部',
      'ja-JP': '品質保証・薬事本部',
    },
    employmentType: 'FULL_TIME',
    location: eumseong,
    description: {
      'ko-KR':
        '원료와 완제품의 균체 수, 미생물 한도, 이화학 시험을 수행하고 시험 성적서를 관리합니다. 건강기능식품 GMP 또는 HACCP 환경에서 2년 이상 품질관리 경력이 있는 분을 찾으며, 유세포 분석기 사용 경험이 있으면 우대합니다. 음성 공장 인근 거주자 또는 이주 가능자를 환영하며, 사택을 지원합니다.',
      'en-US':
        'You will run cell-count, microbial-limit and physicochemical tests on raw materials and finished products and manage certificates of analysis. We are looking for at least two years of quality control experience in a health functional food GMP or HACCP environment; experience with flow cytometry is a plus. Candidates living near or willing to relocate to Eumseong are welcome, and company housing is provided.',
      'zh-CN':
        '负责原料及成品的菌体数、微生物限度和理化检验，并管理检验报告。要求在健康功能食品GMP或HACCP环境中具有2年以上质量控制经验，有流式细胞仪使用经验者优先。欢迎居住在阴城工厂附近或可迁居者，公司提供宿舍。',
      'zh-TW':
        '負責原料與成品的菌體數、微生物限量及理化檢驗，並管理檢驗報告。須於健康機能食品GMP或HACCP環境具2年以上品管經驗，具流式細胞儀操作經驗者優先。歡迎居住於陰城工廠附近或可搬遷者，公司提供宿舍。',
      'ja-JP':
        '原料および最終製品の菌体数、微生物限度、理化学試験を実施し、試験成績書を管理していただきます。健康機能食品GMPまたはHACCP環境での品質管理経験が2年以上ある方を募集し、フローサイトメーターの使用経験がある方は優遇します。陰城工場の近隣にお住まいの方や転居可能な方を歓迎し、社宅を用意しています。',
    },
    closesAt: '2026-12-31',
    active: true,
  },
  {
    title: {
      'ko-KR': '해외영업 매니저 (일본·중화권)',
      'en-US': 'Overseas Sales Manager (Japan & Greater China)',
      'zh-CN': '海外销售经理（日本及大中华区）',
      'zh-TW': '海外業務經理（日本及大中華區）',
      'ja-JP': '海外営業マネージャー（日本・中華圏）',
    },
    department: {
      'ko-KR': '글로벌사업본부',
      'en-US': 'Global Business Division',
      'zh-CN': '全球业务本部',
      'zh-TW': '全球事業本部',
      'ja-JP': 'グローバル事業本部',
    },
    employmentType: 'FULL_TIME',
    location: pangyo,
    description: {
      'ko-KR':
        '일본·대만·중국의 화장품 및 건강식품 고객사를 발굴하고 원료 공급 계약을 관리합니다. B2B 원료 영업 경력 5년 이상, 일본어 또는 중국어로 업무가 가능한 분을 찾습니다. 해외 전시회 참가와 현지 출장이 분기마다 있습니다.',
      'en-US':
        'You will develop cosmetics and health-food clients in Japan, Taiwan and China and manage ingredient supply contracts. We are looking for at least five years of B2B ingredient sales experience and business-level Japanese or Chinese. The role involves international trade shows and business trips every quarter.',
      'zh-CN':
        '负责开发日本、中国台湾及中国大陆的化妆品与健康食品客户，并管理原料供应合同。要求具有5年以上B2B原料销售经验，能以日语或中文开展工作。每季度需参加海外展会并赴当地出差。',
      'zh-TW':
        '負責開發日本、台灣及中國的化妝品與保健食品客戶，並管理原料供應合約。須具5年以上B2B原料業務經驗，能以日文或中文處理業務。每季需參加海外展會並赴當地出差。',
      'ja-JP':
        '日本・台湾・中国の化粧品および健康食品の顧客開拓と、原料供給契約の管理を担当していただきます。B2B原料営業の経験が5年以上あり、日本語または中国語で業務ができる方を募集します。海外展示会への出展や現地出張が四半期ごとにあります。',
    },
    closesAt: '2026-12-15',
    active: true,
  },
  {
    title: {
      'ko-KR': '브랜드랩 콘텐츠 마케팅 인턴',
      'en-US': 'Brand Lab Content Marketing Intern',
      'zh-CN': '品牌实验室内容营销实习生',
      'zh-TW': '品牌實驗室內容行銷實習生',
      'ja-JP': 'ブランドラボ コンテンツマーケティング インターン',
    },
    department: {
      'ko-KR': '셀락티스 브랜드랩',
      'en-US': 'Cellactis Brand Lab',
      'zh-CN': 'Cellactis品牌实验室',
      'zh-TW': 'Cellactis品牌實驗室',
      'ja-JP': 'セルラクティス・ブランドラボ',
    },
    employmentType: 'INTERN',
    location: pangyo,
    description: {
      'ko-KR':
        '고객사 브랜드의 인플루언서 캠페인 운영을 지원하고, 숏폼 영상과 SNS 콘텐츠 기획에 참여하는 6개월 인턴십입니다. 뷰티·헬스 트렌드에 관심이 많고 기본적인 영상 편집이 가능한 분을 찾습니다. 우수 인턴은 정규직 전환 심사 기회가 주어집니다.',
      'en-US':
        'A six-month internship supporting influencer campaigns for client brands and helping plan short-form videos and social media content. We are looking for someone passionate about beauty and health trends who can handle basic video editing. Outstanding interns will be considered for a full-time position.',
      'zh-CN':
        '为期6个月的实习，协助客户品牌的达人营销活动运营，并参与短视频及社交媒体内容策划。希望你关注美妆与健康趋势，并具备基础视频剪辑能力。表现优秀者将获得转正评估机会。',
      'zh-TW':
        '為期6個月的實習，協助客戶品牌的網紅行銷活動執行，並參與短影音與社群內容企劃。希望你熱衷美妝與健康趨勢，並具備基本影片剪輯能力。表現優異者可獲轉正職審核機會。',
      'ja-JP':
        '顧客ブランドのインフルエンサーキャンペーンの運営をサポートし、ショート動画やSNSコンテンツの企画に携わる6か月間のインターンシップです。ビューティー・ヘルスのトレンドに関心があり、基本的な動画編集ができる方を募集します。優秀なインターンには正社員登用審査の機会があります。',
    },
    closesAt: '2026-12-10',
    active: true,
  },
  {
    title: {
      'ko-KR': '임상연구 코디네이터 (계약직, 1년)',
      'en-US': 'Clinical Research Coordinator (One-Year Contract)',
      'zh-CN': '临床研究协调员（合同制，1年）',
      'zh-TW': '臨床研究協調員（約聘，1年）',
      'ja-JP': '臨床研究コーディネーター（契約社員・1年）',
    },
    department: {
      'ko-KR': '셀락티스 마이크로바이옴 연구소 임상연구팀',
      'en-US': 'Clinical Research Team, Cellactis Microbiome Research Center',
      'zh-CN': 'Cellactis微生物组研究中心 临床研究组',
      'zh-TW': 'Cellactis微生物相研究中心 臨床研究組',
      'ja-JP': 'セルラクティス・マイクロバイオーム研究所 臨床研究チーム',
    },
    employmentType: 'CONTRACT',
    location: pangyo,
    description: {
      'ko-KR':
        'CLT-23 개별인정형 원료 신청을 위한 인체적용시험의 기관 협의, 대상자 모집 현황 관리, 데이터 점검을 담당합니다. 간호사·임상병리사 면허 소지자 또는 CRC 경력 1년 이상인 분을 찾았습니다. 이 공고는 마감되었습니다.',
      'en-US':
        'This role coordinated with trial sites, tracked participant recruitment and checked data for the human trial supporting our application for individual recognition of CLT-23. We were looking for a licensed nurse or clinical laboratory technologist, or someone with at least one year of CRC experience. This position has closed.',
      'zh-CN':
        '负责为CLT-23个别认定型原料申请而开展的人体试验的机构协调、受试者招募进度管理及数据核查。招聘对象为持有护士或临床检验师执照者，或具有1年以上临床研究协调员（CRC）经验者。本职位招聘已截止。',
      'zh-TW':
        '負責為CLT-23個別認定型原料申請所進行之人體試驗的機構協調、受試者招募進度管理與資料檢核。招募對象為持有護理師或醫事檢驗師執照者，或具1年以上臨床研究協調員（CRC）經驗者。本職缺已截止。',
      'ja-JP':
        'CLT-23の個別認定型原料申請に向けたヒト試験について、実施機関との調整、被験者募集状況の管理、データの点検を担当するポジションでした。看護師・臨床検査技師の免許をお持ちの方、またはCRC経験1年以上の方を募集していました。本求人は締め切りました。',
    },
    closesAt: '2026-09-30',
    active: false,
  },
]
