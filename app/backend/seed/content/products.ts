import type { Text5 } from '~/i18n/text5'
import type { SeedProduct } from './types'

/** Spec labels shared by several products. */
const label = {
  strain: { 'ko-KR': '균주', 'en-US': 'Strain', 'zh-CN': '菌株', 'zh-TW': '菌株', 'ja-JP': '菌株' },
  cells: { 'ko-KR': '균체 수', 'en-US': 'Cell count', 'zh-CN': '菌体数', 'zh-TW': '菌體數', 'ja-JP': '菌体数' },
  form: { 'ko-KR': '형태', 'en-US': 'Form', 'zh-CN': '形态', 'zh-TW': '型態', 'ja-JP': '性状' },
  use: { 'ko-KR': '권장 용도', 'en-US': 'Suggested use', 'zh-CN': '建议用途', 'zh-TW': '建議用途', 'ja-JP': '推奨用途' },
  inci: { 'ko-KR': 'INCI 명칭', 'en-US': 'INCI name', 'zh-CN': 'INCI名称', 'zh-TW': 'INCI名稱', 'ja-JP': 'INCI名' },
  level: {
    'ko-KR': '권장 배합량',
    'en-US': 'Recommended level',
    'zh-CN': '建议添加量',
    'zh-TW': '建議添加量',
    'ja-JP': '推奨配合量',
  },
  size: { 'ko-KR': '용량', 'en-US': 'Size', 'zh-CN': '规格', 'zh-TW': '規格', 'ja-JP': '内容量' },
  ingredient: {
    'ko-KR': '주원료',
    'en-US': 'Key ingredient',
    'zh-CN': '主要原料',
    'zh-TW': '主要原料',
    'ja-JP': '主原料',
  },
  intake: {
    'ko-KR': '섭취 방법',
    'en-US': 'How to take',
    'zh-CN': '食用方法',
    'zh-TW': '食用方式',
    'ja-JP': '召し上がり方',
  },
  status: { 'ko-KR': '판매 상태', 'en-US': 'Status', 'zh-CN': '销售状态', 'zh-TW': '銷售狀態', 'ja-JP': '販売状況' },
  brand: { 'ko-KR': '브랜드', 'en-US': 'Brand', 'zh-CN': '品牌', 'zh-TW': '品牌', 'ja-JP': 'ブランド' },
  cellactis: {
    'ko-KR': '셀락티스 원료',
    'en-US': 'Cellactis ingredient',
    'zh-CN': 'Cellactis原料',
    'zh-TW': 'Cellactis原料',
    'ja-JP': 'セルラクティス原料',
  },
} satisfies Record<string, Text5>

/** A value written the same way in every language (strain and INCI names). */
const same = (value: string): Text5 => ({
  'ko-KR': value,
  'en-US': value,
  'zh-CN': value,
  'zh-TW': value,
  'ja-JP': value,
})

const powder: Text5 = {
  'ko-KR': '분말 (백색~연황색)',
  'en-US': 'Powder (white to pale yellow)',
  'zh-CN': '粉末（白色至淡黄色）',
  'zh-TW': '粉末（白色至淡黃色）',
  'ja-JP': '粉末（白色〜淡黄色）',
}

const liquid: Text5 = {
  'ko-KR': '액상 (무색~연황색)',
  'en-US': 'Liquid (colourless to pale yellow)',
  'zh-CN': '液体（无色至淡黄色）',
  'zh-TW': '液體（無色至淡黃色）',
  'ja-JP': '液体（無色〜淡黄色）',
}

