import type { SeedPatent } from './types'

/**
 * The patent portfolio. The three Korean strain patents (CLT-17, CLT-08, CLT-23) are the "3 core strain patents"
 * of the headline figures; the other entries are process and use patents and filings abroad.
 */
export const patents: SeedPatent[] = [
  {
    categoryKey: 'patent-strain',
    title: {
      'ko-KR': '장 점막 장벽 강화 활성을 갖는 락토바실러스 플란타럼 CLT-17 균주 및 그 용도',
      'en-US': 'Lactobacillus plantarum CLT-17 strain having intestinal barrier-enhancing activity and use thereof',
      'zh-CN': '具有增强肠黏膜屏障活性的植物乳杆菌CLT-17菌株及其用途',
      'zh-TW': '具有強化腸黏膜屏障活性之植物乳桿菌CLT-17菌株及其用途',
      'ja-JP': '腸管粘膜バリア強化活性を有するラクトバチルス・プランタルムCLT-17株及びその用途',
    },
    summary: {
      'ko-KR':
        '전통 묵은지에서 분리한 CLT-17 균주와, 그 생균·사균체가 장 상피세포의 밀착연접 단백질 발현을 높여 장 점막 장벽을 강화하는 용도를 보호하는 셀락티스의 첫 번째 핵심 균주 특허입니다.',
      'en-US':
        'Our first core strain patent. It protects the CLT-17 strain isolated from traditional aged kimchi and the use of its live and heat-killed cells to strengthen the intestinal barrier by increasing tight-junction protein expression in gut epithelial cells.',
      'zh-CN':
        'Cellactis的第一项核心菌株专利，保护从韩国传统陈年泡菜中分离的CLT-17菌株，以及其活菌和灭活菌体通过提高肠上皮细胞紧密连接蛋白表达来强化肠黏膜屏障的用途。',
      'zh-TW':
        'Cellactis的第一項核心菌株專利，保護自韓國傳統陳年泡菜分離的CLT-17菌株，以及其活菌與死菌體藉由提高腸上皮細胞緊密連接蛋白表現以強化腸黏膜屏障的用途。',
      'ja-JP':
        'セルラクティス初のコア菌株特許で、伝統的な熟成キムチから分離したCLT-17株と、その生菌・死菌体が腸上皮細胞のタイトジャンクションタンパク質の発現を高めて腸管バリアを強化する用途を保護しています。',
    },
    applicationNumber: '10-2015-0113842',
    registrationNumber: '10-1742358',
    filedAt: '2015-08-12',
    registeredAt: '2017-05-19',
    status: 'registered',
    office: 'KR',
  },
  {
    categoryKey: 'patent-strain',
    title: {
      'ko-KR': '배변 활동 개선 효능을 갖는 락토바실러스 람노서스 CLT-08 균주 및 이를 포함하는 조성물',
      'en-US': 'Lactobacillus rhamnosus CLT-08 strain for improving bowel movement and composition comprising the same',
      'zh-CN': '具有改善排便功效的鼠李糖乳杆菌CLT-08菌株及包含该菌株的组合物',
      'zh-TW': '具有改善排便功效之鼠李糖乳桿菌CLT-08菌株及包含其之組成物',
      'ja-JP': '便通改善効果を有するラクトバチルス・ラムノサスCLT-08株及びそれを含む組成物',
    },
    summary: {
      'ko-KR':
        '발효유에서 분리한 CLT-08 균주가 장 운동성을 높이고 배변 횟수를 늘리는 효능을 보호합니다. 열처리 사균체 형태의 조성물까지 권리 범위에 포함한 두 번째 핵심 균주 특허입니다.',
      'en-US':
        'Protects the CLT-08 strain, isolated from fermented milk, and its ability to increase gut motility and bowel movement frequency. Our second core strain patent, its claims extend to compositions containing the heat-killed cells.',
      'zh-CN':
        '保护从发酵乳中分离的CLT-08菌株提高肠道蠕动、增加排便次数的功效。作为第二项核心菌株专利，其权利范围涵盖热灭活菌体形态的组合物。',
      'zh-TW':
        '保護自發酵乳分離的CLT-08菌株提升腸道蠕動、增加排便次數的功效。作為第二項核心菌株專利，權利範圍涵蓋熱殺菌死菌體形態的組成物。',
      'ja-JP':
        '発酵乳から分離したCLT-08株が腸の運動性を高め、排便回数を増やす効果を保護します。加熱殺菌した死菌体の組成物まで権利範囲に含む、2件目のコア菌株特許です。',
    },
    applicationNumber: '10-2020-0019764',
    registrationNumber: '10-2301547',
    filedAt: '2020-02-18',
    registeredAt: '2021-09-07',
    status: 'registered',
    office: 'KR',
  },
  {
    categoryKey: 'patent-strain',
    title: {
      'ko-KR': '면역 조절 활성을 갖는 락토바실러스 파라카제이 CLT-23 균주 및 그 용도',
      'en-US': 'Lactobacillus paracasei CLT-23 strain having immunomodulatory activity and use thereof',
      'zh-CN': '具有免疫调节活性的副干酪乳杆菌CLT-23菌株及其用途',
      'zh-TW': '具有免疫調節活性之副乾酪乳桿菌CLT-23菌株及其用途',
      'ja-JP': '免疫調節活性を有するラクトバチルス・パラカゼイCLT-23株及びその用途',
    },
    summary: {
      'ko-KR':
        '신생아 분변에서 분리한 CLT-23 균주가 대식세포와 NK세포를 활성화해 면역력을 높이는 용도를 보호합니다. 이 특허 등록으로 셀락티스는 세 건의 핵심 균주 특허를 모두 확보했습니다.',
      'en-US':
        'Protects the CLT-23 strain, isolated from infant faeces, and its use in boosting immunity by activating macrophages and NK cells. With this registration Cellactis completed its set of three core strain patents.',
      'zh-CN':
        '保护从新生儿粪便中分离的CLT-23菌株通过激活巨噬细胞和NK细胞提升免疫力的用途。随着该专利获得授权，Cellactis三项核心菌株专利全部到位。',
      'zh-TW':
        '保護自新生兒糞便分離的CLT-23菌株藉由活化巨噬細胞與NK細胞提升免疫力的用途。此專利獲證後，Cellactis三項核心菌株專利全數到位。',
      'ja-JP':
        '新生児の糞便から分離したCLT-23株がマクロファージとNK細胞を活性化し、免疫力を高める用途を保護します。この登録により、セルラクティスは3件のコア菌株特許をすべて確保しました。',
    },
    applicationNumber: '10-2019-0039127',
    registrationNumber: '10-2412876',
    filedAt: '2019-04-03',
    registeredAt: '2022-06-14',
    status: 'registered',
    office: 'KR',
  },
  {
    categoryKey: 'patent-strain',
    title: {
      'ko-KR': '열처리 락토바실러스 플란타럼 CLT-17 사균체를 포함하는 장 장벽 개선용 조성물 (일본)',
      'en-US':
        'Composition comprising heat-killed Lactobacillus plantarum CLT-17 for improving intestinal barrier function (Japan)',
      'zh-CN': '包含热灭活植物乳杆菌CLT-17菌体的肠道屏障改善用组合物（日本）',
      'zh-TW': '包含熱殺菌植物乳桿菌CLT-17菌體之腸道屏障改善用組成物（日本）',
      'ja-JP': '加熱殺菌ラクトバチルス・プランタルムCLT-17菌体を含む腸管バリア機能改善用組成物（日本）',
    },
    summary: {
      'ko-KR':
        '그램당 7.5조 셀 수준의 열처리 CLT-17 사균체를 유효성분으로 하는 장 장벽 개선 조성물을 일본에서 등록한 특허로, 일본 원료 수출의 기반이 되었습니다.',
      'en-US':
        'Registered in Japan, this patent covers intestinal barrier compositions whose active ingredient is heat-killed CLT-17 at around 7.5 trillion cells per gram, and underpins our ingredient exports to Japan.',
      'zh-CN':
        '在日本获得授权的专利，涵盖以每克约7.5万亿个热灭活CLT-17菌体为有效成分的肠道屏障改善组合物，为对日原料出口奠定了基础。',
      'zh-TW': '於日本獲證的專利，涵蓋以每公克約7.5兆個熱殺菌CLT-17菌體為有效成分的腸道屏障改善組成物，奠定對日原料外銷的基礎。',
      'ja-JP':
        '1gあたり約7.5兆個の加熱殺菌CLT-17菌体を有効成分とする腸管バリア改善組成物について日本で登録された特許で、日本向け原料輸出の基盤となっています。',
    },
    applicationNumber: '2021-117406',
    registrationNumber: 'JP 7372915',
    filedAt: '2021-07-15',
    registeredAt: '2023-10-24',
    status: 'registered',
    office: 'JP',
  },
  {
    categoryKey: 'patent-strain',
    title: {
      'ko-KR': '열처리 락토바실러스 플란타럼 CLT-17 사균체를 포함하는 장 장벽 개선용 조성물 (미국)',
      'en-US': 'Composition comprising heat-killed Lactobacillus plantarum CLT-17 for improving intestinal barrier function (US)',
      'zh-CN': '包含热灭活植物乳杆菌CLT-17菌体的肠道屏障改善用组合物（美国）',
      'zh-TW': '包含熱殺菌植物乳桿菌CLT-17菌體之腸道屏障改善用組成物（美國）',
      'ja-JP': '加熱殺菌ラクトバチルス・プランタルムCLT-17菌体を含む腸管バリア機能改善用組成物（米国）',
    },
    summary: {
      'ko-KR':
        '일본 특허와 같은 한국 출원을 우선권으로 삼아 미국에 출원해 등록된 특허입니다. 북미 건강기능식품·식이보충제 시장에서 CLT-17 원료를 공급할 수 있는 권리를 확보했습니다.',
      'en-US':
        'Granted in the United States on an application claiming priority from the same Korean filing as the Japanese patent, it secures our right to supply CLT-17 to the North American dietary supplement market.',
      'zh-CN':
        '以与日本专利相同的韩国申请为优先权在美国提出申请并获得授权的专利，确保了向北美膳食补充剂市场供应CLT-17原料的权利。',
      'zh-TW':
        '以與日本專利相同的韓國申請案主張優先權、於美國提出申請並獲證的專利，確保了向北美膳食補充品市場供應CLT-17原料的權利。',
      'ja-JP':
        '日本特許と同じ韓国出願を基礎に優先権を主張して米国に出願し、登録された特許です。北米のダイエタリーサプリメント市場にCLT-17原料を供給する権利を確保しました。',
    },
    applicationNumber: '17/355,218',
    registrationNumber: 'US 12,006,843',
    filedAt: '2021-06-22',
    registeredAt: '2024-06-11',
    status: 'registered',
    office: 'US',
  },
  {
    categoryKey: 'patent-process',
    title: {
      'ko-KR': '그램당 7.5조 셀 이상의 고밀도 열처리 유산균 분말 제조 방법',
      'en-US':
        'Method for producing high-density heat-killed lactic acid bacteria powder with at least 7.5 trillion cells per gram',
      'zh-CN': '每克7.5万亿个以上高密度热灭活乳酸菌粉末的制备方法',
      'zh-TW': '每公克7.5兆個以上高密度熱殺菌乳酸菌粉末之製造方法',
      'ja-JP': '1gあたり7.5兆個以上の高密度加熱殺菌乳酸菌粉末の製造方法',
    },
    summary: {
      'ko-KR':
        '고농도 유가배양, 단계적 열처리, 균체 응집을 막는 분산 공정을 결합해 그램당 7.5조 셀 이상의 사균체 분말을 만드는 공법입니다. 셀락티스 원료 품질의 기준이 되는 기술입니다.',
      'en-US':
        'Combines high-density fed-batch culture, stepwise heat treatment and a dispersion step that prevents cell clumping to produce powder with more than 7.5 trillion heat-killed cells per gram. It is the benchmark behind the quality of every Cellactis ingredient.',
      'zh-CN':
        '结合高密度补料分批培养、分段热处理及防止菌体聚集的分散工艺，制成每克含7.5万亿个以上灭活菌体的粉末，是Cellactis原料品质的基准技术。',
      'zh-TW':
        '結合高密度饋料批次培養、分段熱處理及防止菌體凝集的分散製程，製成每公克含7.5兆個以上死菌體的粉末，是Cellactis原料品質的基準技術。',
      'ja-JP':
        '高密度流加培養、段階的な加熱処理、菌体の凝集を防ぐ分散工程を組み合わせ、1gあたり7.5兆個以上の死菌体パウダーを製造する技術です。セルラクティス原料の品質を支える基盤技術です。',
    },
    applicationNumber: '10-2018-0053216',
    registrationNumber: '10-2091734',
    filedAt: '2018-05-09',
    registeredAt: '2020-03-16',
    status: 'registered',
    office: 'KR',
  },
  {
    categoryKey: 'patent-process',
    title: {
      'ko-KR': '초음파 및 효소 복합 처리를 이용한 유산균 균체 용해물의 제조 방법',
      'en-US': 'Method for preparing a lactic acid bacteria lysate using combined ultrasonic and enzymatic treatment',
      'zh-CN': '利用超声波与酶复合处理制备乳酸菌菌体裂解物的方法',
      'zh-TW': '利用超音波與酵素複合處理製備乳酸菌菌體溶解物之方法',
      'ja-JP': '超音波及び酵素の複合処理を用いた乳酸菌体ライセートの製造方法',
    },
    summary: {
      'ko-KR':
        '초음파 파쇄와 라이소자임 처리를 순차 적용해 세포벽 성분을 고르게 얻는 용해 공법입니다. 비피더스 균체 용해물 CLT-B5와 화장품용 CLT-17 발효 용해물 생산에 쓰입니다.',
      'en-US':
        'A lysis process that applies ultrasonic disruption and lysozyme treatment in sequence to obtain an even yield of cell-wall components. It is used to make the Bifidobacterium longum CLT-B5 Lysate and the cosmetic-grade CLT-17 Ferment Lysate.',
      'zh-CN':
        '依次进行超声波破碎与溶菌酶处理、均匀获取细胞壁成分的裂解工艺，用于生产长双歧杆菌CLT-B5裂解物和化妆品级CLT-17发酵溶胞物。',
      'zh-TW':
        '依序進行超音波破碎與溶菌酶處理、均勻取得細胞壁成分的溶解製程，用於生產長雙歧桿菌CLT-B5溶解物與化妝品級CLT-17發酵溶解物。',
      'ja-JP':
        '超音波破砕とリゾチーム処理を順に行い、細胞壁成分を均一に得る溶解技術です。ビフィズス菌ライセートCLT-B5と化粧品グレードのCLT-17発酵ライセートの製造に用いられています。',
    },
    applicationNumber: '10-2020-0160483',
    registrationNumber: '10-2396215',
    filedAt: '2020-11-25',
    registeredAt: '2022-05-10',
    status: 'registered',
    office: 'KR',
  },
  {
    categoryKey: 'patent-process',
    title: {
      'ko-KR': '2단계 유가배양을 이용한 고밀도 열처리 유산균의 생산 방법 (중국)',
      'en-US': 'Method for producing high-density heat-killed lactic acid bacteria using two-stage fed-batch culture (China)',
      'zh-CN': '利用两阶段补料分批培养生产高密度热灭活乳酸菌的方法（中国）',
      'zh-TW': '利用兩階段饋料批次培養生產高密度熱殺菌乳酸菌之方法（中國）',
      'ja-JP': '2段階流加培養を用いた高密度加熱殺菌乳酸菌の生産方法（中国）',
    },
    summary: {
      'ko-KR':
        '음성 제2공장의 대형 발효조에 맞춰 개량한 2단계 유가배양 공정으로, 배양 시간을 20% 줄이면서 같은 균체 밀도를 얻습니다. 중국 현지 생산 협력을 위해 출원했습니다.',
      'en-US':
        'An improved two-stage fed-batch process developed for the large fermenters of the second Eumseong plant, reaching the same cell density with 20% less culture time. It was filed to support production partnerships in China.',
      'zh-CN':
        '针对阴城第二工厂大型发酵罐改良的两阶段补料分批培养工艺，在达到相同菌体密度的同时将培养时间缩短20%，为开展中国本地生产合作而提交申请。',
      'zh-TW':
        '針對陰城第二工廠大型發酵槽改良的兩階段饋料批次培養製程，在取得相同菌體密度的同時將培養時間縮短20%，為推動中國當地生產合作而提出申請。',
      'ja-JP':
        '陰城第2工場の大型発酵槽に合わせて改良した2段階流加培養プロセスで、同じ菌体密度を得ながら培養時間を20%短縮します。中国での現地生産協力に向けて出願しました。',
    },
    applicationNumber: '202310214587.3',
    filedAt: '2023-03-08',
    status: 'filed',
    office: 'CN',
  },
  {
    categoryKey: 'patent-process',
    title: {
      'ko-KR': '포스트바이오틱 대사산물의 활성을 보존하는 저온 분무건조 방법',
      'en-US': 'Low-temperature spray-drying method preserving the activity of postbiotic metabolites',
      'zh-CN': '保持后生元代谢物活性的低温喷雾干燥方法',
      'zh-TW': '保存後生元代謝物活性之低溫噴霧乾燥方法',
      'ja-JP': 'ポストバイオティクス代謝産物の活性を保持する低温噴霧乾燥方法',
    },
    summary: {
      'ko-KR':
        '배출 온도를 55℃ 이하로 낮추고 보호제 조성을 최적화해 단쇄지방산과 펩타이드 같은 열에 약한 대사산물의 손실을 줄이는 건조 공법입니다. 포스트메타 컴플렉스 생산에 적용하고 있습니다.',
      'en-US':
        'A drying process that keeps the outlet temperature below 55 °C and uses an optimised protectant formula to limit losses of heat-sensitive metabolites such as short-chain fatty acids and peptides. It is used to produce PostMeta Complex.',
      'zh-CN':
        '将出风温度控制在55℃以下并优化保护剂配方，减少短链脂肪酸、肽类等热敏代谢物损失的干燥工艺，已应用于PostMeta后生元代谢物复合原料的生产。',
      'zh-TW':
        '將出風溫度控制在55℃以下並最佳化保護劑配方，減少短鏈脂肪酸、胜肽等不耐熱代謝物損失的乾燥製程，已應用於PostMeta後生元代謝物複合原料的生產。',
      'ja-JP':
        '排気温度を55℃以下に抑え、保護剤の組成を最適化することで、短鎖脂肪酸やペプチドなど熱に弱い代謝産物の損失を減らす乾燥技術です。ポストメタ・コンプレックスの生産に適用しています。',
    },
    applicationNumber: '10-2025-0019283',
    filedAt: '2025-02-14',
    status: 'filed',
    office: 'KR',
  },
  {
    categoryKey: 'patent-application',
    title: {
      'ko-KR': '락토바실러스 퍼멘텀 CLT-31 발효 여과물을 포함하는 피부 장벽 강화용 화장료 조성물',
      'en-US':
        'Cosmetic composition for strengthening the skin barrier comprising Lactobacillus fermentum CLT-31 ferment filtrate',
      'zh-CN': '包含发酵乳杆菌CLT-31发酵滤液的皮肤屏障强化用化妆品组合物',
      'zh-TW': '包含發酵乳桿菌CLT-31發酵濾液之肌膚屏障強化用化妝品組成物',
      'ja-JP': 'ラクトバチルス・ファーメンタムCLT-31発酵ろ過液を含む皮膚バリア強化用化粧料組成物',
    },
    summary: {
      'ko-KR':
        'CLT-31 발효 여과물이 각질형성세포의 필라그린과 세라마이드 합성을 촉진해 피부 장벽을 강화하는 화장품 용도를 보호합니다. 바이옴 배리어 앰플과 고객사 장벽 크림에 적용되었습니다.',
      'en-US':
        'Protects the cosmetic use of CLT-31 ferment filtrate to strengthen the skin barrier by promoting filaggrin and ceramide synthesis in keratinocytes. It is applied in our Biome Barrier Ampoule and in client barrier creams.',
      'zh-CN':
        '保护CLT-31发酵滤液促进角质形成细胞合成丝聚蛋白与神经酰胺、强化皮肤屏障的化妆品用途，已应用于微生态屏障安瓶精华及客户的屏障面霜。',
      'zh-TW':
        '保護CLT-31發酵濾液促進角質細胞合成絲聚蛋白與神經醯胺、強化肌膚屏障的化妝品用途，已應用於微生態屏障安瓶精華及客戶的屏障乳霜。',
      'ja-JP':
        'CLT-31発酵ろ過液が表皮角化細胞のフィラグリンとセラミドの合成を促し、肌のバリアを強化する化粧品用途を保護します。バイオーム バリア アンプルや顧客企業のバリアクリームに採用されています。',
    },
    applicationNumber: '10-2021-0114927',
    registrationNumber: '10-2571843',
    filedAt: '2021-08-30',
    registeredAt: '2023-08-22',
    status: 'registered',
    office: 'KR',
  },
  {
    categoryKey: 'patent-application',
    title: {
      'ko-KR': '열처리 락토바실러스 파라카제이 CLT-23을 포함하는 면역 증진용 조성물 (유럽)',
      'en-US': 'Composition for enhancing immunity comprising heat-killed Lactobacillus paracasei CLT-23 (Europe)',
      'zh-CN': '包含热灭活副干酪乳杆菌CLT-23的免疫增强用组合物（欧洲）',
      'zh-TW': '包含熱殺菌副乾酪乳桿菌CLT-23之免疫增強用組成物（歐洲）',
      'ja-JP': '加熱殺菌ラクトバチルス・パラカゼイCLT-23を含む免疫増強用組成物（欧州）',
    },
    summary: {
      'ko-KR':
        '열처리 CLT-23이 NK세포 활성을 높인 인체적용시험 결과를 바탕으로 유럽특허청에 출원했습니다. 유럽 식이보충제 시장 진출을 위한 핵심 권리로, 현재 심사가 진행 중입니다.',
      'en-US':
        'Filed with the European Patent Office on the basis of the human trial in which heat-killed CLT-23 increased NK cell activity. A key right for entering the European food supplement market, it is currently under examination.',
      'zh-CN':
        '基于热灭活CLT-23提升NK细胞活性的人体试验结果向欧洲专利局提出申请，是进军欧洲膳食补充剂市场的关键权利，目前正在审查中。',
      'zh-TW':
        '依據熱殺菌CLT-23提升NK細胞活性的人體試驗結果向歐洲專利局提出申請，是進軍歐洲膳食補充品市場的關鍵權利，目前審查中。',
      'ja-JP':
        '加熱殺菌CLT-23がNK細胞活性を高めたヒト試験の結果をもとに欧州特許庁に出願しました。欧州のフードサプリメント市場に進出するための重要な権利で、現在審査中です。',
    },
    applicationNumber: '23198765.4',
    filedAt: '2023-09-19',
    status: 'filed',
    office: 'EP',
  },
  {
    categoryKey: 'patent-application',
    title: {
      'ko-KR': '열처리 락토바실러스 가세리 CLT-G6을 포함하는 체지방 감소용 조성물',
      'en-US': 'Composition for reducing body fat comprising heat-killed Lactobacillus gasseri CLT-G6',
      'zh-CN': '包含热灭活加氏乳杆菌CLT-G6的体脂减少用组合物',
      'zh-TW': '包含熱殺菌加氏乳桿菌CLT-G6之體脂肪減少用組成物',
      'ja-JP': '加熱殺菌ラクトバチルス・ガセリCLT-G6を含む体脂肪低減用組成物',
    },
    summary: {
      'ko-KR':
        '모유 유래 CLT-G6 사균체가 지방세포 분화를 억제하고 내장지방을 줄이는 용도를 청구합니다. 2025년 발표한 12주 인체적용시험 결과를 보강 자료로 제출했습니다.',
      'en-US':
        'Claims the use of heat-killed CLT-G6, a strain of breast-milk origin, to inhibit adipocyte differentiation and reduce visceral fat. Results of the twelve-week human trial published in 2025 were submitted as supporting data.',
      'zh-CN':
        '请求保护源自母乳的CLT-G6灭活菌体抑制脂肪细胞分化、减少内脏脂肪的用途，并已提交2025年发表的12周人体试验结果作为补充资料。',
      'zh-TW':
        '請求保護源自母乳的CLT-G6死菌體抑制脂肪細胞分化、減少內臟脂肪的用途，並已提交2025年發表的12週人體試驗結果作為補充資料。',
      'ja-JP':
        '母乳由来のCLT-G6死菌体が脂肪細胞の分化を抑え、内臓脂肪を減らす用途を請求しています。2025年に発表した12週間のヒト試験の結果を補強資料として提出しました。',
    },
    applicationNumber: '10-2024-0135872',
    filedAt: '2024-10-07',
    status: 'filed',
    office: 'KR',
  },
]
