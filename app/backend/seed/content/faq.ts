import type { FaqCategory } from '~/api/contract/faq-categories'
import type { Text5 } from '~/i18n/text5'

/** One question of the FAQ (GET /faq), in all five languages. */
export interface FaqEntry {
  category: FaqCategory
  question: Text5
  answer: Text5
}

/** Frequently asked questions, grouped by category in display order. */
export const faq: FaqEntry[] = [
  // Inquiries and OEM/ODM
  {
    category: 'inquiry',
    question: {
      'ko-KR': 'OEM·ODM 제품 개발을 의뢰하려면 어떻게 해야 하나요?',
      'en-US': 'How do I commission an OEM/ODM product?',
      'zh-CN': '如何委托OEM/ODM产品开发？',
      'zh-TW': '如何委託OEM/ODM產品開發？',
      'ja-JP': 'OEM・ODMで製品開発を依頼するにはどうすればよいですか？',
    },
    answer: {
      'ko-KR':
        '문의하기 페이지의 문의 양식에서 문의 유형을 ‘OEM/ODM’으로 선택한 뒤, 브랜드명과 담당자 연락처, 개발하려는 제품의 제형과 목표 기능, 예상 수량과 출시 일정을 적어 보내 주십시오. 기획서나 참고 자료가 있으면 파일로 첨부하실 수 있습니다. 담당자가 내용을 검토한 뒤 연락드려 처방 제안과 견적, 일정을 안내해 드립니다.',
      'en-US':
        'Use the inquiry form on the Contact us page: choose the category “OEM/ODM” and tell us your brand name, how to reach you, the format and target function of the product you have in mind, the expected quantity and your launch schedule. You can attach a product brief or reference material as files. Our team will review your request and contact you with a formulation proposal, a quotation and a timeline.',
      'zh-CN':
        '请在“联系我们”页面的咨询表单中选择咨询类型“OEM/ODM”，并填写品牌名称、联系方式、拟开发产品的剂型与目标功能、预计数量及上市计划。如有策划书或参考资料，可以附件形式上传。负责人审阅后将与您联系，提供配方建议、报价和日程安排。',
      'zh-TW':
        '請在「聯絡我們」頁面的諮詢表單中選擇諮詢類型「OEM/ODM」，並填寫品牌名稱、聯絡方式、預計開發產品的劑型與目標功能、預估數量及上市時程。如有企劃書或參考資料，可以附加檔案上傳。專人審閱後將與您聯繫，提供配方建議、報價與時程規劃。',
      'ja-JP':
        '「お問い合わせ」ページのフォームで種別「OEM/ODM」を選び、ブランド名、ご連絡先、開発したい製品の剤形と目的とする機能、想定数量、発売スケジュールをご記入ください。企画書や参考資料はファイルで添付できます。担当者が内容を確認したうえでご連絡し、処方のご提案、お見積もり、スケジュールをご案内します。',
    },
  },
  {
    category: 'inquiry',
    question: {
      'ko-KR': '문의하면 답변은 언제 받을 수 있나요?',
      'en-US': 'When will I get a reply to my inquiry?',
      'zh-CN': '提交咨询后多久能得到回复？',
      'zh-TW': '提出諮詢後多久能收到回覆？',
      'ja-JP': '問い合わせへの回答はいつ届きますか？',
    },
    answer: {
      'ko-KR':
        '접수된 문의에는 영업일 기준 3일 이내에 담당자가 이메일 또는 전화로 답변드립니다. 주말과 공휴일에 접수된 문의는 다음 영업일부터 순서대로 처리하며, 검토에 시간이 더 필요한 기술 문의는 예상 답변 일정을 먼저 안내해 드립니다.',
      'en-US':
        'A member of our team replies by email or phone within three business days. Inquiries received on weekends or public holidays are handled in order from the next business day, and for technical questions that need a longer review we will first tell you when to expect an answer.',
      'zh-CN':
        '负责人将在3个工作日内通过电子邮件或电话回复。周末及法定节假日收到的咨询将从下一个工作日起依次处理；对于需要较长时间评估的技术类咨询，我们会先告知预计的答复时间。',
      'zh-TW':
        '專人將於3個工作天內以電子郵件或電話回覆。週末及國定假日收到的諮詢，將自下一個工作天起依序處理；需要較長時間評估的技術問題，我們會先告知預計的回覆時程。',
      'ja-JP':
        '担当者が3営業日以内にメールまたはお電話でご回答します。土日・祝日に受け付けたお問い合わせは翌営業日から順に対応し、確認に時間を要する技術的なご質問については、まず回答の目安をお知らせします。',
    },
  },
  {
    category: 'inquiry',
    question: {
      'ko-KR': '회원이 아니어도 문의할 수 있나요?',
      'en-US': 'Can I send an inquiry without being a member?',
      'zh-CN': '不是会员也可以咨询吗？',
      'zh-TW': '不是會員也可以諮詢嗎？',
      'ja-JP': '会員でなくても問い合わせできますか？',
    },
    answer: {
      'ko-KR':
        '네. 문의 양식은 회원가입 없이 누구나 이용하실 수 있습니다. 다만 원료 샘플 신청과 Q&A, 포인트 등 마이페이지의 기능은 회원만 이용하실 수 있습니다.',
      'en-US':
        'Yes. Anyone can use the inquiry form without signing up. Raw material sample requests, Q&A, points and the other My page features are for members only.',
      'zh-CN': '可以。任何人无需注册即可使用咨询表单。但原料样品申请、问答、积分等“我的页面”功能仅限会员使用。',
      'zh-TW': '可以。任何人無須註冊即可使用諮詢表單。但原料樣品申請、問答、點數等「我的頁面」功能僅限會員使用。',
      'ja-JP':
        'はい。お問い合わせフォームは会員登録なしでどなたでもご利用いただけます。ただし、原料サンプルの申請、Q&A、ポイントなどマイページの機能は会員の方のみご利用いただけます。',
    },
  },
  {
    category: 'inquiry',
    question: {
      'ko-KR': '문의할 때 파일을 첨부할 수 있나요? 첨부한 파일은 어떻게 관리되나요?',
      'en-US': 'Can I attach files to an inquiry, and what happens to them?',
      'zh-CN': '咨询时可以上传附件吗？附件会如何处理？',
      'zh-TW': '諮詢時可以附加檔案嗎？附件會如何處理？',
      'ja-JP': '問い合わせにファイルを添付できますか？添付ファイルはどのように管理されますか？',
    },
    answer: {
      'ko-KR':
        '기획서와 사양서, 참고 이미지 등을 문의 양식에 첨부하실 수 있으며, 허용되는 파일 형식과 용량은 양식 화면에 안내되어 있습니다. 첨부 파일은 문의 처리 목적으로만 사용하고, 문의 처리가 끝난 날부터 3개월 이내에 문의 내용과 함께 파기합니다. 자세한 내용은 개인정보처리방침을 확인해 주십시오.',
      'en-US':
        'Yes, you can attach product briefs, specifications, reference images and similar files; the accepted formats and size limits are shown on the form. Attachments are used only to handle your inquiry and are destroyed, together with the inquiry itself, within three months after it has been processed. See our privacy policy for details.',
      'zh-CN':
        '可以在咨询表单中上传策划书、规格说明、参考图片等文件，允许的文件格式和大小请参见表单页面的说明。附件仅用于处理咨询，并将在咨询处理完毕后3个月内与咨询内容一并销毁。详情请参阅隐私政策。',
      'zh-TW':
        '可以在諮詢表單中附加企劃書、規格說明、參考圖片等檔案，允許的檔案格式與大小請參見表單頁面的說明。附件僅用於處理諮詢，並將於諮詢處理完畢後3個月內連同諮詢內容一併銷毀。詳情請參閱隱私權政策。',
      'ja-JP':
        '企画書、仕様書、参考画像などをお問い合わせフォームに添付できます。対応するファイル形式と容量はフォーム画面に記載しています。添付ファイルはお問い合わせへの対応にのみ使用し、対応完了後3か月以内にお問い合わせ内容とあわせて廃棄します。詳しくはプライバシーポリシーをご確認ください。',
    },
  },
  {
    category: 'inquiry',
    question: {
      'ko-KR': '해외 기업도 원료 구매나 제휴를 문의할 수 있나요?',
      'en-US': 'Can companies outside Korea inquire about ingredients or partnerships?',
      'zh-CN': '海外企业也可以咨询原料采购或合作吗？',
      'zh-TW': '海外企業也可以諮詢原料採購或合作嗎？',
      'ja-JP': '海外の企業も原料購入や提携について問い合わせできますか？',
    },
    answer: {
      'ko-KR':
        '물론입니다. 문의 유형에서 ‘원료’ 또는 ‘제휴’를 선택하고 한국어, 영어, 중국어, 일본어 중 편하신 언어로 작성해 주십시오. 셀락티스는 일본과 중화권, 동남아시아, 유럽의 고객사에 원료를 공급하고 있으며, 수출에 필요한 시험 성적서와 원산지 증명서 등의 서류도 준비해 드립니다.',
      'en-US':
        'Of course. Choose “Raw material” or “Partnership” as the category and write in Korean, English, Chinese or Japanese, whichever suits you. We supply clients in Japan, Greater China, Southeast Asia and Europe, and can prepare export documents such as certificates of analysis and certificates of origin.',
      'zh-CN':
        '当然可以。请在咨询类型中选择“原料”或“合作”，并使用韩语、英语、中文或日语中您方便的语言填写。Cellactis已向日本、大中华地区、东南亚和欧洲的客户供应原料，也可为您准备检验报告、原产地证明等出口所需文件。',
      'zh-TW':
        '當然可以。請在諮詢類型中選擇「原料」或「合作」，並以韓文、英文、中文或日文中您方便的語言填寫。Cellactis已向日本、大中華地區、東南亞與歐洲的客戶供應原料，也可為您準備檢驗報告、原產地證明等出口所需文件。',
      'ja-JP':
        'もちろんです。種別で「原料」または「提携」を選び、韓国語・英語・中国語・日本語のうちご都合のよい言語でご記入ください。セルラクティスは日本、中華圏、東南アジア、ヨーロッパの顧客企業に原料を供給しており、試験成績書や原産地証明書など輸出に必要な書類もご用意します。',
    },
  },
  {
    category: 'inquiry',
    question: {
      'ko-KR': '원료의 최소 주문 수량은 얼마인가요?',
      'en-US': 'What is the minimum order quantity for ingredients?',
      'zh-CN': '原料的最低起订量是多少？',
      'zh-TW': '原料的最低訂購量是多少？',
      'ja-JP': '原料の最小発注数量はどれくらいですか？',
    },
    answer: {
      'ko-KR':
        '최소 주문 수량은 원료와 포장 단위에 따라 다릅니다. 문의 유형 ‘원료’로 원료명과 필요 수량을 알려 주시면 정확히 안내해 드립니다. 제품 개발 초기 단계라면 소량 구매나 샘플로 먼저 검토하실 수 있도록 도와드립니다.',
      'en-US':
        'It depends on the ingredient and the pack size. Send us an inquiry in the “Raw material” category with the ingredient name and the quantity you need, and we will give you exact figures. If you are at an early stage of development, we can help you start with a small purchase or with samples.',
      'zh-CN':
        '最低起订量因原料和包装规格而异。请选择咨询类型“原料”，告知原料名称和所需数量，我们会为您准确说明。如果您的产品尚处于开发初期，也可以先少量采购或申请样品进行评估。',
      'zh-TW':
        '最低訂購量依原料與包裝規格而異。請選擇諮詢類型「原料」，告知原料名稱與所需數量，我們將為您詳細說明。若產品尚處於開發初期，也可以先少量採購或申請樣品進行評估。',
      'ja-JP':
        '最小発注数量は原料と包装単位によって異なります。種別「原料」で原料名と必要数量をお知らせいただければ、正確にご案内します。製品開発の初期段階であれば、少量のご購入やサンプルからご検討いただけるようお手伝いします。',
    },
  },

  // Products
  {
    category: 'products',
    question: {
      'ko-KR': '포스트바이오틱스란 무엇인가요?',
      'en-US': 'What are postbiotics?',
      'zh-CN': '什么是后生元？',
      'zh-TW': '什麼是後生元？',
      'ja-JP': 'ポストバイオティクスとは何ですか？',
    },
    answer: {
      'ko-KR':
        '포스트바이오틱스는 유산균을 열처리한 사균체, 균체를 분해한 용해물(라이세이트), 유산균이 만든 대사산물처럼 살아 있지 않은 유산균 유래 성분을 말합니다. 살아 있는 균인 프로바이오틱스와 달리 열과 산, 보관 환경의 영향을 적게 받아 품질을 일정하게 유지하기 쉽습니다.',
      'en-US':
        'Postbiotics are non-living components derived from lactic acid bacteria: heat-killed cells, lysates made by breaking the cells down, and the metabolites the bacteria produce. Unlike probiotics, which are live bacteria, they are less affected by heat, acid and storage conditions, so their quality is easier to keep consistent.',
      'zh-CN':
        '后生元是指来源于乳酸菌的非活性成分，包括经热处理的灭活菌体、将菌体分解得到的裂解物，以及乳酸菌产生的代谢产物。与活菌益生菌不同，后生元受高温、胃酸和储存环境的影响较小，更容易保持稳定的品质。',
      'zh-TW':
        '後生元是指來自乳酸菌的非活性成分，包括經熱處理的死菌體、將菌體分解而成的溶解物，以及乳酸菌產生的代謝產物。與活菌益生菌不同，後生元較不受高溫、胃酸與保存環境影響，更容易維持穩定的品質。',
      'ja-JP':
        'ポストバイオティクスとは、加熱殺菌した乳酸菌の菌体、菌体を分解したライセート、乳酸菌が作り出す代謝物など、生きていない乳酸菌由来の成分のことです。生きた菌であるプロバイオティクスと異なり、熱や酸、保管環境の影響を受けにくいため、品質を一定に保ちやすいのが特長です。',
    },
  },
  {
    category: 'products',
    question: {
      'ko-KR': '죽은 균인데도 효과가 있나요?',
      'en-US': 'If the bacteria are dead, do they still work?',
      'zh-CN': '菌已经灭活了，还有效果吗？',
      'zh-TW': '菌已經死了，還有效果嗎？',
      'ja-JP': '死んだ菌でも効果はあるのですか？',
    },
    answer: {
      'ko-KR':
        '유산균의 유익한 작용 중 상당 부분은 세포벽의 펩티도글리칸과 리포테이코산, 다당류 같은 구성 성분이 장과 피부, 면역세포에 신호를 보내면서 나타납니다. 이러한 성분은 열처리 후에도 남아 있으며, 셀락티스는 균주별 효과를 세포·동물 실험과 인체적용시험으로 확인하고 있습니다. 연구 결과는 ‘논문’과 ‘특허’ 페이지에서 보실 수 있습니다.',
      'en-US':
        'Much of what lactic acid bacteria do for us comes from cell components such as peptidoglycan, lipoteichoic acid and polysaccharides, which send signals to the gut, the skin and immune cells. These components remain after heat treatment, and we confirm the effects of each strain in cell and animal studies and in human trials. You can read the results on our Papers and Patents pages.',
      'zh-CN':
        '乳酸菌的许多有益作用，来自细胞壁中的肽聚糖、脂磷壁酸、多糖等成分向肠道、皮肤和免疫细胞传递的信号。这些成分在热处理后依然保留。Cellactis通过细胞实验、动物实验和人体试验确认各菌株的功效，研究成果可在“论文”和“专利”页面查阅。',
      'zh-TW':
        '乳酸菌的許多有益作用，來自細胞壁中的肽聚醣、脂磷壁酸、多醣等成分向腸道、皮膚與免疫細胞傳遞的訊號。這些成分在熱處理後依然保留。Cellactis透過細胞實驗、動物實驗與人體試驗確認各菌株的功效，研究成果可在「論文」與「專利」頁面查閱。',
      'ja-JP':
        '乳酸菌の有用な働きの多くは、細胞壁のペプチドグリカン、リポテイコ酸、多糖類などの成分が、腸や皮膚、免疫細胞にシグナルを送ることで生まれます。これらの成分は加熱処理後も残っており、セルラクティスは各菌株の効果を細胞試験・動物試験とヒト試験で確認しています。研究成果は「論文」「特許」のページでご覧いただけます。',
    },
  },
  {
    category: 'products',
    question: {
      'ko-KR': '‘그램당 7.5조 셀’은 무엇을 뜻하나요?',
      'en-US': 'What does “7.5 trillion cells per gram” mean?',
      'zh-CN': '“每克7.5万亿个菌体”是什么意思？',
      'zh-TW': '「每公克7.5兆個菌體」是什麼意思？',
      'ja-JP': '「1gあたり7.5兆個」とはどういう意味ですか？',
    },
    answer: {
      'ko-KR':
        '열처리 유산균 CLT-17 원료 분말 1 g에 균체가 7.5조 개 이상 들어 있다는 뜻입니다. 셀락티스는 특허 받은 고밀도 배양·열처리 공법으로 이 밀도를 구현하며, 모든 생산 배치에서 총 균체 수를 측정해 규격을 확인합니다. 자체 제품의 1회 섭취량당 균체 수는 각 제품 정보에서 확인하실 수 있습니다.',
      'en-US':
        'It means that one gram of our heat-killed CLT-17 ingredient powder contains at least 7.5 trillion bacterial cells. We reach this density with our patented high-density culture and heat-killing process, and we measure the total cell count of every production batch to confirm the specification. The cell count per serving of our own products is shown on each product page.',
      'zh-CN':
        '指每1克热灭活CLT-17原料粉末中含有不少于7.5万亿个菌体。Cellactis以专利高密度培养及热灭活工艺实现这一密度，并对每个生产批次测定总菌体数，确认其符合规格。自有产品每份所含菌体数，请参见各产品的信息页面。',
      'zh-TW':
        '指每1公克熱殺菌CLT-17原料粉末中含有不少於7.5兆個菌體。Cellactis以專利高密度培養與熱殺菌製程實現此密度，並對每個生產批次測定總菌體數，確認符合規格。自有產品每份所含菌體數，請參見各產品的資訊頁面。',
      'ja-JP':
        '加熱殺菌乳酸菌CLT-17の原料パウダー1gに、7.5兆個以上の菌体が含まれているという意味です。特許取得の高密度培養・加熱殺菌技術でこの密度を実現しており、すべての製造ロットで総菌体数を測定して規格を確認しています。自社製品の1回摂取量あたりの菌体数は、各製品情報でご確認いただけます。',
    },
  },
  {
    category: 'products',
    question: {
      'ko-KR': '셀락티스 자체 제품은 어디에서 살 수 있나요?',
      'en-US': 'Where can I buy Cellactis products?',
      'zh-CN': '在哪里可以买到Cellactis自有产品？',
      'zh-TW': '在哪裡可以買到Cellactis自有產品？',
      'ja-JP': 'セルラクティスの自社製品はどこで購入できますか？',
    },
    answer: {
      'ko-KR':
        '셀락티스 온라인 스토어와 여러 온라인 판매 플랫폼, 그리고 전국 약 300곳의 파트너 약국에서 구입하실 수 있습니다. 가까운 파트너 약국은 ‘약국 찾기’에서 검색하실 수 있습니다.',
      'en-US':
        'From the Cellactis online shop, on a number of online retail platforms, and at about 300 partner pharmacies across Korea. Use “Find a pharmacy” to look for a partner pharmacy near you.',
      'zh-CN':
        '您可以通过Cellactis网上商城、多家线上销售平台，以及韩国各地约300家合作药店购买。附近的合作药店可通过“查找药店”功能搜索。',
      'zh-TW':
        '您可以透過Cellactis網路商店、多家線上通路平台，以及韓國各地約300家合作藥局購買。附近的合作藥局可透過「查找藥局」功能搜尋。',
      'ja-JP':
        'セルラクティスのオンラインストア、各種オンライン販売プラットフォーム、そして韓国全土にある約300店のパートナー薬局でお求めいただけます。お近くのパートナー薬局は「薬局を探す」で検索できます。',
    },
  },
  {
    category: 'products',
    question: {
      'ko-KR': '임신 중이거나 약을 복용하고 있어도 섭취할 수 있나요?',
      'en-US': 'Can I take your products while pregnant or on medication?',
      'zh-CN': '怀孕期间或正在服药时可以食用吗？',
      'zh-TW': '懷孕期間或正在服藥時可以食用嗎？',
      'ja-JP': '妊娠中や薬を服用中でも摂取できますか？',
    },
    answer: {
      'ko-KR':
        '셀락티스 제품은 의약품이 아닌 식품입니다. 임신·수유 중이거나 질환으로 치료를 받고 계신 분, 특정 성분에 알레르기가 있는 분은 섭취 전에 의사 또는 약사와 상담해 주십시오. 제품별 섭취 시 주의사항은 포장과 제품 정보에 표시되어 있으며, 어린이에게는 만 3세 이상을 위해 만든 키즈 제품을 권해 드립니다.',
      'en-US':
        'Cellactis products are foods, not medicines. If you are pregnant or breastfeeding, are being treated for a medical condition, or are allergic to any ingredient, please talk to a doctor or pharmacist before taking them. The precautions for each product are printed on the package and shown on the product page. For children, we recommend our Kids products, made for ages three and up.',
      'zh-CN':
        'Cellactis的产品属于食品，而非药品。孕期或哺乳期女性、正在接受疾病治疗者，以及对特定成分过敏者，请在食用前咨询医生或药师。各产品的食用注意事项标示于包装及产品信息中；儿童建议选择专为3岁以上儿童设计的儿童系列产品。',
      'zh-TW':
        'Cellactis的產品屬於食品，而非藥品。懷孕或哺乳期間、正在接受疾病治療，或對特定成分過敏者，請於食用前諮詢醫師或藥師。各產品的食用注意事項標示於包裝及產品資訊中；兒童建議選擇專為3歲以上兒童設計的兒童系列產品。',
      'ja-JP':
        'セルラクティスの製品は医薬品ではなく食品です。妊娠中・授乳中の方、疾患の治療を受けている方、特定の成分にアレルギーのある方は、摂取前に医師または薬剤師にご相談ください。製品ごとの摂取上の注意は包装と製品情報に記載しています。お子さまには、3歳以上向けに作られたキッズ製品をおすすめします。',
    },
  },
  {
    category: 'products',
    question: {
      'ko-KR': '제품은 어떻게 보관해야 하나요?',
      'en-US': 'How should I store the products?',
      'zh-CN': '产品应该如何保存？',
      'zh-TW': '產品應該如何保存？',
      'ja-JP': '製品はどのように保管すればよいですか？',
    },
    answer: {
      'ko-KR':
        '열처리 유산균은 살아 있는 균과 달리 냉장 보관이 필요하지 않습니다. 직사광선과 고온다습한 곳을 피해 실온에 보관하시고, 개봉한 제품은 되도록 빨리 드시기 바랍니다. 앰플 등 화장품은 사용 후 뚜껑을 꼭 닫아 서늘한 곳에 두십시오.',
      'en-US':
        'Unlike live bacteria, heat-killed bacteria do not need to be refrigerated. Keep the products at room temperature, away from direct sunlight, heat and humidity, and finish opened packs as soon as you can. Close cosmetics such as the ampoule tightly after use and keep them in a cool place.',
      'zh-CN':
        '与活菌不同，热灭活乳酸菌无需冷藏。请置于室温下保存，避免阳光直射及高温潮湿环境，开封后请尽快食用。安瓶精华等化妆品使用后请拧紧盖子，存放于阴凉处。',
      'zh-TW':
        '與活菌不同，熱殺菌乳酸菌無須冷藏。請置於室溫下保存，避免陽光直射及高溫潮濕環境，開封後請儘早食用。安瓶精華等化妝品使用後請蓋緊瓶蓋，存放於陰涼處。',
      'ja-JP':
        '加熱殺菌乳酸菌は、生きた菌と異なり冷蔵保存の必要がありません。直射日光と高温多湿を避けて常温で保管し、開封後はできるだけ早くお召し上がりください。アンプルなどの化粧品は、使用後にしっかりふたを閉めて涼しい場所で保管してください。',
    },
  },

  // Membership and account
  {
    category: 'membership',
    question: {
      'ko-KR': '회원가입은 어떻게 하나요?',
      'en-US': 'How do I sign up?',
      'zh-CN': '如何注册会员？',
      'zh-TW': '如何註冊會員？',
      'ja-JP': '会員登録はどのように行いますか？',
    },
    answer: {
      'ko-KR':
        '회원가입 페이지에서 이메일 주소로 가입하시거나 Facebook, Google, 네이버, 카카오 계정으로 간편하게 가입하실 수 있습니다. 이메일로 가입하실 때에는 이용약관과 개인정보처리방침에 동의하신 뒤 이메일 주소와 비밀번호 등 필요한 정보를 입력해 주십시오. 소셜 계정으로 가입하시면 해당 서비스에서 제공에 동의하신 범위의 정보만 전달받습니다.',
      'en-US':
        'On the Sign up page, you can register with your email address or sign up in one step with a Facebook, Google, Naver or Kakao account. To register by email, agree to the terms of use and the privacy policy, then enter your email address, a password and the other required details. If you sign up with a social account, we receive only the information you agreed to share on that service.',
      'zh-CN':
        '您可以在注册页面使用电子邮箱注册，也可以通过Facebook、Google、Naver或Kakao账号快捷注册。使用电子邮箱注册时，请先同意使用条款和隐私政策，再填写电子邮箱地址、密码等必填信息。使用社交账号注册时，我们仅获取您在该服务中同意提供的信息。',
      'zh-TW':
        '您可以在註冊頁面以電子郵件註冊，也可以透過Facebook、Google、Naver或Kakao帳號快速註冊。以電子郵件註冊時，請先同意使用條款與隱私權政策，再填寫電子郵件地址、密碼等必填資料。以社群帳號註冊時，我們僅會取得您在該服務中同意提供的資料。',
      'ja-JP':
        '会員登録ページでメールアドレスで登録するか、Facebook、Google、NAVER、Kakaoのアカウントで簡単に登録できます。メールアドレスで登録する場合は、利用規約とプライバシーポリシーに同意のうえ、メールアドレスやパスワードなど必要な情報を入力してください。ソーシャルアカウントで登録した場合は、そのサービスで提供に同意された範囲の情報のみを受け取ります。',
    },
  },
  {
    category: 'membership',
    question: {
      'ko-KR': '휴대전화 번호를 바꾸고 싶어요.',
      'en-US': 'How do I change my mobile phone number?',
      'zh-CN': '如何更换手机号码？',
      'zh-TW': '如何變更手機號碼？',
      'ja-JP': '携帯電話番号を変更したいのですが。',
    },
    answer: {
      'ko-KR':
        '마이페이지의 회원정보에서 새 휴대전화 번호를 입력하고 인증번호를 요청하시면 문자 메시지(SMS)로 인증번호가 발송됩니다. 제한 시간 안에 인증번호를 입력하시면 번호 변경이 완료됩니다. 인증번호가 오지 않으면 스팸 문자함을 확인하신 뒤 다시 요청해 주십시오.',
      'en-US':
        'Go to your profile in My page, enter your new mobile number and request a verification code, which we send to that number by text message (SMS). Enter the code within the time limit and your number is changed. If the code does not arrive, check your blocked or spam messages and request a new one.',
      'zh-CN':
        '请在“我的页面”的会员信息中输入新的手机号码并获取验证码，系统将以短信形式发送验证码。在规定时间内输入验证码即可完成更换。如未收到验证码，请检查垃圾短信后重新获取。',
      'zh-TW':
        '請在「我的頁面」的會員資料中輸入新的手機號碼並索取驗證碼，系統將以簡訊發送驗證碼。於時限內輸入驗證碼即可完成變更。如未收到驗證碼，請確認垃圾簡訊後重新索取。',
      'ja-JP':
        'マイページの会員情報で新しい携帯電話番号を入力し、認証コードをリクエストすると、SMSで認証コードが届きます。制限時間内に認証コードを入力すると番号の変更が完了します。コードが届かない場合は、迷惑メッセージのフォルダをご確認のうえ、再度リクエストしてください。',
    },
  },
  {
    category: 'membership',
    question: {
      'ko-KR': '회원정보는 어디에서 수정하나요?',
      'en-US': 'Where can I update my details?',
      'zh-CN': '在哪里修改会员信息？',
      'zh-TW': '在哪裡修改會員資料？',
      'ja-JP': '会員情報はどこで変更できますか？',
    },
    answer: {
      'ko-KR':
        '로그인한 뒤 마이페이지의 회원정보에서 이름과 회사·브랜드명 등 프로필 정보를 수정하실 수 있습니다. 휴대전화 번호는 본인 확인을 위해 문자 인증을 거쳐 변경됩니다.',
      'en-US':
        'Sign in and open your profile in My page to edit details such as your name and company or brand name. Your mobile number is changed through SMS verification, to confirm that the number is yours.',
      'zh-CN':
        '登录后，可在“我的页面”的会员信息中修改姓名、公司或品牌名称等个人资料。手机号码须经短信验证确认本人身份后方可更换。',
      'zh-TW':
        '登入後，可在「我的頁面」的會員資料中修改姓名、公司或品牌名稱等個人資料。手機號碼須經簡訊驗證確認為本人後方可變更。',
      'ja-JP':
        'ログイン後、マイページの会員情報で、お名前や会社名・ブランド名などのプロフィール情報を変更できます。携帯電話番号は、ご本人確認のためSMS認証を経て変更します。',
    },
  },
  {
    category: 'membership',
    question: {
      'ko-KR': '포인트는 어떻게 적립하고 확인하나요?',
      'en-US': 'How do I earn points and check my balance?',
      'zh-CN': '如何获得积分并查询？',
      'zh-TW': '如何累積點數並查詢？',
      'ja-JP': 'ポイントはどのように貯まり、どこで確認できますか？',
    },
    answer: {
      'ko-KR':
        '포인트는 회원가입과 이벤트 참여 등 회사가 정해 안내한 활동에 따라 적립되며, 적립·사용 내역은 마이페이지의 포인트 메뉴에서 확인하실 수 있습니다. 포인트는 현금으로 바꾸거나 다른 회원에게 양도할 수 없고, 회원 탈퇴 시 남은 포인트는 소멸합니다.',
      'en-US':
        'You earn points for activities we announce, such as signing up or taking part in events, and you can see what you have earned and used under Points in My page. Points cannot be exchanged for cash or transferred to other members, and any remaining points lapse when you close your account.',
      'zh-CN':
        '积分根据公司公布的活动规则发放，例如注册会员、参加活动等；积分的获得与使用记录可在“我的页面”的积分菜单中查询。积分不可兑换现金，也不可转让给其他会员，注销账号时剩余积分将自动失效。',
      'zh-TW':
        '點數依公司公告的活動規則發放，例如註冊會員、參加活動等；點數的累積與使用紀錄可在「我的頁面」的點數選單中查詢。點數不得兌換現金，亦不得轉讓給其他會員，退出會員時剩餘點數將自動失效。',
      'ja-JP':
        'ポイントは、会員登録やイベントへの参加など、当社が定めてご案内する活動に応じて付与され、獲得・利用の履歴はマイページの「ポイント」でご確認いただけます。ポイントは現金への交換や他の会員への譲渡はできず、退会時に残っているポイントは失効します。',
    },
  },
  {
    category: 'membership',
    question: {
      'ko-KR': 'Q&A와 문의하기는 어떻게 다른가요?',
      'en-US': 'What is the difference between Q&A and the inquiry form?',
      'zh-CN': '“问答”和“咨询”有什么区别？',
      'zh-TW': '「問答」和「諮詢」有什麼不同？',
      'ja-JP': 'Q&Aとお問い合わせは何が違いますか？',
    },
    answer: {
      'ko-KR':
        'Q&A는 회원이 마이페이지에서 제품과 서비스 이용에 관해 질문을 남기고 답변을 받는 회원 전용 게시판입니다. OEM·ODM이나 원료 구매, 제휴 같은 사업 상담은 문의 양식을 이용해 주시면 담당 부서로 바로 전달되어 더 빠르게 답변드릴 수 있습니다.',
      'en-US':
        'Q&A is a members-only board in My page where you can ask about our products or about using the site and read our answers. For business matters such as OEM/ODM, buying ingredients or partnerships, please use the inquiry form: it goes straight to the team in charge, so we can answer you faster.',
      'zh-CN':
        '“问答”是会员专用的留言板，会员可在“我的页面”就产品和服务使用提出问题并查看回复。OEM/ODM、原料采购、合作等业务洽谈，请使用咨询表单，咨询将直接转给相关部门，以便更快答复。',
      'zh-TW':
        '「問答」是會員專用的留言板，會員可在「我的頁面」就產品與服務使用提出問題並查看回覆。OEM/ODM、原料採購、合作等業務洽談，請使用諮詢表單，諮詢將直接轉交負責部門，以便更快回覆。',
      'ja-JP':
        'Q&Aは、会員の方がマイページで製品やサービスのご利用について質問し、回答を受け取れる会員専用の掲示板です。OEM・ODM、原料のご購入、提携などのビジネスのご相談は、お問い合わせフォームをご利用いただくと担当部署へ直接届き、より早くご回答できます。',
    },
  },
  {
    category: 'membership',
    question: {
      'ko-KR': '회원 탈퇴는 어떻게 하나요?',
      'en-US': 'How do I close my account?',
      'zh-CN': '如何注销账号？',
      'zh-TW': '如何退出會員？',
      'ja-JP': '退会するにはどうすればよいですか？',
    },
    answer: {
      'ko-KR':
        '마이페이지의 회원 탈퇴 메뉴에서 안내 사항을 확인한 뒤 탈퇴를 신청하시면 즉시 처리됩니다. 탈퇴하시면 남은 포인트와 Q&A, 샘플 신청 내역 등 계정에 연결된 정보가 삭제되며 복구할 수 없습니다. 진행 중인 샘플 신청이 있다면 발송이 끝난 뒤에 탈퇴해 주시기 바랍니다.',
      'en-US':
        'Open Close account in My page, read the notes and confirm; your account is closed immediately. Your remaining points, Q&A posts, sample request history and other information linked to the account are deleted and cannot be restored. If a sample request is still in progress, please wait until it has been shipped before closing your account.',
      'zh-CN':
        '请在“我的页面”的注销账号菜单中阅读注意事项后提交申请，系统将立即处理。注销后，剩余积分、问答、样品申请记录等与账号关联的信息将被删除且无法恢复。如有尚在处理中的样品申请，请在样品寄出后再注销。',
      'zh-TW':
        '請在「我的頁面」的退出會員選單中閱讀注意事項後提出申請，系統將立即處理。退出後，剩餘點數、問答、樣品申請紀錄等與帳號相關的資料將被刪除且無法復原。如有處理中的樣品申請，請於樣品寄出後再退出。',
      'ja-JP':
        'マイページの「退会」メニューで注意事項をご確認のうえお手続きいただくと、すぐに退会が完了します。退会すると、残っているポイント、Q&A、サンプル申請履歴など、アカウントにひもづく情報は削除され、復元できません。処理中のサンプル申請がある場合は、発送が完了してから退会してください。',
    },
  },
  {
    category: 'membership',
    question: {
      'ko-KR': '탈퇴한 뒤 다시 가입할 수 있나요?',
      'en-US': 'Can I sign up again after closing my account?',
      'zh-CN': '注销账号后还能重新注册吗？',
      'zh-TW': '退出會員後還能重新註冊嗎？',
      'ja-JP': '退会後に再登録できますか？',
    },
    answer: {
      'ko-KR':
        '탈퇴한 날부터 6개월 동안은 같은 이메일 주소나 같은 소셜 계정으로 다시 가입하실 수 없습니다. 포인트 중복 적립과 같은 제도 악용을 막기 위한 조치로, 이를 위해 탈퇴 시 이메일 주소 등의 식별자를 원래 값으로 되돌릴 수 없게 일방향 암호화(해시)한 값만 6개월 동안 보관한 뒤 파기합니다. 6개월이 지나면 새로 가입하실 수 있으나, 이전의 포인트와 이용 내역은 복구되지 않습니다.',
      'en-US':
        'Not straight away: for six months from the day you close your account, you cannot register again with the same email address or the same social account. This prevents misuse such as collecting sign-up points more than once. To enforce it, we keep only a one-way hash of your identifier, such as your email address, which cannot be turned back into the original, and we delete it after six months. After that you can join again as a new member, but your earlier points and history cannot be restored.',
      'zh-CN':
        '自注销之日起6个月内，无法使用相同的电子邮箱地址或相同的社交账号重新注册。此举旨在防止重复领取积分等滥用行为。为此，我们在注销时仅保留对电子邮箱地址等标识信息进行单向加密（哈希）处理后无法还原的值，保存6个月后即予销毁。6个月后您可以重新注册，但此前的积分和使用记录无法恢复。',
      'zh-TW':
        '自退出之日起6個月內，無法以相同的電子郵件地址或相同的社群帳號重新註冊。此舉是為了防止重複領取點數等濫用行為。為此，我們在退出時僅保留將電子郵件地址等識別資訊經單向加密（雜湊）處理、無法還原的值，保存6個月後即予銷毀。6個月後您可以重新註冊，但先前的點數與使用紀錄無法復原。',
      'ja-JP':
        '退会日から6か月間は、同じメールアドレスまたは同じソーシャルアカウントで再登録することはできません。ポイントの重複取得などの不正利用を防ぐための措置です。そのため退会時には、メールアドレスなどの識別子を元に戻せない形で一方向に暗号化（ハッシュ化）した値のみを6か月間保管し、その後廃棄します。6か月を過ぎると新たに登録できますが、以前のポイントや利用履歴は復元されません。',
    },
  },

  // Samples
  {
    category: 'samples',
    question: {
      'ko-KR': '원료 샘플은 누가 신청할 수 있나요?',
      'en-US': 'Who can request raw material samples?',
      'zh-CN': '哪些人可以申请原料样品？',
      'zh-TW': '哪些人可以申請原料樣品？',
      'ja-JP': '原料サンプルは誰が申請できますか？',
    },
    answer: {
      'ko-KR':
        '원료 샘플은 제품 개발을 위해 셀락티스 원료를 검토하시는 화장품·건강식품 브랜드와 제조사 담당자를 위한 서비스로, 로그인한 회원이면 신청하실 수 있습니다. 셀락티스 자체 제품(완제품)은 샘플 제공 대상이 아닙니다. 신청 내용에 따라 사업 목적을 확인하기 위해 연락드릴 수 있습니다.',
      'en-US':
        'Raw material samples are for people at cosmetics and health-food brands and manufacturers who are evaluating Cellactis ingredients for product development; any signed-in member can apply. Our own finished products are not available as samples. Depending on your request, we may contact you to confirm its business purpose.',
      'zh-CN':
        '原料样品服务面向为产品开发而评估Cellactis原料的化妆品、健康食品品牌及生产企业负责人，登录后的会员即可申请。Cellactis自有产品（成品）不提供样品。根据申请内容，我们可能会与您联系以确认业务用途。',
      'zh-TW':
        '原料樣品服務提供給為產品開發而評估Cellactis原料的化妝品、保健食品品牌及製造商負責人，登入後的會員即可申請。Cellactis自有產品（成品）不提供樣品。依申請內容，我們可能會與您聯繫以確認業務用途。',
      'ja-JP':
        '原料サンプルは、製品開発のためにセルラクティスの原料をご検討いただく化粧品・健康食品ブランドや製造会社のご担当者さま向けのサービスで、ログインした会員であればどなたでも申請できます。セルラクティスの自社製品（完成品）はサンプル提供の対象外です。申請内容によっては、事業目的を確認するためにご連絡することがあります。',
    },
  },
  {
    category: 'samples',
    question: {
      'ko-KR': '샘플은 어떻게 신청하나요?',
      'en-US': 'How do I request a sample?',
      'zh-CN': '如何申请样品？',
      'zh-TW': '如何申請樣品？',
      'ja-JP': 'サンプルはどのように申請しますか？',
    },
    answer: {
      'ko-KR':
        '로그인한 뒤 샘플 신청 페이지에서 원하시는 원료와 수량, 사용 목적(개발하려는 제품 유형), 받으실 회사명과 주소, 연락처를 입력해 주십시오. 담당자가 검토한 뒤 보통 영업일 기준 5일 안팎에 발송하며, 진행 상태는 마이페이지의 샘플 신청 내역에서 확인하실 수 있습니다.',
      'en-US':
        'Sign in and go to the Sample request page. Enter the ingredients and quantities you need, the intended use (the type of product you are developing), and the company name, address and phone number for delivery. After review, we usually ship within about five business days, and you can follow the status in your sample request history in My page.',
      'zh-CN':
        '登录后，请在样品申请页面填写所需原料及数量、用途（拟开发的产品类型），以及收件公司名称、地址和联系电话。负责人审核后通常会在5个工作日左右寄出，处理进度可在“我的页面”的样品申请记录中查询。',
      'zh-TW':
        '登入後，請在樣品申請頁面填寫所需原料與數量、用途（預計開發的產品類型），以及收件公司名稱、地址與聯絡電話。專人審核後通常於5個工作天左右寄出，處理進度可在「我的頁面」的樣品申請紀錄中查詢。',
      'ja-JP':
        'ログイン後、サンプル申請ページで、ご希望の原料と数量、使用目的（開発予定の製品タイプ）、お届け先の会社名・住所・連絡先をご入力ください。担当者が確認したうえで、通常5営業日前後で発送します。進行状況はマイページのサンプル申請履歴でご確認いただけます。',
    },
  },
  {
    category: 'samples',
    question: {
      'ko-KR': '샘플은 유료인가요? 얼마나 받을 수 있나요?',
      'en-US': 'Are samples free, and how much can I receive?',
      'zh-CN': '样品收费吗？可以申请多少？',
      'zh-TW': '樣品需要付費嗎？可以申請多少？',
      'ja-JP': 'サンプルは有料ですか？どのくらいの量を受け取れますか？',
    },
    answer: {
      'ko-KR':
        '국내로 보내 드리는 원료 샘플은 배송비를 포함해 무료입니다. 샘플은 실험실에서 처방을 평가하기에 충분한 소량으로 제공하며, 원료와 재고 상황에 따라 신청 수량이 조정될 수 있습니다. 파일럿 생산처럼 더 많은 양이 필요하시면 문의 양식으로 상담해 주십시오.',
      'en-US':
        'Raw material samples sent within Korea are free, shipping included. We provide small quantities that are enough to evaluate a formulation in the laboratory, and the quantity you request may be adjusted depending on the ingredient and stock. If you need more, for example for a pilot production run, please contact us through the inquiry form.',
      'zh-CN':
        '寄往韩国境内的原料样品免费提供，含运费。样品以足以在实验室评估配方的少量提供，申请数量可能会根据原料种类和库存情况进行调整。如需更大用量（例如试产），请通过咨询表单与我们洽谈。',
      'zh-TW':
        '寄往韓國境內的原料樣品免費提供，含運費。樣品以足以在實驗室評估配方的少量提供，申請數量可能依原料種類與庫存情形調整。如需更大用量（例如試產），請透過諮詢表單與我們洽談。',
      'ja-JP':
        '韓国国内へお送りする原料サンプルは、送料を含めて無料です。サンプルは研究室で処方を評価するのに十分な少量でご提供し、原料や在庫の状況によってはご希望の数量を調整させていただくことがあります。パイロット生産など、より多くの量が必要な場合は、お問い合わせフォームからご相談ください。',
    },
  },
  {
    category: 'samples',
    question: {
      'ko-KR': '해외로도 샘플을 보내 주나요?',
      'en-US': 'Do you ship samples abroad?',
      'zh-CN': '可以把样品寄到海外吗？',
      'zh-TW': '可以將樣品寄到海外嗎？',
      'ja-JP': '海外にもサンプルを送ってもらえますか？',
    },
    answer: {
      'ko-KR':
        '샘플 신청은 국내 주소를 기준으로 운영합니다. 해외에서 샘플을 받으셔야 하는 경우에는 문의 양식에서 ‘원료’ 유형을 선택해 국가와 필요한 원료를 알려 주십시오. 수입 국가의 규정과 필요한 서류를 확인한 뒤 안내해 드립니다.',
      'en-US':
        'The sample request service ships to addresses in Korea. If you need samples sent abroad, use the inquiry form with the category “Raw material” and tell us your country and the ingredients you need. We will check the import rules and documents required in your country and get back to you.',
      'zh-CN':
        '样品申请服务仅受理韩国境内地址。如需将样品寄往海外，请在咨询表单中选择“原料”类型，并告知所在国家和所需原料。我们将确认进口国的相关规定及所需文件后与您联系。',
      'zh-TW':
        '樣品申請服務僅受理韓國境內地址。如需將樣品寄往海外，請在諮詢表單中選擇「原料」類型，並告知所在國家與所需原料。我們將確認進口國的相關規定及所需文件後與您聯繫。',
      'ja-JP':
        'サンプル申請は韓国国内の住所を対象としています。海外でサンプルをお受け取りになりたい場合は、お問い合わせフォームで種別「原料」を選び、国名と必要な原料をお知らせください。輸入国の規制と必要書類を確認したうえでご案内します。',
    },
  },
  {
    category: 'samples',
    question: {
      'ko-KR': '받은 샘플은 어떤 용도로 사용할 수 있나요?',
      'en-US': 'What may I use the samples for?',
      'zh-CN': '收到的样品可以用于哪些用途？',
      'zh-TW': '收到的樣品可以用於哪些用途？',
      'ja-JP': '受け取ったサンプルはどのような用途に使えますか？',
    },
    answer: {
      'ko-KR':
        '샘플은 원료 평가와 시제품 개발 목적으로만 사용하실 수 있습니다. 판매나 제3자 제공, 균주 분리나 유전자 분석처럼 원료 평가 목적을 벗어난 사용은 허용되지 않습니다. 샘플 원료는 완제품이 아니므로 그대로 섭취하거나 피부에 사용하지 마십시오.',
      'en-US':
        'Samples may be used only to evaluate the ingredient and develop prototypes. Selling them, passing them on to third parties, or any use beyond evaluation, such as isolating strains or genetic analysis, is not permitted. Sample ingredients are not finished products, so do not consume them or apply them to your skin as they are.',
      'zh-CN':
        '样品仅限用于原料评估和样品开发。禁止转售、提供给第三方，或用于菌株分离、基因分析等超出原料评估目的的用途。样品原料并非成品，请勿直接食用或涂抹于皮肤。',
      'zh-TW':
        '樣品僅限用於原料評估與試製品開發。禁止轉售、提供予第三人，或用於菌株分離、基因分析等超出原料評估目的的用途。樣品原料並非成品，請勿直接食用或塗抹於皮膚。',
      'ja-JP':
        'サンプルは原料の評価と試作品の開発にのみご使用いただけます。販売、第三者への提供、菌株の分離や遺伝子解析など、原料評価の目的を超えた使用は認められません。サンプル原料は完成品ではないため、そのまま摂取したり肌に使用したりしないでください。',
    },
  },

  // Pharmacies
  {
    category: 'pharmacy',
    question: {
      'ko-KR': '가까운 파트너 약국은 어떻게 찾나요?',
      'en-US': 'How do I find a partner pharmacy near me?',
      'zh-CN': '如何查找附近的合作药店？',
      'zh-TW': '如何查找附近的合作藥局？',
      'ja-JP': '近くのパートナー薬局はどうやって探せますか？',
    },
    answer: {
      'ko-KR':
        '‘약국 찾기’ 페이지에서 지역(시·도, 시·군·구)이나 지하철역, 찾으시는 제품으로 검색하실 수 있습니다. 검색 결과에서 약국의 주소와 전화번호, 취급 제품을 확인하실 수 있습니다.',
      'en-US':
        'On the Find a pharmacy page, you can search by region (province and city or district), by subway station, or by the product you are looking for. The results show each pharmacy’s address, phone number and the products it carries.',
      'zh-CN':
        '您可以在“查找药店”页面按地区（道/特别市/广域市、市/郡/区）、地铁站或所需产品进行搜索。搜索结果会显示药店的地址、电话号码及在售产品。',
      'zh-TW':
        '您可以在「查找藥局」頁面依地區（道/特別市/廣域市、市/郡/區）、地鐵站或所需產品搜尋。搜尋結果會顯示藥局的地址、電話號碼及販售產品。',
      'ja-JP':
        '「薬局を探す」ページで、地域（道・広域市、市・郡・区）、地下鉄の駅、お探しの製品から検索できます。検索結果では、薬局の住所、電話番号、取扱製品をご確認いただけます。',
    },
  },
  {
    category: 'pharmacy',
    question: {
      'ko-KR': '모든 파트너 약국에서 모든 제품을 판매하나요?',
      'en-US': 'Does every partner pharmacy sell every product?',
      'zh-CN': '每家合作药店都销售所有产品吗？',
      'zh-TW': '每家合作藥局都販售所有產品嗎？',
      'ja-JP': 'すべてのパートナー薬局で全製品を販売していますか？',
    },
    answer: {
      'ko-KR':
        '아닙니다. 약국마다 취급하는 제품이 다릅니다. 약국 찾기에서 제품을 선택하면 해당 제품을 취급하는 약국만 보실 수 있습니다. 재고는 수시로 바뀌므로 방문하시기 전에 약국에 전화로 확인하시기를 권합니다.',
      'en-US':
        'No, each pharmacy carries a different range. Choose a product in Find a pharmacy to see only the pharmacies that carry it. Stock changes from day to day, so we recommend calling the pharmacy before you go.',
      'zh-CN':
        '不是。每家药店销售的产品有所不同。在“查找药店”中选择产品，即可只显示销售该产品的药店。库存情况随时变化，建议前往前先致电药店确认。',
      'zh-TW':
        '不是。每家藥局販售的產品不盡相同。在「查找藥局」中選擇產品，即可只顯示販售該產品的藥局。庫存隨時變動，建議前往前先致電藥局確認。',
      'ja-JP':
        'いいえ、薬局によって取扱製品は異なります。「薬局を探す」で製品を選ぶと、その製品を扱う薬局だけを表示できます。在庫は随時変わるため、ご来店前に薬局へお電話でご確認いただくことをおすすめします。',
    },
  },
  {
    category: 'pharmacy',
    question: {
      'ko-KR': '약국 판매 가격은 온라인과 같나요?',
      'en-US': 'Are pharmacy prices the same as online?',
      'zh-CN': '药店的售价和线上一样吗？',
      'zh-TW': '藥局的售價和網路上一樣嗎？',
      'ja-JP': '薬局での販売価格はオンラインと同じですか？',
    },
    answer: {
      'ko-KR':
        '약국 판매 가격은 각 약국이 정하므로 온라인 판매 가격이나 다른 약국의 가격과 다를 수 있습니다. 정확한 가격은 해당 약국에 문의해 주십시오.',
      'en-US':
        'Each pharmacy sets its own prices, so they may differ from online prices and from those at other pharmacies. Please ask the pharmacy for its current price.',
      'zh-CN': '药店售价由各药店自行确定，因此可能与线上价格或其他药店的价格不同。具体价格请向相关药店咨询。',
      'zh-TW': '藥局售價由各藥局自行訂定，因此可能與網路售價或其他藥局的價格不同。實際價格請洽詢該藥局。',
      'ja-JP':
        '薬局での販売価格は各薬局が定めるため、オンラインでの価格や他の薬局の価格と異なる場合があります。正確な価格は各薬局にお問い合わせください。',
    },
  },
  {
    category: 'pharmacy',
    question: {
      'ko-KR': '저희 약국도 파트너 약국이 될 수 있나요?',
      'en-US': 'Can my pharmacy become a partner pharmacy?',
      'zh-CN': '我们的药店也可以成为合作药店吗？',
      'zh-TW': '我們的藥局也可以成為合作藥局嗎？',
      'ja-JP': '私たちの薬局もパートナー薬局になれますか？',
    },
    answer: {
      'ko-KR':
        '네. 문의 양식에서 문의 유형 ‘제휴’를 선택하고 약국명과 주소, 연락처를 남겨 주시면 지역 담당자가 입점 조건과 약사 교육 프로그램을 안내해 드립니다.',
      'en-US':
        'Yes. Choose “Partnership” in the inquiry form and leave your pharmacy’s name, address and contact details, and the account manager for your region will explain the terms and our training programme for pharmacists.',
      'zh-CN':
        '可以。请在咨询表单中选择咨询类型“合作”，并留下药店名称、地址和联系方式，当地区域负责人将为您介绍合作条件和药师培训项目。',
      'zh-TW':
        '可以。請在諮詢表單中選擇諮詢類型「合作」，並留下藥局名稱、地址與聯絡方式，區域負責人將為您說明合作條件與藥師教育訓練課程。',
      'ja-JP':
        'はい。お問い合わせフォームで種別「提携」を選び、薬局名、住所、ご連絡先をご記入ください。地域の担当者が取引条件と薬剤師向けの研修プログラムについてご案内します。',
    },
  },
  {
    category: 'pharmacy',
    question: {
      'ko-KR': '약국 찾기의 정보가 실제와 다르면 어떻게 하나요?',
      'en-US': 'What if the information in Find a pharmacy is wrong?',
      'zh-CN': '如果“查找药店”中的信息与实际不符，该怎么办？',
      'zh-TW': '如果「查找藥局」中的資訊與實際不符，該怎麼辦？',
      'ja-JP': '「薬局を探す」の情報が実際と異なる場合はどうすればよいですか？',
    },
    answer: {
      'ko-KR':
        '약국의 이전이나 휴업, 전화번호 변경 등으로 정보가 실제와 다르다면 문의 양식에서 ‘기타’ 유형을 선택해 약국명과 달라진 내용을 알려 주십시오. 확인한 뒤 신속하게 바로잡겠습니다.',
      'en-US':
        'If a pharmacy has moved, closed or changed its phone number, please tell us through the inquiry form with the category “Other”, giving the pharmacy’s name and what has changed. We will check and correct it promptly.',
      'zh-CN':
        '如因药店搬迁、停业或电话号码变更等原因导致信息与实际不符，请在咨询表单中选择“其他”类型，告知药店名称及变更内容。我们核实后将尽快更正。',
      'zh-TW':
        '如因藥局搬遷、歇業或電話號碼變更等原因導致資訊與實際不符，請在諮詢表單中選擇「其他」類型，告知藥局名稱及變更內容。我們確認後將儘速更正。',
      'ja-JP':
        '薬局の移転や休業、電話番号の変更などで情報が実際と異なる場合は、お問い合わせフォームで種別「その他」を選び、薬局名と変更内容をお知らせください。確認のうえ速やかに修正いたします。',
    },
  },
]
