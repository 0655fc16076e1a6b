import type { LocalizedDocument } from './types'

/** The vision page: mission, vision statement, core values and the 2030 goals. */
export const vision: LocalizedDocument = {
  lead: {
    'ko-KR':
      '셀락티스는 유산균이 남기는 가장 안정적인 가치, 포스트바이오틱스로 사람들의 건강과 아름다움을 돕습니다. 2014년 판교의 작은 연구실에서 던진 질문은 지금도 같습니다. ‘과학으로 증명된 유익함을 어떻게 더 많은 사람의 일상에 전할 수 있을까?’',
    'en-US':
      'Cellactis helps people stay healthy and look their best with postbiotics, the most stable benefit that lactic acid bacteria leave behind. The question we asked in a small Pangyo laboratory in 2014 still drives us today: how can benefits proven by science reach more people in their everyday lives?',
    'zh-CN':
      'Cellactis以后生元——乳酸菌留下的最稳定的价值——守护人们的健康与美丽。2014年，我们在板桥一间小小的实验室里提出的问题至今未变：如何让经科学验证的益处走进更多人的日常生活？',
    'zh-TW':
      'Cellactis以後生元——乳酸菌留下最穩定的價值——守護人們的健康與美麗。2014年，我們在板橋一間小小的實驗室裡提出的問題，至今依然不變：如何讓經科學驗證的益處走進更多人的日常生活？',
    'ja-JP':
      'セルラクティスは、乳酸菌が残す最も安定した価値であるポストバイオティクスで、人々の健康と美しさを支えています。2014年、板橋の小さな研究室で抱いた問いは今も変わりません。「科学で証明された恩恵を、どうすればもっと多くの人の日常に届けられるか」。',
  },
  sections: [
    {
      heading: {
        'ko-KR': '미션',
        'en-US': 'Our mission',
        'zh-CN': '使命',
        'zh-TW': '使命',
        'ja-JP': 'ミッション',
      },
      paragraphs: [
        {
          'ko-KR': '셀락티스의 미션은 ‘검증된 포스트바이오틱스로 모두의 일상 건강을 지키는 것’입니다.',
          'en-US': 'Our mission is to protect everyone’s everyday health with postbiotics backed by evidence.',
          'zh-CN': 'Cellactis的使命是：以经过验证的后生元，守护每个人的日常健康。',
          'zh-TW': 'Cellactis的使命是：以經過驗證的後生元，守護每個人的日常健康。',
          'ja-JP': 'セルラクティスのミッションは、「検証されたポストバイオティクスで、すべての人の毎日の健康を守ること」です。',
        },
        {
          'ko-KR':
            '살아 있는 유산균은 열과 산소, 습기에 약해 유통과 보관 과정에서 균수가 줄어들기 쉽습니다. 셀락티스는 유산균을 정밀하게 열처리해 유익한 구성 성분을 안정적으로 담아내는 길을 택했습니다. 한국 발효식품에서 찾아낸 균주를 연구하고, 그 효과를 인체적용시험으로 확인한 뒤, 누구나 믿고 쓸 수 있는 원료와 제품으로 만들어 화장품·건강식품 브랜드와 소비자에게 전합니다.',
          'en-US':
            'Live lactic acid bacteria are sensitive to heat, oxygen and moisture, so their numbers easily fall during distribution and storage. Cellactis chose a different path: precise heat treatment that keeps the beneficial components of the bacteria in a stable form. We study strains found in Korean fermented foods, confirm their effects in human studies, and turn them into ingredients and products that cosmetics and health-food brands, and the people who use them, can trust.',
          'zh-CN':
            '活性乳酸菌怕热、怕氧、怕潮，在流通和储存过程中菌数容易减少。Cellactis选择了另一条路：通过精准的热处理，将乳酸菌的有益成分稳定地保留下来。我们研究从韩国发酵食品中发现的菌株，以人体试验确认其功效，再将其制成值得信赖的原料和产品，提供给化妆品、健康食品品牌及广大消费者。',
          'zh-TW':
            '活性乳酸菌怕熱、怕氧、怕潮濕，在流通與保存過程中菌數容易減少。Cellactis選擇了另一條路：透過精準的熱處理，將乳酸菌的有益成分穩定保留下來。我們研究從韓國發酵食品中發現的菌株，以人體試驗確認其功效，再製成值得信賴的原料與產品，提供給化妝品、保健食品品牌及廣大消費者。',
          'ja-JP':
            '生きた乳酸菌は熱や酸素、湿気に弱く、流通や保管の過程で菌数が減りやすいという課題があります。セルラクティスは、乳酸菌を精密に加熱殺菌し、有用な成分を安定した形で届ける道を選びました。韓国の発酵食品から見いだした菌株を研究し、その効果をヒト試験で確認したうえで、誰もが安心して使える原料と製品にして、化粧品・健康食品ブランドと消費者の皆さまにお届けしています。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '비전',
        'en-US': 'Our vision',
        'zh-CN': '愿景',
        'zh-TW': '願景',
        'ja-JP': 'ビジョン',
      },
      paragraphs: [
        {
          'ko-KR': '셀락티스는 2030년까지 아시아를 대표하는 포스트바이오틱스 플랫폼 기업으로 성장하고자 합니다.',
          'en-US': 'By 2030, Cellactis aims to be Asia’s leading postbiotics platform company.',
          'zh-CN': 'Cellactis致力于在2030年前成长为亚洲具有代表性的后生元平台企业。',
          'zh-TW': 'Cellactis致力於在2030年前成長為亞洲具代表性的後生元平台企業。',
          'ja-JP':
            'セルラクティスは、2030年までにアジアを代表するポストバイオティクスのプラットフォーム企業へと成長することを目指しています。',
        },
        {
          'ko-KR':
            '여기서 플랫폼이란 균주 발굴과 기능성 연구, 원료 생산, 완제품 개발, 브랜드 마케팅을 하나의 흐름으로 연결해, 파트너가 필요한 단계에서 바로 함께할 수 있는 구조를 말합니다. 현재 250곳이 넘는 브랜드가 셀락티스 원료를 사용하고 있으며, 우리는 이 연결을 한국을 넘어 일본과 중화권, 동남아시아, 유럽으로 넓혀 가고 있습니다.',
          'en-US':
            'By a platform we mean a single chain that links strain discovery, functional research, ingredient production, finished-product development and brand marketing, so that partners can join us at whichever stage they need. More than 250 brands already use Cellactis ingredients, and we are extending these connections beyond Korea to Japan, Greater China, Southeast Asia and Europe.',
          'zh-CN':
            '这里所说的平台，是指将菌株发掘、功能性研究、原料生产、成品开发和品牌营销串联为一个整体，让合作伙伴能在所需的任何环节与我们携手。目前已有250多个品牌采用Cellactis的原料，我们正将这一合作网络从韩国拓展到日本、大中华地区、东南亚和欧洲。',
          'zh-TW':
            '這裡所說的平台，是指將菌株發掘、機能性研究、原料生產、成品開發與品牌行銷串連為一體，讓合作夥伴能在所需的任何階段與我們攜手。目前已有超過250個品牌採用Cellactis的原料，我們正將這個合作網絡從韓國拓展至日本、大中華地區、東南亞與歐洲。',
          'ja-JP':
            'ここでいうプラットフォームとは、菌株の探索、機能性研究、原料生産、完成品開発、ブランドマーケティングを一つの流れでつなぎ、パートナーが必要な段階からすぐに協業できる仕組みのことです。現在250を超えるブランドがセルラクティスの原料を採用しており、私たちはこのつながりを韓国から日本、中華圏、東南アジア、ヨーロッパへと広げています。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '핵심 가치',
        'en-US': 'Core values',
        'zh-CN': '核心价值',
        'zh-TW': '核心價值',
        'ja-JP': 'コアバリュー',
      },
      paragraphs: [
        {
          'ko-KR': '셀락티스의 모든 결정은 네 가지 핵심 가치에서 출발합니다.',
          'en-US': 'Every decision at Cellactis starts from four core values.',
          'zh-CN': 'Cellactis的每一项决策，都从以下四项核心价值出发。',
          'zh-TW': 'Cellactis的每一項決策，都從以下四項核心價值出發。',
          'ja-JP': 'セルラクティスのあらゆる判断は、四つのコアバリューから始まります。',
        },
      ],
      items: [
        {
          'ko-KR':
            '근거 우선 — 효과를 말하기 전에 데이터를 먼저 확인합니다. 균주의 기능은 세포·동물 실험을 거쳐 인체적용시험으로 검증하고, 그 결과를 학술지와 특허로 공개합니다.',
          'en-US':
            'Evidence first — We look at the data before we talk about benefits. A strain’s function is tested in cell and animal studies, then confirmed in human trials, and the results are published in journals and patents.',
          'zh-CN':
            '证据优先——谈功效之前，先看数据。菌株的功能须经细胞和动物实验，再以人体试验加以验证，并通过学术论文和专利公开结果。',
          'zh-TW':
            '證據優先——談功效之前，先看數據。菌株的功能須經細胞與動物實驗，再以人體試驗加以驗證，並透過學術期刊與專利公開成果。',
          'ja-JP':
            'エビデンス・ファースト — 効果を語る前に、まずデータを確かめます。菌株の機能は細胞試験・動物試験を経てヒト試験で検証し、その結果を学術論文と特許で公開します。',
        },
        {
          'ko-KR':
            '정직한 품질 — 라벨에 적힌 균체 수는 매 배치 시험으로 확인한 값입니다. 원료의 출처와 제조 이력을 추적할 수 있게 관리하며, 불리한 결과도 감추지 않습니다.',
          'en-US':
            'Honest quality — The cell count on every label is a value confirmed by testing each batch. We keep the origin and manufacturing history of our ingredients traceable, and we do not hide unfavourable results.',
          'zh-CN':
            '诚实品质——标签上的菌体数是每个批次检测确认的数值。我们对原料来源和生产记录实行可追溯管理，即使是不利的结果也绝不隐瞒。',
          'zh-TW':
            '誠實品質——標籤上的菌體數，是每個批次檢驗確認的數值。我們對原料來源與生產履歷實施可追溯管理，即使是不利的結果也絕不隱瞞。',
          'ja-JP':
            '誠実な品質 — ラベルに記載する菌体数は、ロットごとの試験で確認した値です。原料の由来と製造履歴を追跡できるよう管理し、不利な結果も隠しません。',
        },
        {
          'ko-KR':
            '함께 성장 — 고객사의 성공이 곧 셀락티스의 성공입니다. 원료 공급에 그치지 않고 처방 설계와 인허가 자료, 마케팅까지 파트너의 입장에서 함께 고민합니다.',
          'en-US':
            'Growing together — Our clients’ success is our success. We go beyond supplying ingredients and think with our partners about formulation, regulatory documents and marketing.',
          'zh-CN':
            '共同成长——客户的成功就是Cellactis的成功。我们不止于供应原料，还站在合作伙伴的角度，共同思考配方设计、注册申报资料乃至市场营销。',
          'zh-TW':
            '共同成長——客戶的成功就是Cellactis的成功。我們不只供應原料，更站在合作夥伴的角度，一同思考配方設計、法規申請資料乃至行銷推廣。',
          'ja-JP':
            '共に成長する — 顧客企業の成功こそがセルラクティスの成功です。原料の供給にとどまらず、処方設計、許認可資料、マーケティングまでパートナーの立場で共に考えます。',
        },
        {
          'ko-KR':
            '지속 가능한 책임 — 에너지와 용수를 아끼는 공정을 개발하고 발효 부산물을 자원으로 되살리며, 구성원과 지역사회가 함께 건강한 회사를 만들어 갑니다.',
          'en-US':
            'Responsibility for the long term — We develop processes that save energy and water, give fermentation by-products a second life as resources, and build a company where our people and our community stay healthy together.',
          'zh-CN': '可持续的责任——我们开发节能节水的生产工艺，让发酵副产物重新成为资源，与员工和社区一起打造健康的企业。',
          'zh-TW': '永續的責任——我們開發節能節水的製程，讓發酵副產物重新成為資源，與員工及地方社區一起打造健康的企業。',
          'ja-JP':
            '持続可能な責任 — エネルギーと水を節約する工程を開発し、発酵の副産物を資源として生かしながら、社員と地域社会が共に健やかでいられる会社をつくります。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '2030 목표',
        'en-US': 'Our 2030 goals',
        'zh-CN': '2030年目标',
        'zh-TW': '2030年目標',
        'ja-JP': '2030年の目標',
      },
      paragraphs: [
        {
          'ko-KR':
            '비전을 구체적인 숫자로 옮긴 2030년 목표입니다. 매년 진행 상황을 점검하고, 그 결과를 홈페이지 소식으로 공유하겠습니다.',
          'en-US':
            'These are our goals for 2030, our vision turned into concrete numbers. We review our progress every year and will share the results in our news.',
          'zh-CN': '以下是将愿景化为具体数字的2030年目标。我们每年检视进展情况，并通过官网新闻公开结果。',
          'zh-TW': '以下是將願景化為具體數字的2030年目標。我們每年檢視進展，並透過官網消息公開成果。',
          'ja-JP':
            'ビジョンを具体的な数字に落とし込んだ2030年の目標です。毎年進捗を点検し、その結果をウェブサイトのニュースでお知らせします。',
        },
      ],
      items: [
        {
          'ko-KR': '원료 공급 브랜드 1,000곳 — 현재 250여 곳인 고객 브랜드를 국내외 1,000곳으로 늘립니다.',
          'en-US': '1,000 brands using our ingredients — from around 250 today to 1,000 in Korea and abroad.',
          'zh-CN': '合作品牌1,000个——将采用我们原料的品牌从目前的约250个扩大到海内外共1,000个。',
          'zh-TW': '合作品牌1,000個——將採用我們原料的品牌從目前約250個擴大到國內外共1,000個。',
          'ja-JP': '原料供給ブランド1,000社 — 現在約250社の顧客ブランドを、国内外で1,000社に拡大します。',
        },
        {
          'ko-KR': '해외 매출 비중 50% — 일본과 중화권, 동남아시아, 유럽에 현지 파트너 네트워크를 구축합니다.',
          'en-US':
            'Half of our revenue from abroad — by building local partner networks in Japan, Greater China, Southeast Asia and Europe.',
          'zh-CN': '海外销售占比50%——在日本、大中华地区、东南亚和欧洲建立本地合作伙伴网络。',
          'zh-TW': '海外營收占比50%——在日本、大中華地區、東南亞與歐洲建立在地合作夥伴網絡。',
          'ja-JP': '海外売上比率50% — 日本、中華圏、東南アジア、ヨーロッパに現地パートナーのネットワークを築きます。',
        },
        {
          'ko-KR':
            '인체적용시험 누적 20건 — 핵심 균주의 기능성을 인체 데이터로 뒷받침하고, 식약처 개별인정형 기능성 원료를 5종으로 늘립니다.',
          'en-US':
            '20 human trials in total — backing the functions of our core strains with human data and raising the number of our MFDS individually recognised functional ingredients to five.',
          'zh-CN': '累计完成20项人体试验——以人体数据支撑核心菌株的功能性，并将获韩国食药部个别认定的功能原料增至5种。',
          'zh-TW': '累計完成20項人體試驗——以人體數據支持核心菌株的機能性，並將獲韓國食藥處個別認定的機能性原料增至5種。',
          'ja-JP':
            'ヒト試験累計20件 — コア菌株の機能性をヒトのデータで裏付け、韓国食薬処の個別認定型機能性原料を5種に増やします。',
        },
        {
          'ko-KR': '파트너 약국 1,000곳 — 전국 어디서나 가까운 약국에서 셀락티스 제품과 전문 상담을 만날 수 있게 합니다.',
          'en-US':
            '1,000 partner pharmacies — so that people anywhere in Korea can find our products and expert advice at a pharmacy nearby.',
          'zh-CN': '合作药店1,000家——让韩国各地的消费者都能在附近的药店买到Cellactis产品并获得专业咨询。',
          'zh-TW': '合作藥局1,000家——讓韓國各地的民眾都能在附近的藥局買到Cellactis產品並獲得專業諮詢。',
          'ja-JP':
            'パートナー薬局1,000店 — 韓国全土どこでも、身近な薬局でセルラクティス製品と専門的な相談に出会えるようにします。',
        },
        {
          'ko-KR':
            '생산 전력의 50%를 재생에너지로 — 음성 공장의 에너지 효율을 높이고 재생에너지 사용 비중을 절반까지 끌어올립니다.',
          'en-US':
            'Half of our production power from renewables — by making our Eumseong plants more energy-efficient and raising the share of renewable energy to 50%.',
          'zh-CN': '生产用电50%来自可再生能源——提升阴城工厂的能源效率，将可再生能源使用比例提高到一半。',
          'zh-TW': '生產用電50%來自再生能源——提升陰城工廠的能源效率，將再生能源使用比例提高到一半。',
          'ja-JP':
            '生産電力の50%を再生可能エネルギーに — 陰城工場のエネルギー効率を高め、再生可能エネルギーの比率を半分まで引き上げます。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '함께 만드는 내일',
        'en-US': 'Building tomorrow together',
        'zh-CN': '携手共创明天',
        'zh-TW': '攜手共創明天',
        'ja-JP': '共につくる明日',
      },
      paragraphs: [
        {
          'ko-KR':
            '포스트바이오틱스는 아직 성장하고 있는 분야입니다. 그만큼 더 많은 질문과 더 엄격한 검증이 필요합니다. 셀락티스는 연구자와 고객사, 약사, 그리고 제품을 선택해 주시는 소비자 여러분과 함께 그 답을 찾아가겠습니다.',
          'en-US':
            'Postbiotics are still a growing field, which means they call for more questions and stricter testing. Cellactis will look for the answers together with researchers, clients, pharmacists and everyone who chooses our products.',
          'zh-CN':
            '后生元仍是一个不断发展的领域，因此更需要提出更多问题、进行更严格的验证。Cellactis将与研究人员、客户企业、药师以及选择我们产品的每一位消费者一起寻找答案。',
          'zh-TW':
            '後生元仍是持續成長的領域，也因此需要更多的提問與更嚴謹的驗證。Cellactis將與研究人員、客戶企業、藥師，以及選擇我們產品的每一位消費者一起尋找答案。',
          'ja-JP':
            'ポストバイオティクスはまだ成長途中の分野です。だからこそ、より多くの問いと、より厳格な検証が求められます。セルラクティスは、研究者、顧客企業、薬剤師、そして製品を選んでくださる皆さまと共に、その答えを探していきます。',
        },
        {
          'ko-KR': '원료와 제품, 협력에 관해 나누고 싶은 이야기가 있으시면 언제든 문의 양식으로 연락해 주시기 바랍니다.',
          'en-US':
            'If you would like to talk about our ingredients, our products or working together, please get in touch through the inquiry form at any time.',
          'zh-CN': '如您希望就原料、产品或合作事宜与我们交流，欢迎随时通过咨询表单联系我们。',
          'zh-TW': '如您希望就原料、產品或合作事宜與我們交流，歡迎隨時透過諮詢表單與我們聯繫。',
          'ja-JP': '原料や製品、協業についてお話ししたいことがございましたら、いつでもお問い合わせフォームからご連絡ください。',
        },
      ],
    },
  ],
}