const materials: SeedProduct[] = [
  {
    key: 'mat-clt17-heatkilled',
    type: 'material',
    name: {
      'ko-KR': '열처리 유산균 CLT-17',
      'en-US': 'Heat-killed Lactobacillus plantarum CLT-17',
      'zh-CN': '热灭活植物乳杆菌 CLT-17',
      'zh-TW': '熱殺菌植物乳桿菌 CLT-17',
      'ja-JP': '加熱殺菌乳酸菌 CLT-17',
    },
    summary: {
      'ko-KR': '그램당 7.5조 셀을 담은 셀락티스의 대표 포스트바이오틱 원료로, 식약처 개별인정형 장 건강 기능성 원료입니다.',
      'en-US':
        'Our flagship postbiotic ingredient with 7.5 trillion cells per gram, approved by the MFDS as an individually recognised functional ingredient for gut health.',
      'zh-CN': '每克含7.5万亿个菌体的Cellactis代表性后生元原料，已获韩国食药部个别认定为肠道健康功能原料。',
      'zh-TW': '每公克含7.5兆個菌體的Cellactis代表性後生元原料，已獲韓國食藥處個別認定為腸道健康機能性原料。',
      'ja-JP':
        '1gあたり7.5兆個の菌体を含むセルラクティスの代表的なポストバイオティクス原料で、韓国食薬処の個別認定型「腸の健康」機能性原料です。',
    },
    description: {
      'ko-KR':
        '전통 묵은지에서 분리한 Lactobacillus plantarum CLT-17을 특허 받은 고밀도 배양·열처리 공법으로 가공했습니다. 살아 있는 균과 달리 열과 산, 항생제에 영향을 받지 않아 상온 유통 제품과 고온 공정 제품에도 안정적으로 배합할 수 있으며, 인체적용시험으로 배변 활동과 장 점막 장벽 개선 효과를 확인했습니다.',
      'en-US':
        'Lactobacillus plantarum CLT-17, isolated from traditional aged kimchi, is grown and heat-killed with our patented high-density process. Unlike live bacteria it is unaffected by heat, acid or antibiotics, so it can be formulated into shelf-stable and heat-processed products, and human trials have confirmed its benefits for bowel regularity and the intestinal barrier.',
      'zh-CN':
        '以专利高密度培养及热灭活工艺加工从韩国传统陈年泡菜中分离的Lactobacillus plantarum CLT-17。与活菌不同，它不受高温、胃酸和抗生素影响，可稳定添加于常温流通及高温工艺产品中，人体试验已证实其对排便功能和肠道屏障的改善作用。',
      'zh-TW':
        '以專利高密度培養與熱殺菌製程，加工自韓國傳統陳年泡菜分離出的Lactobacillus plantarum CLT-17。與活菌不同，不受高溫、胃酸及抗生素影響，可穩定添加於常溫流通與高溫製程產品，人體試驗已證實其對排便順暢與腸道屏障的改善效果。',
      'ja-JP':
        '伝統的な熟成キムチから分離したLactobacillus plantarum CLT-17を、特許取得の高密度培養・加熱殺菌技術で加工しています。生菌と異なり熱・酸・抗生物質の影響を受けないため、常温流通品や高温工程を経る製品にも安定して配合でき、ヒト試験で便通と腸管バリアの改善効果が確認されています。',
    },
    specs: [
      { label: label.strain, value: same('Lactobacillus plantarum CLT-17') },
      {
        label: label.cells,
        value: {
          'ko-KR': '7.5조 셀/g 이상',
          'en-US': '≥ 7.5 trillion cells/g',
          'zh-CN': '≥7.5万亿个/克',
          'zh-TW': '≥7.5兆個/公克',
          'ja-JP': '7.5兆個/g以上',
        },
      },
      { label: label.form, value: powder },
      {
        label: label.use,
        value: {
          'ko-KR': '건강기능식품(장 건강), 일반식품, 반려동물 제품',
          'en-US': 'Health functional food (gut health), general food, pet products',
          'zh-CN': '健康功能食品（肠道健康）、普通食品、宠物产品',
          'zh-TW': '健康機能食品（腸道健康）、一般食品、寵物產品',
          'ja-JP': '健康機能食品（腸の健康）、一般食品、ペット用製品',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt23-heatkilled',
    type: 'material',
    name: {
      'ko-KR': '열처리 유산균 CLT-23',
      'en-US': 'Heat-killed Lactobacillus paracasei CLT-23',
      'zh-CN': '热灭活副干酪乳杆菌 CLT-23',
      'zh-TW': '熱殺菌副乾酪乳桿菌 CLT-23',
      'ja-JP': '加熱殺菌乳酸菌 CLT-23',
    },
    summary: {
      'ko-KR': 'NK세포 활성을 높이는 것으로 확인된 면역 조절용 열처리 유산균 원료입니다.',
      'en-US': 'A heat-killed immunomodulatory ingredient shown to increase natural killer (NK) cell activity.',
      'zh-CN': '经证实可提升NK细胞活性的免疫调节型热灭活乳酸菌原料。',
      'zh-TW': '經證實可提升NK細胞活性的免疫調節型熱殺菌乳酸菌原料。',
      'ja-JP': 'NK細胞活性を高めることが確認された、免疫調節用の加熱殺菌乳酸菌原料です。',
    },
    description: {
      'ko-KR':
        '신생아 분변에서 분리한 Lactobacillus paracasei CLT-23은 대식세포의 TLR2 수용체를 자극해 선천 면역을 깨웁니다. 건강한 성인 120명을 대상으로 한 8주 인체적용시험에서 NK세포 활성이 위약군 대비 유의하게 증가했으며, 2023년 유럽 특허를 출원했습니다.',
      'en-US':
        'Lactobacillus paracasei CLT-23, isolated from infant faeces, activates innate immunity by stimulating the TLR2 receptor on macrophages. In an eight-week trial with 120 healthy adults it significantly increased NK cell activity compared with placebo, and a European patent application was filed in 2023.',
      'zh-CN':
        '分离自新生儿粪便的Lactobacillus paracasei CLT-23可刺激巨噬细胞TLR2受体，唤醒先天免疫。在以120名健康成人为对象的8周人体试验中，NK细胞活性较安慰剂组显著提升，并已于2023年申请欧洲专利。',
      'zh-TW':
        '分離自新生兒糞便的Lactobacillus paracasei CLT-23可刺激巨噬細胞TLR2受體，喚醒先天免疫。在以120名健康成人為對象的8週人體試驗中，NK細胞活性較安慰劑組顯著提升，並已於2023年提出歐洲專利申請。',
      'ja-JP':
        '新生児の糞便から分離したLactobacillus paracasei CLT-23は、マクロファージのTLR2受容体を刺激して自然免疫を活性化します。健康な成人120名を対象とした8週間のヒト試験でNK細胞活性がプラセボ群に比べ有意に上昇し、2023年に欧州特許を出願しました。',
    },
    specs: [
      { label: label.strain, value: same('Lactobacillus paracasei CLT-23') },
      {
        label: label.cells,
        value: {
          'ko-KR': '5조 셀/g 이상',
          'en-US': '≥ 5 trillion cells/g',
          'zh-CN': '≥5万亿个/克',
          'zh-TW': '≥5兆個/公克',
          'ja-JP': '5兆個/g以上',
        },
      },
      { label: label.form, value: powder },
      {
        label: label.use,
        value: {
          'ko-KR': '면역 건강 제품, 영유아·시니어 제품',
          'en-US': 'Immune-health products, infant and senior products',
          'zh-CN': '免疫健康产品、婴幼儿及银发族产品',
          'zh-TW': '免疫保健產品、嬰幼兒及銀髮族產品',
          'ja-JP': '免疫ケア製品、乳幼児・シニア向け製品',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt08-heatkilled',
    type: 'material',
    name: {
      'ko-KR': '열처리 유산균 CLT-08',
      'en-US': 'Heat-killed Lactobacillus rhamnosus CLT-08',
      'zh-CN': '热灭活鼠李糖乳杆菌 CLT-08',
      'zh-TW': '熱殺菌鼠李糖乳桿菌 CLT-08',
      'ja-JP': '加熱殺菌乳酸菌 CLT-08',
    },
    summary: {
      'ko-KR': '기능성 변비를 겪는 성인의 배변 횟수를 늘린 것으로 확인된 장 건강 원료입니다.',
      'en-US': 'A gut-health ingredient shown to increase bowel movement frequency in adults with functional constipation.',
      'zh-CN': '经证实可增加功能性便秘成人排便次数的肠道健康原料。',
      'zh-TW': '經證實可增加功能性便秘成人排便次數的腸道保健原料。',
      'ja-JP': '機能性便秘の成人の排便回数を増やすことが確認された、腸の健康のための原料です。',
    },
    description: {
      'ko-KR':
        '발효유에서 분리한 Lactobacillus rhamnosus CLT-08을 열처리한 원료로, 2021년 균주 특허를 등록했습니다. 12주 인체적용시험에서 주간 배변 횟수와 변 형태 점수가 개선되었으며, 프리바이오틱 식이섬유와 함께 배합하면 시너지 효과를 기대할 수 있습니다.',
      'en-US':
        'A heat-killed preparation of Lactobacillus rhamnosus CLT-08, isolated from fermented milk, with a strain patent registered in 2021. A twelve-week human trial showed improvements in weekly bowel movements and stool consistency scores, and it works well alongside prebiotic fibres.',
      'zh-CN':
        '以分离自发酵乳的Lactobacillus rhamnosus CLT-08制成的热灭活原料，菌株专利已于2021年获得授权。12周人体试验显示，每周排便次数和粪便性状评分均有改善，与益生元膳食纤维搭配可发挥协同作用。',
      'zh-TW':
        '以分離自發酵乳的Lactobacillus rhamnosus CLT-08製成的熱殺菌原料，菌株專利已於2021年獲證。12週人體試驗顯示每週排便次數與糞便型態評分皆獲改善，搭配益生元膳食纖維可發揮加乘效果。',
      'ja-JP':
        '発酵乳から分離したLactobacillus rhamnosus CLT-08を加熱殺菌した原料で、2021年に菌株特許を登録しました。12週間のヒト試験で週あたりの排便回数と便性状スコアが改善し、プレバイオティクス食物繊維と組み合わせることで相乗効果が期待できます。',
    },
    specs: [
      { label: label.strain, value: same('Lactobacillus rhamnosus CLT-08') },
      {
        label: label.cells,
        value: {
          'ko-KR': '5조 셀/g 이상',
          'en-US': '≥ 5 trillion cells/g',
          'zh-CN': '≥5万亿个/克',
          'zh-TW': '≥5兆個/公克',
          'ja-JP': '5兆個/g以上',
        },
      },
      { label: label.form, value: powder },
      {
        label: label.use,
        value: {
          'ko-KR': '장 건강 제품, 신바이오틱 제품',
          'en-US': 'Gut-health and synbiotic products',
          'zh-CN': '肠道健康产品、合生元产品',
          'zh-TW': '腸道保健產品、合生元產品',
          'ja-JP': '腸の健康製品、シンバイオティクス製品',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt-g6-heatkilled',
    type: 'material',
    name: {
      'ko-KR': '열처리 유산균 CLT-G6',
      'en-US': 'Heat-killed Lactobacillus gasseri CLT-G6',
      'zh-CN': '热灭活加氏乳杆菌 CLT-G6',
      'zh-TW': '熱殺菌加氏乳桿菌 CLT-G6',
      'ja-JP': '加熱殺菌乳酸菌 CLT-G6',
    },
    summary: {
      'ko-KR': '인체적용시험에서 내장지방 감소가 확인된 체지방 관리용 신규 원료입니다.',
      'en-US': 'A new body-fat management ingredient that reduced visceral fat in a human trial.',
      'zh-CN': '人体试验证实可减少内脏脂肪的体脂管理新原料。',
      'zh-TW': '人體試驗證實可減少內臟脂肪的體脂管理新原料。',
      'ja-JP': 'ヒト試験で内臓脂肪の減少が確認された、体脂肪ケア用の新原料です。',
    },
    description: {
      'ko-KR':
        '모유에서 분리한 Lactobacillus gasseri CLT-G6을 열처리한 원료입니다. 과체중 성인 100명을 대상으로 한 12주 인체적용시험에서 내장지방 면적이 위약군 대비 유의하게 줄었으며, 2024년 용도 특허를 출원하고 식약처 개별인정형 원료 신청을 준비하고 있습니다.',
      'en-US':
        'A heat-killed preparation of Lactobacillus gasseri CLT-G6, isolated from breast milk. In a twelve-week trial with 100 overweight adults it significantly reduced visceral fat area compared with placebo; a use patent was filed in 2024 and an application for MFDS individual recognition is in preparation.',
      'zh-CN':
        '以分离自母乳的Lactobacillus gasseri CLT-G6制成的热灭活原料。在以100名超重成人为对象的12周人体试验中，内脏脂肪面积较安慰剂组显著减少；已于2024年申请用途专利，并正在筹备向韩国食药部申请个别认定。',
      'zh-TW':
        '以分離自母乳的Lactobacillus gasseri CLT-G6製成的熱殺菌原料。在以100名體重過重成人為對象的12週人體試驗中，內臟脂肪面積較安慰劑組顯著減少；已於2024年提出用途專利申請，並正籌備向韓國食藥處申請個別認定。',
      'ja-JP':
        '母乳から分離したLactobacillus gasseri CLT-G6を加熱殺菌した原料です。過体重の成人100名を対象とした12週間のヒト試験で内臓脂肪面積がプラセボ群に比べ有意に減少しました。2024年に用途特許を出願し、韓国食薬処への個別認定申請を準備しています。',
    },
    specs: [
      { label: label.strain, value: same('Lactobacillus gasseri CLT-G6') },
      {
        label: label.cells,
        value: {
          'ko-KR': '3조 셀/g 이상',
          'en-US': '≥ 3 trillion cells/g',
          'zh-CN': '≥3万亿个/克',
          'zh-TW': '≥3兆個/公克',
          'ja-JP': '3兆個/g以上',
        },
      },
      {
        label: label.use,
        value: {
          'ko-KR': '체지방 관리 제품, 다이어트 식품',
          'en-US': 'Body-fat management and diet products',
          'zh-CN': '体脂管理产品、减重食品',
          'zh-TW': '體脂管理產品、體重控制食品',
          'ja-JP': '体脂肪ケア製品、ダイエット食品',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt-c12-heatkilled',
    type: 'material',
    name: {
      'ko-KR': '열처리 유산균 CLT-C12',
      'en-US': 'Heat-killed Lactobacillus crispatus CLT-C12',
      'zh-CN': '热灭活卷曲乳杆菌 CLT-C12',
      'zh-TW': '熱殺菌捲曲乳桿菌 CLT-C12',
      'ja-JP': '加熱殺菌乳酸菌 CLT-C12',
    },
    summary: {
      'ko-KR': '여성의 질 내 유익균 환경을 돕는 여성 건강용 열처리 유산균 원료입니다.',
      'en-US': 'A heat-killed ingredient for women’s health that supports a balanced vaginal flora.',
      'zh-CN': '有助于维持女性私密处菌群平衡的女性健康用热灭活乳酸菌原料。',
      'zh-TW': '有助於維持女性私密處菌叢平衡的女性保健用熱殺菌乳酸菌原料。',
      'ja-JP': '女性のデリケートゾーンの善玉菌環境をサポートする、女性の健康向け加熱殺菌乳酸菌原料です。',
    },
    description: {
      'ko-KR':
        '건강한 한국 여성에게서 분리한 Lactobacillus crispatus CLT-C12를 열처리했습니다. 질 상피세포 부착력과 유해균 억제 활성이 우수해, 여성 전용 캡슐과 이너뷰티 제품에 널리 쓰이고 있습니다.',
      'en-US':
        'Lactobacillus crispatus CLT-C12, isolated from healthy Korean women, in heat-killed form. Its strong adhesion to vaginal epithelial cells and its inhibitory activity against harmful bacteria make it a popular choice for women’s capsules and inner-beauty products.',
      'zh-CN':
        '将分离自健康韩国女性的Lactobacillus crispatus CLT-C12进行热灭活处理。其对阴道上皮细胞的黏附力和抑制有害菌活性突出，广泛用于女性专用胶囊及内服美容产品。',
      'zh-TW':
        '將分離自健康韓國女性的Lactobacillus crispatus CLT-C12進行熱殺菌處理。對陰道上皮細胞的附著力與抑制有害菌活性優異，廣泛應用於女性專用膠囊及內服美容產品。',
      'ja-JP':
        '健康な韓国人女性から分離したLactobacillus crispatus CLT-C12を加熱殺菌しました。膣上皮細胞への付着性と有害菌の抑制活性に優れ、女性向けカプセルやインナービューティー製品に広く使われています。',
    },
    specs: [
      { label: label.strain, value: same('Lactobacillus crispatus CLT-C12') },
      {
        label: label.cells,
        value: {
          'ko-KR': '2조 셀/g 이상',
          'en-US': '≥ 2 trillion cells/g',
          'zh-CN': '≥2万亿个/克',
          'zh-TW': '≥2兆個/公克',
          'ja-JP': '2兆個/g以上',
        },
      },
      { label: label.form, value: powder },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt-b5-lysate',
    type: 'material',
    name: {
      'ko-KR': '비피더스 균체 용해물 CLT-B5',
      'en-US': 'Bifidobacterium longum CLT-B5 Lysate',
      'zh-CN': '长双歧杆菌 CLT-B5 裂解物',
      'zh-TW': '長雙歧桿菌 CLT-B5 溶解物',
      'ja-JP': 'ビフィズス菌ライセート CLT-B5',
    },
    summary: {
      'ko-KR': '균체를 잘게 분해해 면역 신호 물질의 노출을 높인 비피더스균 라이세이트 원료입니다.',
      'en-US': 'A bifidobacterial lysate in which the cells are broken down to expose more immune-signalling molecules.',
      'zh-CN': '将菌体精细裂解、提高免疫信号物质暴露度的双歧杆菌裂解物原料。',
      'zh-TW': '將菌體細密裂解、提高免疫訊號物質暴露程度的雙歧桿菌溶解物原料。',
      'ja-JP': '菌体を細かく分解し、免疫シグナル物質の露出を高めたビフィズス菌ライセート原料です。',
    },
    description: {
      'ko-KR':
        '특허 받은 초음파·효소 복합 용해 공법으로 Bifidobacterium longum CLT-B5의 세포벽을 분해해 펩티도글리칸과 지질테이코산 같은 유효 성분을 고르게 얻었습니다. 어린이 대상 인체적용시험에서 상기도 감염 증상 일수를 줄인 결과가 2026년 국제 학술지에 실렸습니다.',
      'en-US':
        'Our patented combined ultrasonic and enzymatic lysis breaks down the cell walls of Bifidobacterium longum CLT-B5, yielding an even profile of active components such as peptidoglycan and lipoteichoic acid. A paediatric trial showing fewer days with upper respiratory symptoms was published in an international journal in 2026.',
      'zh-CN':
        '采用专利超声波与酶复合裂解工艺分解Bifidobacterium longum CLT-B5的细胞壁，均匀获得肽聚糖、脂磷壁酸等有效成分。以儿童为对象的人体试验显示其可减少上呼吸道感染症状天数，相关成果已于2026年发表于国际期刊。',
      'zh-TW':
        '採用專利超音波與酵素複合溶解製程分解Bifidobacterium longum CLT-B5的細胞壁，均勻取得肽聚醣、脂磷壁酸等有效成分。以兒童為對象的人體試驗顯示可減少上呼吸道感染症狀天數，成果已於2026年刊登於國際期刊。',
      'ja-JP':
        '特許取得の超音波・酵素複合溶解技術でBifidobacterium longum CLT-B5の細胞壁を分解し、ペプチドグリカンやリポテイコ酸などの有効成分を均一に得ています。小児を対象としたヒト試験で上気道感染症状の日数を減らした結果が、2026年に国際学術誌に掲載されました。',
    },
    specs: [
      { label: label.strain, value: same('Bifidobacterium longum CLT-B5') },
      {
        label: label.cells,
        value: {
          'ko-KR': '1조 셀 상당/g',
          'en-US': '1 trillion cell equivalents/g',
          'zh-CN': '相当于1万亿个/克',
          'zh-TW': '相當於1兆個/公克',
          'ja-JP': '1兆個相当/g',
        },
      },
      {
        label: label.use,
        value: {
          'ko-KR': '어린이 면역 제품, 구강·호흡기 케어 제품',
          'en-US': 'Children’s immune products, oral and respiratory care',
          'zh-CN': '儿童免疫产品、口腔及呼吸道护理产品',
          'zh-TW': '兒童免疫產品、口腔及呼吸道保健產品',
          'ja-JP': '子ども向け免疫製品、口腔・呼吸器ケア製品',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt17-ferment-lysate',
    type: 'material',
    name: {
      'ko-KR': 'CLT-17 발효 용해물 (화장품용)',
      'en-US': 'CLT-17 Ferment Lysate (Cosmetic Grade)',
      'zh-CN': 'CLT-17 发酵溶胞物（化妆品级）',
      'zh-TW': 'CLT-17 發酵溶解物（化妝品級）',
      'ja-JP': 'CLT-17 発酵ライセート（化粧品グレード）',
    },
    summary: {
      'ko-KR': '피부 장벽과 보습을 개선하는 화장품용 포스트바이오틱 라이세이트입니다.',
      'en-US': 'A cosmetic-grade postbiotic lysate that strengthens the skin barrier and improves hydration.',
      'zh-CN': '可强化皮肤屏障、改善保湿度的化妆品级后生元溶胞物。',
      'zh-TW': '可強化肌膚屏障、改善保濕度的化妝品級後生元溶解物。',
      'ja-JP': '肌のバリア機能と保湿力を高める化粧品用ポストバイオティクスライセートです。',
    },
    description: {
      'ko-KR':
        'Lactobacillus plantarum CLT-17 배양물을 용해·여과해 만든 액상 원료로, ISO 22716 인증 라인에서 생산합니다. 4주 인체적용시험에서 피부 수분량이 21% 늘고 경피수분손실이 줄었으며, 국내외 스킨케어 브랜드의 토너와 크림에 쓰이고 있습니다.',
      'en-US':
        'A liquid ingredient made by lysing and filtering Lactobacillus plantarum CLT-17 cultures, produced on our ISO 22716-certified line. In a four-week human study skin hydration rose by 21% and transepidermal water loss fell, and it is used in toners and creams by skincare brands in Korea and abroad.',
      'zh-CN':
        '将Lactobacillus plantarum CLT-17培养物裂解、过滤制成的液体原料，于ISO 22716认证产线生产。4周人体试验显示，皮肤含水量提升21%，经皮水分流失减少，已被韩国及海外护肤品牌用于化妆水和面霜中。',
      'zh-TW':
        '將Lactobacillus plantarum CLT-17培養物溶解、過濾製成的液態原料，於ISO 22716認證產線生產。4週人體試驗顯示肌膚含水量提升21%、經皮水分散失減少，已被韓國及海外保養品牌用於化妝水與乳霜。',
      'ja-JP':
        'Lactobacillus plantarum CLT-17の培養物を溶解・ろ過して作った液体原料で、ISO 22716認証ラインで生産しています。4週間のヒト試験で肌の水分量が21%増加し経表皮水分蒸散量が減少しており、国内外のスキンケアブランドの化粧水やクリームに採用されています。',
    },
    specs: [
      { label: label.inci, value: same('Lactobacillus Ferment Lysate') },
      { label: label.form, value: liquid },
      {
        label: label.level,
        value: {
          'ko-KR': '1~5%',
          'en-US': '1–5%',
          'zh-CN': '1%～5%',
          'zh-TW': '1%～5%',
          'ja-JP': '1〜5%',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt31-ferment-filtrate',
    type: 'material',
    name: {
      'ko-KR': 'CLT-31 발효 여과물',
      'en-US': 'CLT-31 Ferment Filtrate',
      'zh-CN': 'CLT-31 发酵滤液',
      'zh-TW': 'CLT-31 發酵濾液',
      'ja-JP': 'CLT-31 発酵ろ過液',
    },
    summary: {
      'ko-KR': '필라그린 발현을 높여 피부 장벽을 강화하는 특허 화장품 원료입니다.',
      'en-US': 'A patented cosmetic ingredient that strengthens the skin barrier by boosting filaggrin expression.',
      'zh-CN': '可提高丝聚蛋白表达、强化皮肤屏障的专利化妆品原料。',
      'zh-TW': '可提高絲聚蛋白表現、強化肌膚屏障的專利化妝品原料。',
      'ja-JP': 'フィラグリンの発現を高めて肌のバリア機能を強化する、特許取得の化粧品原料です。',
    },
    description: {
      'ko-KR':
        '누룩에서 분리한 Lactobacillus fermentum CLT-31의 발효 여과물로, 2023년 피부 장벽 강화 화장품 조성물 특허를 등록했습니다. 각질형성세포의 필라그린과 세라마이드 합성을 촉진해 민감·건성 피부용 제품에 적합합니다.',
      'en-US':
        'A ferment filtrate of Lactobacillus fermentum CLT-31, isolated from nuruk (traditional Korean fermentation starter), covered by a 2023 patent for skin-barrier cosmetic compositions. It promotes filaggrin and ceramide synthesis in keratinocytes, making it well suited to products for sensitive and dry skin.',
      'zh-CN':
        '分离自韩国传统酒曲的Lactobacillus fermentum CLT-31发酵滤液，强化皮肤屏障化妆品组合物专利已于2023年获得授权。可促进角质形成细胞合成丝聚蛋白和神经酰胺，适用于敏感肌及干性肌肤产品。',
      'zh-TW':
        '分離自韓國傳統酒麴的Lactobacillus fermentum CLT-31發酵濾液，強化肌膚屏障化妝品組成物專利已於2023年獲證。可促進角質細胞合成絲聚蛋白與神經醯胺，適用於敏感肌及乾性肌膚產品。',
      'ja-JP':
        '韓国の伝統的な麹（ヌルク）から分離したLactobacillus fermentum CLT-31の発酵ろ過液で、2023年に肌バリア強化化粧料組成物の特許を登録しました。表皮角化細胞のフィラグリンとセラミドの合成を促し、敏感肌・乾燥肌向け製品に適しています。',
    },
    specs: [
      { label: label.strain, value: same('Lactobacillus fermentum CLT-31') },
      { label: label.inci, value: same('Lactobacillus Ferment') },
      {
        label: label.level,
        value: {
          'ko-KR': '2~10%',
          'en-US': '2–10%',
          'zh-CN': '2%～10%',
          'zh-TW': '2%～10%',
          'ja-JP': '2〜10%',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt-s2-eps',
    type: 'material',
    name: {
      'ko-KR': 'CLT-S2 엑소폴리사카라이드',
      'en-US': 'CLT-S2 Exopolysaccharide',
      'zh-CN': 'CLT-S2 胞外多糖',
      'zh-TW': 'CLT-S2 胞外多醣',
      'ja-JP': 'CLT-S2 菌体外多糖',
    },
    summary: {
      'ko-KR': '유산균이 만든 천연 다당류로, 가볍고 오래가는 보습막을 형성합니다.',
      'en-US': 'A natural polysaccharide made by lactic acid bacteria that forms a light, long-lasting moisture film.',
      'zh-CN': '由乳酸菌产生的天然多糖，可形成轻盈持久的保湿膜。',
      'zh-TW': '由乳酸菌生成的天然多醣，可形成輕盈持久的保濕膜。',
      'ja-JP': '乳酸菌がつくる天然の多糖類で、軽やかで持続性のある保湿膜を形成します。',
    },
    description: {
      'ko-KR':
        'Streptococcus thermophilus CLT-S2가 발효 과정에서 분비하는 엑소폴리사카라이드를 정제했습니다. 히알루론산과 비교한 시험에서 24시간 보습 지속력이 더 높았으며, 끈적임이 적어 에센스와 미스트에 적합합니다.',
      'en-US':
        'A purified exopolysaccharide secreted by Streptococcus thermophilus CLT-S2 during fermentation. In comparison tests it kept skin hydrated longer over 24 hours than hyaluronic acid, and its non-sticky feel suits essences and mists.',
      'zh-CN':
        '精制自Streptococcus thermophilus CLT-S2在发酵过程中分泌的胞外多糖。与透明质酸的对比测试显示，其24小时保湿持久力更佳，且肤感清爽不黏腻，适用于精华液和喷雾。',
      'zh-TW':
        '精製自Streptococcus thermophilus CLT-S2於發酵過程中分泌的胞外多醣。與玻尿酸的比較試驗顯示其24小時保濕持久力更佳，且觸感清爽不黏膩，適用於精華液與噴霧。',
      'ja-JP':
        'Streptococcus thermophilus CLT-S2が発酵中に分泌する菌体外多糖を精製しました。ヒアルロン酸との比較試験で24時間の保湿持続力が上回り、べたつきが少ないため美容液やミストに適しています。',
    },
    specs: [
      { label: label.strain, value: same('Streptococcus thermophilus CLT-S2') },
      { label: label.inci, value: same('Streptococcus Thermophilus Ferment') },
      { label: label.form, value: liquid },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-postmeta-complex',
    type: 'material',
    name: {
      'ko-KR': '포스트메타 컴플렉스',
      'en-US': 'PostMeta Complex',
      'zh-CN': 'PostMeta 后生元代谢物复合原料',
      'zh-TW': 'PostMeta 後生元代謝物複合原料',
      'ja-JP': 'ポストメタ・コンプレックス',
    },
    summary: {
      'ko-KR': '유산균이 만든 젖산, 단쇄지방산, 펩타이드 등 대사산물을 농축한 포스트바이오틱 원료입니다.',
      'en-US': 'A postbiotic concentrate of bacterial metabolites such as lactic acid, short-chain fatty acids and peptides.',
      'zh-CN': '浓缩乳酸菌所产生的乳酸、短链脂肪酸、肽类等代谢物的后生元原料。',
      'zh-TW': '濃縮乳酸菌所產生之乳酸、短鏈脂肪酸、胜肽等代謝物的後生元原料。',
      'ja-JP': '乳酸菌がつくる乳酸、短鎖脂肪酸、ペプチドなどの代謝産物を濃縮したポストバイオティクス原料です。',
    },
    description: {
      'ko-KR':
        'CLT-17 배양 상등액을 저온 분무건조해 열에 약한 대사산물의 손실을 최소화했습니다. 2025년 특허를 출원한 공정으로 생산하며, 식품에는 장내 환경 개선 소재로, 화장품에는 pH 밸런싱 보습 소재로 쓰입니다.',
      'en-US':
        'CLT-17 culture supernatant is spray-dried at low temperature to keep heat-sensitive metabolites intact, using a process for which a patent was filed in 2025. It serves as a gut-environment ingredient in food and as a pH-balancing moisturiser in cosmetics.',
      'zh-CN':
        '对CLT-17培养上清液进行低温喷雾干燥，最大限度减少热敏代谢物的损失，所用工艺已于2025年申请专利。在食品中可作为改善肠道环境的原料，在化妆品中可作为平衡pH值的保湿原料。',
      'zh-TW':
        '將CLT-17培養上清液低溫噴霧乾燥，將不耐熱代謝物的損失降到最低，所用製程已於2025年提出專利申請。於食品中可作為改善腸道環境的原料，於化妝品中則作為平衡pH值的保濕原料。',
      'ja-JP':
        'CLT-17の培養上清を低温噴霧乾燥し、熱に弱い代謝産物の損失を最小限に抑えました。2025年に特許を出願した製法で生産しており、食品では腸内環境の改善素材として、化粧品ではpHバランスを整える保湿素材として使われています。',
    },
    specs: [
      { label: label.strain, value: same('Lactobacillus plantarum CLT-17') },
      { label: label.form, value: powder },
      {
        label: label.use,
        value: {
          'ko-KR': '일반식품·음료, 화장품',
          'en-US': 'Food and beverages, cosmetics',
          'zh-CN': '普通食品及饮料、化妆品',
          'zh-TW': '一般食品及飲料、化妝品',
          'ja-JP': '一般食品・飲料、化粧品',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-clt17-live-probiotic',
    type: 'material',
    name: {
      'ko-KR': '프로바이오틱스 원말 CLT-17',
      'en-US': 'Lactobacillus plantarum CLT-17 Live Probiotic Powder',
      'zh-CN': '植物乳杆菌 CLT-17 活菌原粉',
      'zh-TW': '植物乳桿菌 CLT-17 活菌原粉',
      'ja-JP': 'プロバイオティクス原末 CLT-17',
    },
    summary: {
      'ko-KR': '살아 있는 CLT-17을 동결건조한 프로바이오틱스 원말로, 사균체 원료와 함께 쓰기 좋습니다.',
      'en-US': 'Freeze-dried live CLT-17 for probiotic products, designed to pair with our heat-killed ingredients.',
      'zh-CN': '将活性CLT-17冻干制成的益生菌原粉，适合与热灭活原料搭配使用。',
      'zh-TW': '將活性CLT-17冷凍乾燥製成的益生菌原粉，適合與熱殺菌原料搭配使用。',
      'ja-JP': '生きたCLT-17を凍結乾燥したプロバイオティクス原末で、加熱殺菌原料との併用に適しています。',
    },
    description: {
      'ko-KR':
        '식약처 고시형 프로바이오틱스 원료 기준에 맞춰 생산하며, 이중 코팅으로 위산과 담즙에 대한 생존율을 높였습니다. 열처리 CLT-17과 함께 배합하면 살아 있는 균과 사균체의 장점을 모두 담은 제품을 설계할 수 있습니다.',
      'en-US':
        'Produced to the MFDS standard for notified probiotic ingredients, with a double coating that improves survival through stomach acid and bile. Combined with heat-killed CLT-17 it lets brands design products that offer the benefits of both live and heat-killed bacteria.',
      'zh-CN':
        '按照韩国食药部公告型益生菌原料标准生产，采用双层包埋技术提高对胃酸和胆汁的耐受存活率。与热灭活CLT-17搭配，可设计兼具活菌与灭活菌优势的产品。',
      'zh-TW':
        '依韓國食藥處公告型益生菌原料標準生產，以雙層包覆技術提升對胃酸與膽汁的存活率。與熱殺菌CLT-17搭配，可設計兼具活菌與死菌優勢的產品。',
      'ja-JP':
        '韓国食薬処の告示型プロバイオティクス原料基準に沿って生産し、二重コーティングで胃酸や胆汁に対する生存率を高めました。加熱殺菌CLT-17と組み合わせれば、生菌と死菌の両方の利点を備えた製品を設計できます。',
    },
    specs: [
      { label: label.strain, value: same('Lactobacillus plantarum CLT-17') },
      {
        label: label.cells,
        value: {
          'ko-KR': '1,000억 CFU/g 이상',
          'en-US': '≥ 100 billion CFU/g',
          'zh-CN': '≥1000亿CFU/克',
          'zh-TW': '≥1000億CFU/公克',
          'ja-JP': '1,000億CFU/g以上',
        },
      },
      {
        label: label.form,
        value: {
          'ko-KR': '동결건조 분말',
          'en-US': 'Freeze-dried powder',
          'zh-CN': '冻干粉末',
          'zh-TW': '冷凍乾燥粉末',
          'ja-JP': '凍結乾燥粉末',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'mat-parabiome5-blend',
    type: 'material',
    name: {
      'ko-KR': '파라바이옴 5',
      'en-US': 'ParaBiome 5',
      'zh-CN': 'ParaBiome 5 五菌复合热灭活原料',
      'zh-TW': 'ParaBiome 5 五菌複合熱殺菌原料',
      'ja-JP': 'パラバイオーム5',
    },
    summary: {
      'ko-KR': '셀락티스의 열처리 균주 5종을 최적 비율로 배합한 멀티 파라프로바이오틱 원료입니다.',
      'en-US': 'A multi-strain paraprobiotic that combines five of our heat-killed strains in optimised ratios.',
      'zh-CN': '将Cellactis五种热灭活菌株按最佳比例复配的多菌种副益生菌原料。',
      'zh-TW': '將Cellactis五種熱殺菌菌株依最佳比例調配的多菌種類益生菌原料。',
      'ja-JP': 'セルラクティスの加熱殺菌菌株5種を最適な比率で配合したマルチ・パラプロバイオティクス原料です。',
    },
    description: {
      'ko-KR':
        'CLT-17, CLT-23, CLT-08, CLT-G6, CLT-C12를 한 번에 담아 장 건강과 면역, 체지방 관리까지 폭넓게 설계할 수 있습니다. 원료 하나로 다균종 표기가 가능해 종합 건강식품과 반려동물 영양제 브랜드에서 많이 찾습니다.',
      'en-US':
        'It brings together CLT-17, CLT-23, CLT-08, CLT-G6 and CLT-C12, so a single ingredient can support formulations for gut health, immunity and weight management. Because one ingredient allows a multi-strain claim on the label, it is popular with multivitamin-style and pet supplement brands.',
      'zh-CN':
        '一次囊括CLT-17、CLT-23、CLT-08、CLT-G6和CLT-C12，可广泛用于肠道健康、免疫及体脂管理配方。单一原料即可标示多菌种，深受综合营养品及宠物营养品品牌青睐。',
      'zh-TW':
        '一次囊括CLT-17、CLT-23、CLT-08、CLT-G6與CLT-C12，可廣泛用於腸道保健、免疫及體脂管理配方。單一原料即可標示多菌種，深受綜合保健食品與寵物營養品品牌青睞。',
      'ja-JP':
        'CLT-17、CLT-23、CLT-08、CLT-G6、CLT-C12をひとつにまとめ、腸の健康から免疫、体脂肪ケアまで幅広い処方設計が可能です。1つの原料で多菌種の表示ができるため、総合サプリメントやペット用サプリメントのブランドに好評です。',
    },
    specs: [
      {
        label: label.strain,
        value: {
          'ko-KR': 'CLT-17, CLT-23, CLT-08, CLT-G6, CLT-C12 (5종)',
          'en-US': 'CLT-17, CLT-23, CLT-08, CLT-G6, CLT-C12 (5 strains)',
          'zh-CN': 'CLT-17、CLT-23、CLT-08、CLT-G6、CLT-C12（5种）',
          'zh-TW': 'CLT-17、CLT-23、CLT-08、CLT-G6、CLT-C12（5種）',
          'ja-JP': 'CLT-17・CLT-23・CLT-08・CLT-G6・CLT-C12（5種）',
        },
      },
      {
        label: label.cells,
        value: {
          'ko-KR': '5조 셀/g 이상',
          'en-US': '≥ 5 trillion cells/g',
          'zh-CN': '≥5万亿个/克',
          'zh-TW': '≥5兆個/公克',
          'ja-JP': '5兆個/g以上',
        },
      },
      { label: label.form, value: powder },
      {
        label: label.use,
        value: {
          'ko-KR': '종합 건강식품, 반려동물 영양제',
          'en-US': 'Multi-purpose supplements, pet supplements',
          'zh-CN': '综合营养品、宠物营养品',
          'zh-TW': '綜合保健食品、寵物營養品',
          'ja-JP': '総合サプリメント、ペット用サプリメント',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
]

const ownProducts: SeedProduct[] = [
  {
    key: 'pb-daily-postbiotic-stick',
    type: 'pb',
    name: {
      'ko-KR': '셀락티스 데일리 포스트바이오틱 스틱',
      'en-US': 'Cellactis Daily Postbiotic Stick',
      'zh-CN': 'Cellactis 每日后生元条',
      'zh-TW': 'Cellactis 每日後生元條',
      'ja-JP': 'セルラクティス デイリーポストバイオティクス スティック',
    },
    summary: {
      'ko-KR': '하루 한 포로 열처리 유산균 CLT-17 1조 셀을 섭취하는 장 건강 건강기능식품입니다.',
      'en-US': 'A gut-health functional food that delivers 1 trillion heat-killed CLT-17 cells in one stick a day.',
      'zh-CN': '每天一条即可摄取1万亿个热灭活CLT-17的肠道健康功能食品。',
      'zh-TW': '每天一條即可攝取1兆個熱殺菌CLT-17的腸道保健機能食品。',
      'ja-JP': '1日1包で加熱殺菌乳酸菌CLT-17を1兆個摂取できる、腸の健康のための健康機能食品です。',
    },
    description: {
      'ko-KR':
        '2021년 출시 이후 셀락티스를 대표해 온 스테디셀러로, 2024년 개별인정형 원료 인정에 맞춰 건강기능식품으로 새롭게 단장했습니다. 은은한 요구르트 맛 분말을 물 없이 바로 먹을 수 있고, 냉장 보관이 필요 없어 여행이나 출장 중에도 간편합니다.',
      'en-US':
        'Our best-seller since its 2021 launch, relaunched in 2024 as a health functional food following the individual recognition of its ingredient. The lightly yoghurt-flavoured powder can be taken straight without water and needs no refrigeration, so it travels easily.',
      'zh-CN':
        '自2021年上市以来一直是Cellactis的代表性畅销产品，2024年随原料获个别认定而升级为健康功能食品。淡淡酸奶味粉末无需配水即可直接食用，且无需冷藏，出行出差携带方便。',
      'zh-TW':
        '自2021年上市以來始終是Cellactis的代表性長銷商品，2024年配合原料獲個別認定，全新升級為健康機能食品。淡淡優格風味粉末不需配水即可直接食用，也不必冷藏，旅行出差都方便。',
      'ja-JP':
        '2021年の発売以来セルラクティスを代表するロングセラーで、2024年に原料の個別認定を受けて健康機能食品として生まれ変わりました。ほのかなヨーグルト味のパウダーは水なしでそのまま飲め、冷蔵不要なので旅行や出張にも便利です。',
    },
    specs: [
      {
        label: label.ingredient,
        value: {
          'ko-KR': '열처리 유산균 CLT-17 (1포당 1조 셀)',
          'en-US': 'Heat-killed CLT-17 (1 trillion cells per stick)',
          'zh-CN': '热灭活CLT-17（每条1万亿个）',
          'zh-TW': '熱殺菌CLT-17（每條1兆個）',
          'ja-JP': '加熱殺菌乳酸菌CLT-17（1包あたり1兆個）',
        },
      },
      {
        label: label.size,
        value: {
          'ko-KR': '2 g × 30포 (30일분)',
          'en-US': '2 g × 30 sticks (30 days)',
          'zh-CN': '2克×30条（30天份）',
          'zh-TW': '2公克×30條（30日份）',
          'ja-JP': '2 g×30包（30日分）',
        },
      },
      {
        label: label.intake,
        value: {
          'ko-KR': '1일 1회, 1포를 그대로 섭취',
          'en-US': 'One stick a day, taken as is',
          'zh-CN': '每日1次，每次1条直接食用',
          'zh-TW': '每日1次，每次1條直接食用',
          'ja-JP': '1日1回、1包をそのままお召し上がりください',
        },
      },
    ],
    active: true,
    soldInPharmacies: true,
  },
  {
    key: 'pb-immune-clt23-capsule',
    type: 'pb',
    name: {
      'ko-KR': '셀락티스 이뮨 CLT-23 캡슐',
      'en-US': 'Cellactis Immune CLT-23 Capsule',
      'zh-CN': 'Cellactis 免疫CLT-23胶囊',
      'zh-TW': 'Cellactis 免疫CLT-23膠囊',
      'ja-JP': 'セルラクティス イミューンCLT-23カプセル',
    },
    summary: {
      'ko-KR': '열처리 유산균 CLT-23과 아연을 담아 환절기 면역 관리를 돕는 캡슐입니다.',
      'en-US': 'Capsules with heat-killed CLT-23 and zinc to support your immune system through the changing seasons.',
      'zh-CN': '含热灭活CLT-23与锌，助力换季免疫管理的胶囊。',
      'zh-TW': '含熱殺菌CLT-23與鋅，幫助季節交替時維持免疫力的膠囊。',
      'ja-JP': '加熱殺菌乳酸菌CLT-23と亜鉛を配合し、季節の変わり目の免疫ケアをサポートするカプセルです。',
    },
    description: {
      'ko-KR':
        'NK세포 활성 인체적용시험으로 검증된 CLT-23에 정상적인 면역 기능에 필요한 아연을 더했습니다. 2022년 출시 이후 약국 전용 제품으로 판매되고 있으며, 작은 식물성 캡슐로 삼키기 편합니다.',
      'en-US':
        'It pairs CLT-23, validated in a human trial on NK cell activity, with zinc, which is needed for normal immune function. Sold through pharmacies since its launch in 2022, it comes in small plant-based capsules that are easy to swallow.',
      'zh-CN':
        '在经NK细胞活性人体试验验证的CLT-23基础上，添加维持正常免疫功能所需的锌。自2022年上市以来作为药店专供产品销售，小颗植物胶囊易于吞服。',
      'zh-TW':
        '在經NK細胞活性人體試驗驗證的CLT-23之外，添加維持正常免疫功能所需的鋅。自2022年上市以來作為藥局專售商品，小顆植物性膠囊容易吞嚥。',
      'ja-JP':
        'NK細胞活性のヒト試験で実証されたCLT-23に、正常な免疫機能に必要な亜鉛を加えました。2022年の発売以来、薬局専売品として販売されており、小粒の植物性カプセルで飲みやすくなっています。',
    },
    specs: [
      {
        label: label.ingredient,
        value: {
          'ko-KR': '열처리 유산균 CLT-23, 아연 8.5 mg',
          'en-US': 'Heat-killed CLT-23, zinc 8.5 mg',
          'zh-CN': '热灭活CLT-23、锌8.5毫克',
          'zh-TW': '熱殺菌CLT-23、鋅8.5毫克',
          'ja-JP': '加熱殺菌乳酸菌CLT-23、亜鉛8.5 mg',
        },
      },
      {
        label: label.size,
        value: {
          'ko-KR': '500 mg × 60캡슐 (30일분)',
          'en-US': '500 mg × 60 capsules (30 days)',
          'zh-CN': '500毫克×60粒（30天份）',
          'zh-TW': '500毫克×60粒（30日份）',
          'ja-JP': '500 mg×60カプセル（30日分）',
        },
      },
      {
        label: label.intake,
        value: {
          'ko-KR': '1일 1회, 2캡슐을 물과 함께 섭취',
          'en-US': 'Two capsules once a day with water',
          'zh-CN': '每日1次，每次2粒，以水送服',
          'zh-TW': '每日1次，每次2粒，配水食用',
          'ja-JP': '1日1回、2カプセルを水と一緒にお召し上がりください',
        },
      },
    ],
    active: true,
    soldInPharmacies: true,
  },
  {
    key: 'pb-kids-postbiotic-chewable',
    type: 'pb',
    name: {
      'ko-KR': '셀락티스 키즈 포스트바이오틱 츄어블',
      'en-US': 'Cellactis Kids Postbiotic Chewable',
      'zh-CN': 'Cellactis 儿童后生元咀嚼片',
      'zh-TW': 'Cellactis 兒童後生元咀嚼錠',
      'ja-JP': 'セルラクティス キッズ ポストバイオティクス チュアブル',
    },
    summary: {
      'ko-KR': '아이들이 좋아하는 요구르트 맛 씹어 먹는 정제에 CLT-17과 비타민 D를 담았습니다.',
      'en-US': 'Yoghurt-flavoured chewable tablets with CLT-17 and vitamin D that children enjoy.',
      'zh-CN': '孩子喜爱的酸奶味咀嚼片，含CLT-17和维生素D。',
      'zh-TW': '孩子喜愛的優格風味咀嚼錠，含CLT-17與維生素D。',
      'ja-JP': '子どもが喜ぶヨーグルト味のチュアブル錠に、CLT-17とビタミンDを配合しました。',
    },
    description: {
      'ko-KR':
        '2024년 11월 키즈 젤리를 잇는 후속 제품으로 출시되었습니다. 당류를 1정당 0.5 g 이하로 낮추고 합성 착색료를 넣지 않았으며, 만 3세 이상 어린이가 하루 두 알로 장 건강과 뼈 건강을 함께 챙길 수 있습니다.',
      'en-US':
        'Launched in November 2024 as the successor to our Kids Jelly. Each tablet contains no more than 0.5 g of sugar and no synthetic colourings, and two tablets a day help children aged three and over look after both gut and bone health.',
      'zh-CN':
        '作为儿童果冻的后续产品，于2024年11月上市。每片含糖量不超过0.5克，不添加合成色素，3岁以上儿童每天2片，即可同时呵护肠道健康与骨骼健康。',
      'zh-TW':
        '作為兒童果凍的後繼產品，於2024年11月上市。每錠糖含量不超過0.5公克，不添加人工色素，3歲以上兒童每天2錠，即可同時照顧腸道與骨骼健康。',
      'ja-JP':
        '2024年11月にキッズゼリーの後継品として発売しました。1粒あたりの糖類を0.5 g以下に抑え、合成着色料は不使用。3歳以上のお子さまが1日2粒で腸と骨の健康を一緒にケアできます。',
    },
    specs: [
      {
        label: label.ingredient,
        value: {
          'ko-KR': '열처리 유산균 CLT-17, 비타민 D 5 μg',
          'en-US': 'Heat-killed CLT-17, vitamin D 5 μg',
          'zh-CN': '热灭活CLT-17、维生素D 5微克',
          'zh-TW': '熱殺菌CLT-17、維生素D 5微克',
          'ja-JP': '加熱殺菌乳酸菌CLT-17、ビタミンD 5 μg',
        },
      },
      {
        label: label.size,
        value: {
          'ko-KR': '1,000 mg × 60정 (30일분)',
          'en-US': '1,000 mg × 60 tablets (30 days)',
          'zh-CN': '1000毫克×60片（30天份）',
          'zh-TW': '1000毫克×60錠（30日份）',
          'ja-JP': '1,000 mg×60粒（30日分）',
        },
      },
      {
        label: label.intake,
        value: {
          'ko-KR': '만 3세 이상, 1일 2정을 씹어서 섭취',
          'en-US': 'Ages 3+, chew two tablets a day',
          'zh-CN': '3岁以上，每日咀嚼2片',
          'zh-TW': '3歲以上，每日咀嚼2錠',
          'ja-JP': '3歳以上、1日2粒を噛んでお召し上がりください',
        },
      },
    ],
    active: true,
    soldInPharmacies: true,
  },
  {
    key: 'pb-women-balance-capsule',
    type: 'pb',
    name: {
      'ko-KR': '셀락티스 우먼 밸런스 캡슐',
      'en-US': 'Cellactis Women Balance Capsule',
      'zh-CN': 'Cellactis 女性平衡胶囊',
      'zh-TW': 'Cellactis 女性平衡膠囊',
      'ja-JP': 'セルラクティス ウーマンバランス カプセル',
    },
    summary: {
      'ko-KR': '여성 유래 유산균 CLT-C12와 CLT-17로 여성의 Y존 건강을 케어합니다.',
      'en-US': 'Women’s intimate health care with CLT-C12, a strain of female origin, and CLT-17.',
      'zh-CN': '以源自女性的乳酸菌CLT-C12搭配CLT-17，呵护女性私密健康。',
      'zh-TW': '以源自女性的乳酸菌CLT-C12搭配CLT-17，照護女性私密健康。',
      'ja-JP': '女性由来の乳酸菌CLT-C12とCLT-17で、女性のデリケートゾーンの健康をケアします。',
    },
    description: {
      'ko-KR':
        '2024년 9월 출시한 여성 전용 제품으로, 열처리 Lactobacillus crispatus CLT-C12와 CLT-17에 크랜베리 추출물을 더했습니다. 하루 한 캡슐로 간편하며, 임신 준비 중이거나 수유 중인 여성도 약사와 상담 후 섭취할 수 있습니다.',
      'en-US':
        'A women’s product launched in September 2024 that combines heat-killed Lactobacillus crispatus CLT-C12 and CLT-17 with cranberry extract. Just one capsule a day; women who are planning a pregnancy or breastfeeding can take it after consulting a pharmacist.',
      'zh-CN':
        '2024年9月推出的女性专用产品，在热灭活Lactobacillus crispatus CLT-C12与CLT-17基础上添加蔓越莓提取物。每日仅需1粒，备孕或哺乳期女性可在咨询药师后服用。',
      'zh-TW':
        '2024年9月推出的女性專用產品，以熱殺菌Lactobacillus crispatus CLT-C12與CLT-17搭配蔓越莓萃取物。每日只需1粒，備孕或哺乳中的女性可於諮詢藥師後食用。',
      'ja-JP':
        '2024年9月に発売した女性専用製品で、加熱殺菌Lactobacillus crispatus CLT-C12とCLT-17にクランベリーエキスを加えました。1日1カプセルで手軽に続けられ、妊活中・授乳中の方も薬剤師にご相談のうえお召し上がりいただけます。',
    },
    specs: [
      {
        label: label.ingredient,
        value: {
          'ko-KR': '열처리 유산균 CLT-C12·CLT-17, 크랜베리 추출물',
          'en-US': 'Heat-killed CLT-C12 and CLT-17, cranberry extract',
          'zh-CN': '热灭活CLT-C12与CLT-17、蔓越莓提取物',
          'zh-TW': '熱殺菌CLT-C12與CLT-17、蔓越莓萃取物',
          'ja-JP': '加熱殺菌乳酸菌CLT-C12・CLT-17、クランベリーエキス',
        },
      },
      {
        label: label.size,
        value: {
          'ko-KR': '450 mg × 30캡슐 (30일분)',
          'en-US': '450 mg × 30 capsules (30 days)',
          'zh-CN': '450毫克×30粒（30天份）',
          'zh-TW': '450毫克×30粒（30日份）',
          'ja-JP': '450 mg×30カプセル（30日分）',
        },
      },
    ],
    active: true,
    soldInPharmacies: true,
  },
  {
    key: 'pb-biome-barrier-ampoule',
    type: 'pb',
    name: {
      'ko-KR': '셀락티스 바이옴 배리어 앰플',
      'en-US': 'Cellactis Biome Barrier Ampoule',
      'zh-CN': 'Cellactis 微生态屏障安瓶精华',
      'zh-TW': 'Cellactis 微生態屏障安瓶精華',
      'ja-JP': 'セルラクティス バイオーム バリア アンプル',
    },
    summary: {
      'ko-KR': '포스트바이오틱 원료 3종을 고농도로 담아 예민해진 피부 장벽을 되살리는 앰플입니다.',
      'en-US': 'An ampoule packed with three postbiotic ingredients to restore a stressed skin barrier.',
      'zh-CN': '高浓度添加三种后生元原料，修护敏感肌肤屏障的安瓶精华。',
      'zh-TW': '高濃度添加三種後生元原料，修護敏弱肌膚屏障的安瓶精華。',
      'ja-JP': '3種のポストバイオティクス原料を高濃度で配合し、ゆらいだ肌のバリアを立て直すアンプルです。',
    },
    description: {
      'ko-KR':
        'CLT-17 발효 용해물 5%, CLT-31 발효 여과물, CLT-S2 엑소폴리사카라이드를 배합했습니다. 여드름성 피부를 대상으로 한 인체적용시험에서 피부 마이크로바이옴 다양성 회복과 트러블 개선 효과를 확인했으며, 향료와 에탄올을 넣지 않았습니다.',
      'en-US':
        'It combines 5% CLT-17 Ferment Lysate with CLT-31 Ferment Filtrate and CLT-S2 exopolysaccharide. A human study on acne-prone skin confirmed that it restores skin microbiome diversity and reduces breakouts, and it is free of fragrance and ethanol.',
      'zh-CN':
        '含5% CLT-17发酵溶胞物、CLT-31发酵滤液及CLT-S2胞外多糖。针对痘痘肌的人体试验证实，其可恢复皮肤微生物组多样性并改善肌肤问题，不含香精和乙醇。',
      'zh-TW':
        '含5% CLT-17發酵溶解物、CLT-31發酵濾液及CLT-S2胞外多醣。針對痘痘肌的人體試驗證實可恢復肌膚微生物相多樣性並改善肌膚問題，不含香料與乙醇。',
      'ja-JP':
        'CLT-17発酵ライセート5%に、CLT-31発酵ろ過液とCLT-S2菌体外多糖を配合しました。ニキビができやすい肌を対象としたヒト試験で、皮膚マイクロバイオームの多様性の回復と肌荒れの改善が確認されています。香料・エタノール無添加です。',
    },
    specs: [
      {
        label: label.ingredient,
        value: {
          'ko-KR': 'CLT-17 발효 용해물 5%, CLT-31 발효 여과물, CLT-S2 EPS',
          'en-US': 'CLT-17 Ferment Lysate 5%, CLT-31 Ferment Filtrate, CLT-S2 EPS',
          'zh-CN': 'CLT-17发酵溶胞物5%、CLT-31发酵滤液、CLT-S2胞外多糖',
          'zh-TW': 'CLT-17發酵溶解物5%、CLT-31發酵濾液、CLT-S2胞外多醣',
          'ja-JP': 'CLT-17発酵ライセート5%、CLT-31発酵ろ過液、CLT-S2菌体外多糖',
        },
      },
      {
        label: label.size,
        value: { 'ko-KR': '30 mL', 'en-US': '30 mL', 'zh-CN': '30毫升', 'zh-TW': '30毫升', 'ja-JP': '30 mL' },
      },
    ],
    active: true,
    soldInPharmacies: true,
  },
  {
    key: 'pb-gut-synbiotic-stick',
    type: 'pb',
    name: {
      'ko-KR': '셀락티스 장 밸런스 신바이오틱 스틱',
      'en-US': 'Cellactis Gut Balance Synbiotic Stick',
      'zh-CN': 'Cellactis 肠道平衡合生元条',
      'zh-TW': 'Cellactis 腸道平衡合生元條',
      'ja-JP': 'セルラクティス 腸バランス シンバイオティクス スティック',
    },
    summary: {
      'ko-KR': '열처리 유산균 CLT-08에 프리바이오틱 식이섬유를 더한 신바이오틱 스틱입니다.',
      'en-US': 'A synbiotic stick that pairs heat-killed CLT-08 with prebiotic fibre.',
      'zh-CN': '在热灭活CLT-08中添加益生元膳食纤维的合生元条。',
      'zh-TW': '在熱殺菌CLT-08中添加益生元膳食纖維的合生元條。',
      'ja-JP': '加熱殺菌乳酸菌CLT-08にプレバイオティクス食物繊維を加えたシンバイオティクス スティックです。',
    },
    description: {
      'ko-KR':
        '2025년 9월 출시된 제품으로, 배변 활동 인체적용시험을 거친 CLT-08과 프락토올리고당, 차전자피 식이섬유를 함께 담았습니다. 물에 잘 녹는 레몬 맛 분말이라 아침 물 한 잔에 타서 마시기 좋습니다.',
      'en-US':
        'Launched in September 2025, it combines CLT-08, tested in a human trial on bowel regularity, with fructooligosaccharides and psyllium husk fibre. The lemon-flavoured powder dissolves easily, so it is ideal stirred into a glass of water in the morning.',
      'zh-CN':
        '2025年9月上市，将经排便功能人体试验验证的CLT-08与低聚果糖、车前子壳膳食纤维相结合。柠檬味粉末易溶于水，早晨冲一杯饮用十分方便。',
      'zh-TW':
        '2025年9月上市，將經排便順暢人體試驗驗證的CLT-08與果寡糖、洋車前子殼膳食纖維結合。檸檬風味粉末易溶於水，早晨泡一杯飲用相當方便。',
      'ja-JP':
        '2025年9月に発売した製品で、便通に関するヒト試験を経たCLT-08に、フラクトオリゴ糖とサイリウムハスク食物繊維を組み合わせました。水に溶けやすいレモン味のパウダーなので、朝の一杯の水に溶かして手軽に飲めます。',
    },
    specs: [
      {
        label: label.ingredient,
        value: {
          'ko-KR': '열처리 유산균 CLT-08, 프락토올리고당, 차전자피',
          'en-US': 'Heat-killed CLT-08, fructooligosaccharides, psyllium husk',
          'zh-CN': '热灭活CLT-08、低聚果糖、车前子壳',
          'zh-TW': '熱殺菌CLT-08、果寡糖、洋車前子殼',
          'ja-JP': '加熱殺菌乳酸菌CLT-08、フラクトオリゴ糖、サイリウムハスク',
        },
      },
      {
        label: label.size,
        value: {
          'ko-KR': '5 g × 30포 (30일분)',
          'en-US': '5 g × 30 sticks (30 days)',
          'zh-CN': '5克×30条（30天份）',
          'zh-TW': '5公克×30條（30日份）',
          'ja-JP': '5 g×30包（30日分）',
        },
      },
      {
        label: label.intake,
        value: {
          'ko-KR': '1일 1회, 1포를 물 200 mL에 타서 섭취',
          'en-US': 'One stick a day, mixed into 200 mL of water',
          'zh-CN': '每日1次，每次1条，用200毫升水冲服',
          'zh-TW': '每日1次，每次1條，以200毫升水沖泡飲用',
          'ja-JP': '1日1回、1包を水200 mLに溶かしてお召し上がりください',
        },
      },
    ],
    active: true,
    soldInPharmacies: true,
  },
  {
    key: 'pb-original-postbiotic-powder',
    type: 'pb',
    name: {
      'ko-KR': '셀락티스 포스트바이오틱 파우더',
      'en-US': 'Cellactis Postbiotic Powder',
      'zh-CN': 'Cellactis 后生元粉',
      'zh-TW': 'Cellactis 後生元粉',
      'ja-JP': 'セルラクティス ポストバイオティクス パウダー',
    },
    summary: {
      'ko-KR': '2018년 선보인 셀락티스의 첫 자체 제품으로, 현재는 판매를 마쳤습니다.',
      'en-US': 'Cellactis’s first own product, introduced in 2018 and now discontinued.',
      'zh-CN': 'Cellactis于2018年推出的首款自有产品，现已停售。',
      'zh-TW': 'Cellactis於2018年推出的首款自有產品，現已停售。',
      'ja-JP': '2018年に登場したセルラクティス初の自社製品で、現在は販売を終了しています。',
    },
    description: {
      'ko-KR':
        '열처리 CLT-17 분말을 계량 스푼으로 덜어 먹는 용기형 제품이었습니다. 휴대성과 정량 섭취에 대한 고객 의견을 반영해 2021년 3월 데일리 포스트바이오틱 스틱으로 전환하며 판매를 종료했습니다.',
      'en-US':
        'A jar of heat-killed CLT-17 powder taken with a measuring scoop. In response to customer feedback on portability and accurate dosing, it was replaced by the Daily Postbiotic Stick in March 2021.',
      'zh-CN':
        '以量勺取用的罐装热灭活CLT-17粉末产品。根据顾客对便携性和定量摄取的反馈，于2021年3月由每日后生元条取代并停止销售。',
      'zh-TW':
        '以量匙取用的罐裝熱殺菌CLT-17粉末產品。依據顧客對攜帶性與定量攝取的意見，於2021年3月由每日後生元條取代並停止販售。',
      'ja-JP':
        '加熱殺菌CLT-17パウダーを計量スプーンで取り分けるボトルタイプの製品でした。携帯性と定量摂取に関するお客さまの声を受け、2021年3月にデイリーポストバイオティクス スティックへ切り替えて販売を終了しました。',
    },
    specs: [
      {
        label: label.size,
        value: {
          'ko-KR': '100 g (약 50일분)',
          'en-US': '100 g (about 50 days)',
          'zh-CN': '100克（约50天份）',
          'zh-TW': '100公克（約50日份）',
          'ja-JP': '100 g（約50日分）',
        },
      },
      {
        label: label.status,
        value: {
          'ko-KR': '2021년 3월 단종',
          'en-US': 'Discontinued in March 2021',
          'zh-CN': '2021年3月停产',
          'zh-TW': '2021年3月停產',
          'ja-JP': '2021年3月に販売終了',
        },
      },
    ],
    active: false,
    soldInPharmacies: false,
  },
  {
    key: 'pb-kids-postbiotic-jelly',
    type: 'pb',
    name: {
      'ko-KR': '셀락티스 키즈 포스트바이오틱 젤리',
      'en-US': 'Cellactis Kids Postbiotic Jelly',
      'zh-CN': 'Cellactis 儿童后生元果冻',
      'zh-TW': 'Cellactis 兒童後生元果凍',
      'ja-JP': 'セルラクティス キッズ ポストバイオティクス ゼリー',
    },
    summary: {
      'ko-KR': '짜 먹는 어린이용 포스트바이오틱 젤리로, 키즈 츄어블로 대체되어 판매를 마쳤습니다.',
      'en-US': 'A squeezable postbiotic jelly for children, since replaced by the Kids Chewable.',
      'zh-CN': '吸食型儿童后生元果冻，已由儿童咀嚼片取代并停售。',
      'zh-TW': '吸食型兒童後生元果凍，已由兒童咀嚼錠取代並停售。',
      'ja-JP': '子ども向けのパウチ入りポストバイオティクスゼリーで、キッズチュアブルへの切り替えに伴い販売を終了しました。',
    },
    description: {
      'ko-KR':
        '2020년부터 2024년까지 판매된 파우치형 젤리로, 한 포에 열처리 CLT-17 5,000억 셀을 담았습니다. 당류를 줄이고 휴대성을 높인 키즈 포스트바이오틱 츄어블이 2024년 11월 출시되면서 단종되었습니다.',
      'en-US':
        'A pouch jelly sold from 2020 to 2024, with 500 billion heat-killed CLT-17 cells per pouch. It was discontinued when the lower-sugar, more portable Kids Postbiotic Chewable was launched in November 2024.',
      'zh-CN':
        '2020年至2024年销售的袋装果冻，每袋含5000亿个热灭活CLT-17。随着低糖、更便携的儿童后生元咀嚼片于2024年11月上市而停产。',
      'zh-TW':
        '2020年至2024年販售的袋裝果凍，每包含5000億個熱殺菌CLT-17。隨著低糖、更便於攜帶的兒童後生元咀嚼錠於2024年11月上市而停產。',
      'ja-JP':
        '2020年から2024年まで販売したパウチ入りゼリーで、1包に加熱殺菌CLT-17を5,000億個配合していました。糖類を抑えて携帯性を高めたキッズ ポストバイオティクス チュアブルが2024年11月に発売されたことに伴い、販売を終了しました。',
    },
    specs: [
      {
        label: label.size,
        value: {
          'ko-KR': '20 g × 30포',
          'en-US': '20 g × 30 pouches',
          'zh-CN': '20克×30袋',
          'zh-TW': '20公克×30包',
          'ja-JP': '20 g×30包',
        },
      },
      {
        label: label.status,
        value: {
          'ko-KR': '2024년 11월 단종',
          'en-US': 'Discontinued in November 2024',
          'zh-CN': '2024年11月停产',
          'zh-TW': '2024年11月停產',
          'ja-JP': '2024年11月に販売終了',
        },
      },
    ],
    active: false,
    soldInPharmacies: false,
  },
]

const relatedProducts: SeedProduct[] = [
  {
    key: 'related-lumiere-biome-toner',
    type: 'related',
    name: {
      'ko-KR': '루미에르랩 바이옴 리페어 토너',
      'en-US': 'Lumière Lab Biome Repair Toner',
      'zh-CN': '露米埃尔实验室 微生态修护爽肤水',
      'zh-TW': '露米埃爾實驗室 微生態修護化妝水',
      'ja-JP': 'ルミエールラボ バイオーム リペア トナー',
    },
    summary: {
      'ko-KR': 'CLT-17 발효 용해물을 담은 루미에르랩의 베스트셀러 토너입니다.',
      'en-US': 'Lumière Lab’s best-selling toner, formulated with CLT-17 Ferment Lysate.',
      'zh-CN': '添加CLT-17发酵溶胞物的露米埃尔实验室畅销爽肤水。',
      'zh-TW': '添加CLT-17發酵溶解物的露米埃爾實驗室熱銷化妝水。',
      'ja-JP': 'CLT-17発酵ライセートを配合した、ルミエールラボのベストセラー化粧水です。',
    },
    description: {
      'ko-KR':
        '셀락티스의 화장품용 CLT-17 발효 용해물을 3% 배합해 세안 직후 당기는 피부에 수분 장벽을 채워 줍니다. 2022년 출시 이후 국내 온라인 스킨케어 토너 부문 상위권을 지키고 있습니다.',
      'en-US':
        'With 3% of Cellactis’s cosmetic-grade CLT-17 Ferment Lysate, it replenishes the moisture barrier of skin that feels tight after cleansing. Since its 2022 launch it has consistently ranked near the top of Korea’s online toner category.',
      'zh-CN':
        '添加3%的Cellactis化妆品级CLT-17发酵溶胞物，为洁面后紧绷的肌肤补充水分屏障。自2022年上市以来，持续位居韩国线上爽肤水品类前列。',
      'zh-TW':
        '添加3%的Cellactis化妝品級CLT-17發酵溶解物，為洗臉後緊繃的肌膚補足水分屏障。自2022年上市以來，持續名列韓國線上化妝水類別前段班。',
      'ja-JP':
        'セルラクティスの化粧品グレードCLT-17発酵ライセートを3%配合し、洗顔後につっぱる肌にうるおいのバリアを与えます。2022年の発売以来、韓国のオンライン化粧水部門で上位を維持しています。',
    },
    specs: [
      {
        label: label.brand,
        value: {
          'ko-KR': '루미에르랩',
          'en-US': 'Lumière Lab',
          'zh-CN': '露米埃尔实验室',
          'zh-TW': '露米埃爾實驗室',
          'ja-JP': 'ルミエールラボ',
        },
      },
      {
        label: label.cellactis,
        value: {
          'ko-KR': 'CLT-17 발효 용해물 3%',
          'en-US': 'CLT-17 Ferment Lysate 3%',
          'zh-CN': 'CLT-17发酵溶胞物3%',
          'zh-TW': 'CLT-17發酵溶解物3%',
          'ja-JP': 'CLT-17発酵ライセート3%',
        },
      },
      {
        label: label.size,
        value: { 'ko-KR': '200 mL', 'en-US': '200 mL', 'zh-CN': '200毫升', 'zh-TW': '200毫升', 'ja-JP': '200 mL' },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'related-dermaroot-barrier-cream',
    type: 'related',
    name: {
      'ko-KR': '더마루트 시카 바이옴 배리어 크림',
      'en-US': 'Dermaroot Cica Biome Barrier Cream',
      'zh-CN': '德玛路特 积雪草微生态屏障面霜',
      'zh-TW': '德瑪路特 積雪草微生態屏障乳霜',
      'ja-JP': 'ダーマルート シカ バイオーム バリアクリーム',
    },
    summary: {
      'ko-KR': 'CLT-31 발효 여과물과 병풀 추출물을 담은 더마루트의 진정 장벽 크림입니다.',
      'en-US': 'Dermaroot’s soothing barrier cream with CLT-31 Ferment Filtrate and centella extract.',
      'zh-CN': '含CLT-31发酵滤液与积雪草提取物的德玛路特舒缓屏障面霜。',
      'zh-TW': '含CLT-31發酵濾液與積雪草萃取物的德瑪路特舒緩屏障乳霜。',
      'ja-JP': 'CLT-31発酵ろ過液とツボクサエキスを配合した、ダーマルートの鎮静バリアクリームです。',
    },
    description: {
      'ko-KR':
        '피부과 테스트를 거친 더마루트의 대표 크림으로, 셀락티스의 CLT-31 발효 여과물이 필라그린 합성을 도와 건조하고 민감한 피부의 장벽을 단단하게 합니다. 국내 약국과 드럭스토어에서 판매되고 있습니다.',
      'en-US':
        'Dermaroot’s dermatologist-tested signature cream, in which Cellactis’s CLT-31 Ferment Filtrate supports filaggrin synthesis to reinforce the barrier of dry, sensitive skin. It is sold in pharmacies and drugstores across Korea.',
      'zh-CN':
        '德玛路特经皮肤科测试的明星面霜，Cellactis的CLT-31发酵滤液可促进丝聚蛋白合成，强化干燥敏感肌的屏障。在韩国药店及药妆店均有销售。',
      'zh-TW':
        '德瑪路特經皮膚科測試的招牌乳霜，Cellactis的CLT-31發酵濾液可促進絲聚蛋白合成，強化乾燥敏感肌的屏障。於韓國藥局與藥妝店販售。',
      'ja-JP':
        '皮膚科テスト済みのダーマルートの看板クリームで、セルラクティスのCLT-31発酵ろ過液がフィラグリンの合成を助け、乾燥・敏感肌のバリアを強くします。韓国の薬局やドラッグストアで販売されています。',
    },
    specs: [
      {
        label: label.brand,
        value: {
          'ko-KR': '더마루트',
          'en-US': 'Dermaroot',
          'zh-CN': '德玛路特',
          'zh-TW': '德瑪路特',
          'ja-JP': 'ダーマルート',
        },
      },
      {
        label: label.cellactis,
        value: {
          'ko-KR': 'CLT-31 발효 여과물',
          'en-US': 'CLT-31 Ferment Filtrate',
          'zh-CN': 'CLT-31发酵滤液',
          'zh-TW': 'CLT-31發酵濾液',
          'ja-JP': 'CLT-31発酵ろ過液',
        },
      },
      {
        label: label.size,
        value: { 'ko-KR': '50 mL', 'en-US': '50 mL', 'zh-CN': '50毫升', 'zh-TW': '50毫升', 'ja-JP': '50 mL' },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'related-greenday-kids-gummy',
    type: 'related',
    name: {
      'ko-KR': '그린데이 뉴트리션 키즈 포스트바이오틱스 구미',
      'en-US': 'Greenday Nutrition Kids Postbiotics Gummy',
      'zh-CN': '绿日营养 儿童后生元软糖',
      'zh-TW': '綠日營養 兒童後生元軟糖',
      'ja-JP': 'グリーンデイ・ニュートリション キッズ ポストバイオティクス グミ',
    },
    summary: {
      'ko-KR': '열처리 CLT-17을 담아 상온에서도 균체 수가 유지되는 어린이 구미입니다.',
      'en-US': 'Children’s gummies with heat-killed CLT-17 that keep their cell count at room temperature.',
      'zh-CN': '含热灭活CLT-17、常温下也能保持菌体数的儿童软糖。',
      'zh-TW': '含熱殺菌CLT-17、常溫下也能維持菌體數的兒童軟糖。',
      'ja-JP': '加熱殺菌CLT-17を配合し、常温でも菌体数が保たれる子ども向けグミです。',
    },
    description: {
      'ko-KR':
        '살아 있는 유산균으로는 만들기 어려운 고온 성형 구미 제형에 열처리 CLT-17을 적용했습니다. 그린데이 뉴트리션과 셀락티스가 2023년부터 공동 개발했으며, 사과와 포도 두 가지 맛으로 판매되고 있습니다.',
      'en-US':
        'Heat-killed CLT-17 makes possible a hot-moulded gummy format that is hard to achieve with live bacteria. Co-developed by Greenday Nutrition and Cellactis from 2023, it comes in apple and grape flavours.',
      'zh-CN':
        '将热灭活CLT-17应用于活菌难以实现的高温成型软糖剂型。由绿日营养与Cellactis自2023年起共同开发，有苹果和葡萄两种口味。',
      'zh-TW':
        '將熱殺菌CLT-17應用於活菌難以實現的高溫成型軟糖劑型。由綠日營養與Cellactis自2023年起共同開發，推出蘋果與葡萄兩種口味。',
      'ja-JP':
        '生菌では難しい高温成形のグミ剤形に、加熱殺菌CLT-17を採用しました。グリーンデイ・ニュートリションとセルラクティスが2023年から共同開発し、りんご味とぶどう味の2種類で販売されています。',
    },
    specs: [
      {
        label: label.brand,
        value: {
          'ko-KR': '그린데이 뉴트리션',
          'en-US': 'Greenday Nutrition',
          'zh-CN': '绿日营养',
          'zh-TW': '綠日營養',
          'ja-JP': 'グリーンデイ・ニュートリション',
        },
      },
      {
        label: label.cellactis,
        value: {
          'ko-KR': '열처리 유산균 CLT-17',
          'en-US': 'Heat-killed CLT-17',
          'zh-CN': '热灭活CLT-17',
          'zh-TW': '熱殺菌CLT-17',
          'ja-JP': '加熱殺菌乳酸菌CLT-17',
        },
      },
      {
        label: label.size,
        value: {
          'ko-KR': '4 g × 30개',
          'en-US': '4 g × 30 gummies',
          'zh-CN': '4克×30粒',
          'zh-TW': '4公克×30顆',
          'ja-JP': '4 g×30粒',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
  {
    key: 'related-mizuha-essence-lotion',
    type: 'related',
    name: {
      'ko-KR': '미즈하 포스트바이오 에센스 로션',
      'en-US': 'Mizuha Postbio Essence Lotion',
      'zh-CN': '水叶 后生元精华水',
      'zh-TW': '水葉 後生元精華露',
      'ja-JP': 'ミズハ ポストバイオ エッセンスローション',
    },
    summary: {
      'ko-KR': '일본 화장품 브랜드 미즈하가 CLT-17 발효 용해물로 만든 에센스 로션입니다.',
      'en-US': 'An essence lotion made by Japanese cosmetics brand Mizuha with CLT-17 Ferment Lysate.',
      'zh-CN': '日本化妆品品牌水叶采用CLT-17发酵溶胞物打造的精华水。',
      'zh-TW': '日本化妝品牌水葉採用CLT-17發酵溶解物打造的精華露。',
      'ja-JP': '日本の化粧品ブランド、ミズハがCLT-17発酵ライセートで仕上げたエッセンスローションです。',
    },
    description: {
      'ko-KR':
        '2023년 11월 체결한 원료 공급 계약에 따라 개발된 제품으로, 2024년 봄 일본 전국 드럭스토어에 출시되었습니다. 가벼운 텍스처에 쌀 발효액과 CLT-17 발효 용해물을 더해 건조한 계절에도 촉촉함이 오래갑니다.',
      'en-US':
        'Developed under the ingredient supply agreement signed in November 2023, it reached drugstores across Japan in spring 2024. Its light texture combines rice ferment with CLT-17 Ferment Lysate for lasting moisture even in dry seasons.',
      'zh-CN':
        '依据2023年11月签订的原料供应协议开发，于2024年春季在日本全国药妆店上市。质地轻盈，融合大米发酵液与CLT-17发酵溶胞物，干燥季节也能长效保湿。',
      'zh-TW':
        '依據2023年11月簽訂的原料供應合約開發，於2024年春季在日本全國藥妝店上市。質地輕盈，結合米發酵液與CLT-17發酵溶解物，乾燥季節也能長效保濕。',
      'ja-JP':
        '2023年11月に締結した原料供給契約に基づいて開発され、2024年春に日本全国のドラッグストアで発売されました。軽やかなテクスチャーに米発酵液とCLT-17発酵ライセートを組み合わせ、乾燥する季節にもうるおいが長続きします。',
    },
    specs: [
      {
        label: label.brand,
        value: {
          'ko-KR': '미즈하 (일본)',
          'en-US': 'Mizuha (Japan)',
          'zh-CN': '水叶（日本）',
          'zh-TW': '水葉（日本）',
          'ja-JP': 'ミズハ（日本）',
        },
      },
      {
        label: label.cellactis,
        value: {
          'ko-KR': 'CLT-17 발효 용해물',
          'en-US': 'CLT-17 Ferment Lysate',
          'zh-CN': 'CLT-17发酵溶胞物',
          'zh-TW': 'CLT-17發酵溶解物',
          'ja-JP': 'CLT-17発酵ライセート',
        },
      },
    ],
    active: true,
    soldInPharmacies: false,
  },
]

export const products: SeedProduct[] = [...materials, ...ownProducts, ...relatedProducts]
