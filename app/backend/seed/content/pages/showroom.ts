import { companyAddressLine } from './company-address'
import type { LocalizedDocument } from './types'

/** The showroom page: the Pangyo showroom, what visitors see, visiting hours and reservations, and how to get there. */
export const showroom: LocalizedDocument = {
  lead: {
    'ko-KR':
      '판교 본사에 자리한 셀락티스 쇼룸은 포스트바이오틱스가 연구실에서 제품이 되기까지의 과정을 직접 보고 만져 볼 수 있는 공간입니다. 고객사와 파트너, 그리고 셀락티스가 궁금한 모든 분을 환영합니다.',
    'en-US':
      'The Cellactis showroom at our Pangyo headquarters is a place to see and touch how postbiotics travel from the laboratory to finished products. Clients, partners and anyone curious about Cellactis are welcome.',
    'zh-CN':
      '位于板桥总部的Cellactis展厅，让您亲眼看到、亲手触摸后生元从实验室走向产品的全过程。我们欢迎客户、合作伙伴以及所有对Cellactis感兴趣的朋友前来参观。',
    'zh-TW':
      '位於板橋總部的Cellactis展示廳，讓您親眼看見、親手體驗後生元從實驗室走向產品的完整過程。我們歡迎客戶、合作夥伴，以及所有對Cellactis感興趣的朋友蒞臨參觀。',
    'ja-JP':
      '板橋本社にあるセルラクティスのショールームは、ポストバイオティクスが研究室から製品になるまでの過程を、実際に見て触れていただける空間です。顧客企業やパートナーの皆さま、そしてセルラクティスに関心をお持ちのすべての方を歓迎します。',
  },
  sections: [
    {
      heading: {
        'ko-KR': '쇼룸 소개',
        'en-US': 'About the showroom',
        'zh-CN': '展厅简介',
        'zh-TW': '展示廳簡介',
        'ja-JP': 'ショールームについて',
      },
      paragraphs: [
        {
          'ko-KR':
            '쇼룸은 본사 3동 5층에 있으며, 원료 상담을 위해 방문하시는 고객사가 실제 원료와 완제품을 나란히 비교해 볼 수 있도록 마련했습니다. 방문 목적에 맞춰 연구원 또는 사업 담당자가 직접 안내해 드리며, 관람을 마친 뒤에는 상담실에서 원료 상담을 이어 가실 수 있습니다.',
          'en-US':
            'The showroom is on the fifth floor of Building 3 at our headquarters. We designed it so that clients visiting to discuss ingredients can compare the actual ingredients and finished products side by side. A researcher or a member of our business team guides you according to the purpose of your visit, and afterwards you can continue the conversation about ingredients in our meeting room.',
          'zh-CN':
            '展厅位于总部3栋5楼，方便前来洽谈原料的客户将实际原料与成品放在一起比较。我们会根据来访目的安排研究人员或业务负责人亲自讲解，参观结束后，您还可以在洽谈室继续进行原料咨询。',
          'zh-TW':
            '展示廳位於總部3棟5樓，方便前來洽談原料的客戶將實際原料與成品並列比較。我們會依來訪目的安排研究人員或業務負責人親自導覽，參觀結束後，您也可以在洽談室繼續進行原料諮詢。',
          'ja-JP':
            'ショールームは本社3棟5階にあり、原料のご相談に来られる顧客企業の皆さまが、実際の原料と完成品を並べて比較できるように設けました。ご来訪の目的に合わせて研究員または事業担当者がご案内し、見学後は商談室で原料のご相談を続けていただけます。',
        },
        {
          'ko-KR': '관람은 약 60분 동안 진행되며, 관람료는 없습니다.',
          'en-US': 'A visit takes about 60 minutes and is free of charge.',
          'zh-CN': '参观时长约60分钟，免费开放。',
          'zh-TW': '參觀時間約60分鐘，免費開放。',
          'ja-JP': '見学の所要時間は約60分で、見学料はかかりません。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '둘러보기',
        'en-US': 'What you will see',
        'zh-CN': '参观内容',
        'zh-TW': '參觀內容',
        'ja-JP': '見どころ',
      },
      items: [
        {
          'ko-KR':
            '제품 존 — 데일리 포스트바이오틱 스틱과 이뮨 CLT-23 캡슐, 바이옴 배리어 앰플 등 셀락티스 자체 제품과 셀락티스 원료로 만든 고객사 제품을 한자리에서 만나 보실 수 있습니다. 일부 제품은 직접 사용해 보실 수 있습니다.',
          'en-US':
            'Product zone — See our own products, such as the Daily Postbiotic Stick, the Immune CLT-23 Capsule and the Biome Barrier Ampoule, alongside client products made with Cellactis ingredients. Some products are available to try.',
          'zh-CN':
            '产品区——在这里，您可以一站式看到每日后生元条、免疫CLT-23胶囊、微生态屏障安瓶精华等Cellactis自有产品，以及采用Cellactis原料制成的客户产品。部分产品可现场试用。',
          'zh-TW':
            '產品區——在這裡，您可以一次看到每日後生元條、免疫CLT-23膠囊、微生態屏障安瓶精華等Cellactis自有產品，以及採用Cellactis原料製成的客戶產品。部分產品可現場試用。',
          'ja-JP':
            'プロダクトゾーン — デイリーポストバイオティクス スティック、イミューンCLT-23カプセル、バイオームバリアアンプルなどのセルラクティス自社製品と、セルラクティスの原料を使った顧客企業の製品を一堂にご覧いただけます。一部の製品はお試しいただけます。',
        },
        {
          'ko-KR':
            '원료 라이브러리 — 열처리 유산균 분말과 균체 용해물, 대사산물 원료 등 판매 중인 원료를 실물로 확인하고, 제형별 용해도와 사용감을 비교해 보실 수 있습니다. 원료별 규격서와 연구 자료도 열람하실 수 있습니다.',
          'en-US':
            'Raw material library — Examine the ingredients we sell, from heat-killed bacteria powders to lysates and metabolite ingredients, and compare how they dissolve and feel in different formats. Specifications and research data for each ingredient are available to read.',
          'zh-CN':
            '原料资料馆——实地查看热灭活乳酸菌粉末、菌体裂解物、代谢产物原料等在售原料，比较不同剂型中的溶解度和使用感，并可查阅各原料的规格书和研究资料。',
          'zh-TW':
            '原料資料館——實地查看熱殺菌乳酸菌粉末、菌體溶解物、代謝產物原料等販售中的原料，比較不同劑型的溶解度與使用感，並可查閱各原料的規格書與研究資料。',
          'ja-JP':
            '原料ライブラリー — 加熱殺菌乳酸菌パウダー、菌体ライセート、代謝物原料など販売中の原料を実物で確かめ、剤形ごとの溶解性や使用感を比べていただけます。原料ごとの規格書や研究資料もご覧いただけます。',
        },
        {
          'ko-KR':
            '랩 윈도우 — 유리창 너머로 마이크로바이옴 연구소의 실험실을 들여다보며 균주 배양과 분석이 이루어지는 모습을 보실 수 있습니다. 실험실의 보안과 청결을 위해 실험실 내부 출입과 촬영은 제한됩니다.',
          'en-US':
            'Lab window — Look through the glass into the laboratories of our Microbiome Research Center and watch strains being cultured and analysed. To keep the laboratories secure and clean, entering them and taking photographs are not permitted.',
          'zh-CN':
            '实验室观察窗——透过玻璃窗观看微生物组研究中心的实验室，了解菌株培养与分析的实际工作。为确保实验室的安全与洁净，谢绝进入实验室内部及拍照。',
          'zh-TW':
            '實驗室觀景窗——透過玻璃窗觀看微生物相研究中心的實驗室，了解菌株培養與分析的實際作業。為維護實驗室的安全與潔淨，恕不開放進入實驗室內部及拍照。',
          'ja-JP':
            'ラボウィンドウ — ガラス越しにマイクロバイオーム研究所の実験室をのぞき、菌株の培養や分析が行われている様子をご覧いただけます。実験室のセキュリティと清浄度を保つため、実験室内への立ち入りと撮影はご遠慮いただいております。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '관람 시간과 예약',
        'en-US': 'Visiting hours and reservations',
        'zh-CN': '开放时间与预约',
        'zh-TW': '開放時間與預約',
        'ja-JP': '見学時間とご予約',
      },
      paragraphs: [
        {
          'ko-KR': '쇼룸은 평일 10:00부터 17:00까지 운영하며, 주말과 공휴일에는 쉽니다. 모든 관람은 사전 예약제로 운영합니다.',
          'en-US':
            'The showroom is open on weekdays from 10:00 to 17:00 and closed on weekends and public holidays. All visits are by reservation only.',
          'zh-CN': '展厅开放时间为工作日10:00至17:00，周末及法定节假日闭馆。所有参观均需提前预约。',
          'zh-TW': '展示廳開放時間為平日10:00至17:00，週末及國定假日休館。所有參觀均採預約制。',
          'ja-JP': 'ショールームの開館時間は平日10:00〜17:00で、土日・祝日は休館です。見学はすべて事前予約制です。',
        },
      ],
      items: [
        {
          'ko-KR': '홈페이지 문의 양식에서 문의 유형 ‘기타’를 선택하고, 제목에 ‘쇼룸 방문 예약’이라고 적어 주십시오.',
          'en-US': 'In the inquiry form on this website, choose the category “Other” and write “Showroom visit” in the subject.',
          'zh-CN': '请在官网咨询表单中选择咨询类型“其他”，并在标题中填写“展厅参观预约”。',
          'zh-TW': '請在官網諮詢表單中選擇諮詢類型「其他」，並於主旨填寫「展示廳參觀預約」。',
          'ja-JP': 'ウェブサイトのお問い合わせフォームで種別「その他」を選び、件名に「ショールーム見学予約」とご記入ください。',
        },
        {
          'ko-KR': '내용에 희망 날짜와 시간, 방문 인원, 관심 있는 원료나 제품을 적어 주시면 관람 준비에 도움이 됩니다.',
          'en-US':
            'In your message, tell us your preferred date and time, the number of visitors, and any ingredients or products you are interested in, so we can prepare.',
          'zh-CN': '请在内容中注明希望参观的日期和时间、参观人数以及感兴趣的原料或产品，以便我们提前准备。',
          'zh-TW': '請在內容中註明希望參觀的日期與時間、參觀人數，以及感興趣的原料或產品，方便我們事先準備。',
          'ja-JP': '本文にご希望の日時、ご来訪人数、関心のある原料や製品をご記入いただくと、見学の準備に役立ちます。',
        },
        {
          'ko-KR': '희망일로부터 3영업일 전까지 신청해 주시면, 담당자가 이메일 또는 전화로 일정을 확정해 드립니다.',
          'en-US':
            'Please apply at least three business days before your preferred date; we will confirm the schedule by email or phone.',
          'zh-CN': '请至少在希望参观日的3个工作日前提交申请，负责人将通过电子邮件或电话与您确认日程。',
          'zh-TW': '請至少於希望參觀日的3個工作天前提出申請，專人將以電子郵件或電話與您確認行程。',
          'ja-JP': 'ご希望日の3営業日前までにお申し込みください。担当者がメールまたはお電話で日程を確定いたします。',
        },
        {
          'ko-KR': '한 번에 최대 10명까지 관람하실 수 있으며, 그보다 많은 단체 방문은 별도로 협의해 드립니다.',
          'en-US': 'Up to 10 people can visit at a time; larger groups can be arranged separately.',
          'zh-CN': '每批最多可接待10人，更大规模的团体参观请另行协商。',
          'zh-TW': '每梯次最多可接待10人，更大規模的團體參觀請另行洽談。',
          'ja-JP': '一度に見学いただけるのは最大10名までです。それ以上の団体でのご来訪は個別にご相談ください。',
        },
        {
          'ko-KR': '영어·중국어·일본어 안내가 필요하시면 예약하실 때 함께 알려 주십시오. 가능한 범위에서 통역을 준비해 드립니다.',
          'en-US':
            'If you would like a tour in English, Chinese or Japanese, please let us know when you book, and we will arrange an interpreter where possible.',
          'zh-CN': '如需英语、中文或日语讲解，请在预约时一并告知，我们将尽可能为您安排翻译。',
          'zh-TW': '如需英語、中文或日語導覽，請於預約時一併告知，我們將盡可能為您安排口譯。',
          'ja-JP':
            '英語・中国語・日本語でのご案内をご希望の場合は、ご予約の際にお知らせください。可能な範囲で通訳を手配いたします。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '오시는 길',
        'en-US': 'Getting here',
        'zh-CN': '交通指南',
        'zh-TW': '交通資訊',
        'ja-JP': 'アクセス',
      },
      paragraphs: [
        companyAddressLine,
        {
          'ko-KR':
            '신분당선·경강선 판교역에서 대중교통으로 편리하게 오실 수 있습니다. 건물 내 방문객 주차 공간이 한정되어 있으니 가급적 대중교통을 이용해 주시고, 차량으로 오실 경우 예약하실 때 차량 번호를 알려 주시면 주차를 등록해 드립니다.',
          'en-US':
            'We are easy to reach by public transport from Pangyo Station on the Shinbundang and Gyeonggang lines. Visitor parking in the building is limited, so we recommend public transport; if you come by car, give us your licence plate number when you book and we will register it for parking.',
          'zh-CN':
            '从新盆唐线、京江线板桥站乘坐公共交通即可便捷到达。楼内访客停车位有限，建议尽量乘坐公共交通；如需驾车前来，请在预约时告知车牌号，我们将为您办理停车登记。',
          'zh-TW':
            '從新盆唐線、京江線板橋站搭乘大眾運輸即可輕鬆抵達。大樓內訪客停車位有限，建議盡量搭乘大眾運輸；如需開車前來，請於預約時告知車牌號碼，我們將為您辦理停車登記。',
          'ja-JP':
            '新盆唐線・京江線の板橋駅から公共交通機関で便利にお越しいただけます。建物内の来客用駐車スペースには限りがあるため、できるだけ公共交通機関をご利用ください。お車でお越しの場合は、ご予約時に車両番号をお知らせいただければ駐車登録をいたします。',
        },
        {
          'ko-KR':
            '도착하시면 1층 안내 데스크에 예약자 성함을 말씀해 주십시오. 5층 쇼룸으로 안내해 드립니다. 방문 관련 문의는 031-8017-4250 또는 contact@cellactis.co.kr로 연락해 주시기 바랍니다.',
          'en-US':
            'When you arrive, give the name on your reservation at the ground-floor reception desk and we will take you up to the showroom on the fifth floor. For questions about your visit, call +82-31-8017-4250 or write to contact@cellactis.co.kr.',
          'zh-CN':
            '到达后，请在1楼服务台告知预约人姓名，工作人员将引导您前往5楼展厅。如对参观有任何疑问，请致电+82-31-8017-4250或发送邮件至contact@cellactis.co.kr。',
          'zh-TW':
            '抵達後，請向1樓服務台告知預約人姓名，工作人員將引導您前往5樓展示廳。如對參觀有任何疑問，請致電+82-31-8017-4250或來信contact@cellactis.co.kr。',
          'ja-JP':
            'ご到着の際は、1階の受付で予約者のお名前をお伝えください。5階のショールームへご案内いたします。見学に関するお問い合わせは、+82-31-8017-4250またはcontact@cellactis.co.krまでご連絡ください。',
        },
      ],
    },
  ],
}
