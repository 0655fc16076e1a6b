import type { LocalizedDocument } from './types'

/** The research introduction page: the research center, its fields, strain library, process, collaborations and quality. */
export const researchIntro: LocalizedDocument = {
  lead: {
    'ko-KR':
      '셀락티스 마이크로바이옴 연구소는 한국 발효식품에서 찾아낸 유산균을 과학의 언어로 검증하는 곳입니다. 균주 발굴부터 기능성 평가, 제조 공정 개발, 품질 관리까지 원료 하나가 탄생하는 모든 과정에 연구소가 함께합니다.',
    'en-US':
      'The Cellactis Microbiome Research Center is where lactic acid bacteria from Korean fermented foods are put to the test of science. From strain discovery to functional evaluation, process development and quality control, the center takes part in every step that turns a strain into an ingredient.',
    'zh-CN':
      'Cellactis微生物组研究中心以科学的方法验证从韩国发酵食品中发现的乳酸菌。从菌株发掘、功能性评价、生产工艺开发到质量管理，一种原料诞生的每个环节都有研究中心的参与。',
    'zh-TW':
      'Cellactis微生物相研究中心以科學的方法驗證從韓國發酵食品中發現的乳酸菌。從菌株發掘、機能性評估、製程開發到品質管理，一種原料誕生的每個環節都有研究中心的參與。',
    'ja-JP':
      'セルラクティス・マイクロバイオーム研究所は、韓国の発酵食品から見いだした乳酸菌を科学の言葉で検証する場所です。菌株の探索から機能性評価、製造プロセスの開発、品質管理まで、一つの原料が生まれるすべての過程に研究所が関わっています。',
  },
  sections: [
    {
      heading: {
        'ko-KR': '셀락티스 마이크로바이옴 연구소',
        'en-US': 'The Cellactis Microbiome Research Center',
        'zh-CN': 'Cellactis微生物组研究中心',
        'zh-TW': 'Cellactis微生物相研究中心',
        'ja-JP': 'セルラクティス・マイクロバイオーム研究所',
      },
      paragraphs: [
        {
          'ko-KR':
            '2016년 문을 연 셀락티스 마이크로바이옴 연구소는 한국산업기술진흥협회에 등록된 기업부설연구소로, 판교 본사에서 40여 명의 연구원이 일하고 있습니다.',
          'en-US':
            'Opened in 2016, the Cellactis Microbiome Research Center is a corporate research institute registered with the Korea Industrial Technology Association. Some 40 researchers work there, at our headquarters in Pangyo.',
          'zh-CN':
            'Cellactis微生物组研究中心成立于2016年，是在韩国产业技术振兴协会登记的企业附属研究所，目前约有40名研究人员在板桥总部工作。',
          'zh-TW':
            'Cellactis微生物相研究中心成立於2016年，是在韓國產業技術振興協會登記的企業附設研究所，目前約有40名研究人員在板橋總部工作。',
          'ja-JP':
            '2016年に開設したセルラクティス・マイクロバイオーム研究所は、韓国産業技術振興協会に登録された企業附設研究所で、板橋本社で約40名の研究員が働いています。',
        },
        {
          'ko-KR':
            '연구소는 균주탐색팀, 기능성평가팀, 공정개발팀, 분석·품질연구팀의 네 조직으로 운영됩니다. 네 팀이 한 프로젝트 안에서 긴밀하게 협업하기 때문에 실험실에서 확인한 결과가 생산 공정과 제품 설계로 빠르게 이어집니다. 그 성과로 핵심 균주 CLT-17·CLT-08·CLT-23의 특허와 CLT-17 미국 특허를 확보했으며, 연구 결과를 국제 학술지에 꾸준히 발표하고 있습니다.',
          'en-US':
            'The center has four teams: strain discovery, functional evaluation, process development, and analysis and quality research. Because they work closely together within each project, what we confirm in the laboratory moves quickly into production processes and product design. This work has earned patents on our core strains CLT-17, CLT-08 and CLT-23, as well as a US patent on CLT-17, and we regularly publish our results in international journals.',
          'zh-CN':
            '研究中心下设菌株筛选组、功能评价组、工艺开发组和分析与质量研究组四个团队。四个团队在同一项目中紧密协作，使实验室的成果能迅速转化为生产工艺和产品设计。目前已取得核心菌株CLT-17、CLT-08、CLT-23的专利以及CLT-17的美国专利，并持续在国际学术期刊上发表研究成果。',
          'zh-TW':
            '研究中心下設菌株篩選組、機能評估組、製程開發組及分析與品質研究組四個團隊。四個團隊在同一專案中緊密協作，讓實驗室的成果能迅速轉化為生產製程與產品設計。目前已取得核心菌株CLT-17、CLT-08、CLT-23的專利及CLT-17的美國專利，並持續於國際學術期刊發表研究成果。',
          'ja-JP':
            '研究所は、菌株探索チーム、機能性評価チーム、プロセス開発チーム、分析・品質研究チームの四つの組織で構成されています。各チームが一つのプロジェクトの中で密に連携するため、研究室で確認した成果が製造工程や製品設計へ素早くつながります。その成果として、コア菌株CLT-17・CLT-08・CLT-23の特許とCLT-17の米国特許を取得し、研究成果を国際学術誌で継続的に発表しています。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '연구 분야',
        'en-US': 'Research areas',
        'zh-CN': '研究领域',
        'zh-TW': '研究領域',
        'ja-JP': '研究分野',
      },
      paragraphs: [
        {
          'ko-KR': '연구소는 포스트바이오틱스가 사람의 몸과 만나는 세 가지 영역에 집중합니다.',
          'en-US': 'The center focuses on three areas where postbiotics meet the human body.',
          'zh-CN': '研究中心专注于后生元与人体相互作用的三大领域。',
          'zh-TW': '研究中心專注於後生元與人體相互作用的三大領域。',
          'ja-JP': '研究所は、ポストバイオティクスが人の体と出会う三つの領域に注力しています。',
        },
      ],
      items: [
        {
          'ko-KR':
            '피부 마이크로바이옴 — 피부 상재균의 균형과 피부 장벽의 관계를 연구합니다. CLT-17 발효 용해물과 CLT-31 발효 여과물이 보습과 필라그린 발현에 미치는 영향을 확인했으며, 민감성·여드름 피부를 대상으로 한 임상 평가를 이어 가고 있습니다.',
          'en-US':
            'Skin microbiome — We study how the balance of resident skin bacteria relates to the skin barrier. We have shown the effects of CLT-17 ferment lysate and CLT-31 ferment filtrate on hydration and filaggrin expression, and are continuing clinical evaluations on sensitive and acne-prone skin.',
          'zh-CN':
            '皮肤微生物组——研究皮肤常驻菌群平衡与皮肤屏障之间的关系。我们已证实CLT-17发酵裂解物和CLT-31发酵滤液对保湿及丝聚蛋白表达的作用，并持续开展针对敏感肌和痘痘肌的临床评价。',
          'zh-TW':
            '皮膚微生物相——研究皮膚常駐菌群的平衡與皮膚屏障之間的關係。我們已證實CLT-17發酵溶解物與CLT-31發酵濾液對保濕及絲聚蛋白表現的作用，並持續進行針對敏感肌與痘痘肌的臨床評估。',
          'ja-JP':
            '皮膚マイクロバイオーム — 皮膚常在菌のバランスと皮膚バリアの関係を研究しています。CLT-17発酵ライセートとCLT-31発酵ろ過物が保湿とフィラグリン発現に及ぼす影響を確認し、敏感肌やニキビ肌を対象とした臨床評価を続けています。',
        },
        {
          'ko-KR':
            '장 건강 — 열처리 유산균이 장 장벽과 장내 미생물 조성, 단쇄지방산 생성에 미치는 영향을 연구합니다. 열처리 CLT-17은 식약처 개별인정형 장 건강 기능성 원료로 인정받았고, CLT-08은 기능성 변비를 겪는 성인의 배변 활동 개선을 확인했습니다.',
          'en-US':
            'Gut health — We study how heat-killed bacteria affect the intestinal barrier, the composition of the gut microbiota and the production of short-chain fatty acids. Heat-killed CLT-17 is recognised by the MFDS as an individually approved functional ingredient for gut health, and CLT-08 has been shown to improve bowel movements in adults with functional constipation.',
          'zh-CN':
            '肠道健康——研究热灭活乳酸菌对肠道屏障、肠道菌群组成及短链脂肪酸生成的影响。热灭活CLT-17已获韩国食药部个别认定为肠道健康功能原料，CLT-08则在功能性便秘成人中证实了改善排便的效果。',
          'zh-TW':
            '腸道健康——研究熱殺菌乳酸菌對腸道屏障、腸道菌相組成及短鏈脂肪酸生成的影響。熱殺菌CLT-17已獲韓國食藥處個別認定為腸道健康機能性原料，CLT-08則在功能性便祕成人身上證實了改善排便的效果。',
          'ja-JP':
            '腸の健康 — 加熱殺菌乳酸菌が腸管バリア、腸内細菌叢の構成、短鎖脂肪酸の産生に及ぼす影響を研究しています。加熱殺菌CLT-17は韓国食薬処から個別認定型の「腸の健康」機能性原料として認められ、CLT-08は機能性便秘の成人で便通の改善が確認されています。',
        },
        {
          'ko-KR':
            '면역 — 균체 구성 성분이 대식세포와 NK세포를 어떻게 활성화하는지 연구합니다. CLT-23은 건강한 성인을 대상으로 한 인체적용시험에서 NK세포 활성 증가를 확인했고, 비피더스 균체 용해물 CLT-B5는 어린이 상기도 감염 기간을 줄이는 효과를 보였습니다.',
          'en-US':
            'Immunity — We study how bacterial cell components activate macrophages and NK cells. In a human trial with healthy adults, CLT-23 increased NK cell activity, and the bifidobacterial lysate CLT-B5 shortened upper respiratory infections in children.',
          'zh-CN':
            '免疫——研究菌体成分如何激活巨噬细胞和NK细胞。在以健康成人为对象的人体试验中，CLT-23提升了NK细胞活性；双歧杆菌菌体裂解物CLT-B5则显示出缩短儿童上呼吸道感染病程的效果。',
          'zh-TW':
            '免疫——研究菌體成分如何活化巨噬細胞與NK細胞。在以健康成人為對象的人體試驗中，CLT-23提升了NK細胞活性；比菲德氏菌菌體溶解物CLT-B5則顯示出縮短兒童上呼吸道感染病程的效果。',
          'ja-JP':
            '免疫 — 菌体成分がマクロファージやNK細胞をどのように活性化するかを研究しています。健康な成人を対象としたヒト試験でCLT-23によるNK細胞活性の上昇を確認し、ビフィズス菌体ライセートCLT-B5は子どもの上気道感染の期間を短縮する効果を示しました。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '스트레인 뱅크와 균주 스크리닝',
        'en-US': 'Strain library and screening',
        'zh-CN': '菌株库与菌株筛选',
        'zh-TW': '菌株庫與菌株篩選',
        'ja-JP': 'ストレインバンクと菌株スクリーニング',
      },
      paragraphs: [
        {
          'ko-KR':
            '연구의 출발점은 ‘셀락티스 스트레인 뱅크’입니다. 김치와 장류, 누룩, 젓갈 등 한국 전통 발효식품에서 분리한 유산균 3,200여 주를 전장 유전체 정보와 함께 보관하고 있으며, 대표 균주 CLT-17도 전통 묵은지에서 찾아냈습니다.',
          'en-US':
            'Our research starts from the Cellactis Strain Bank. It holds some 3,200 strains of lactic acid bacteria isolated from traditional Korean fermented foods such as kimchi, fermented soybean pastes, nuruk and jeotgal, each stored with its whole-genome data. Our flagship strain CLT-17 was itself found in traditional aged kimchi.',
          'zh-CN':
            '我们的研究从“Cellactis菌株库”起步。菌株库保存着约3,200株从泡菜、酱类、酒曲、鱼虾酱等韩国传统发酵食品中分离出的乳酸菌及其全基因组信息，代表菌株CLT-17同样来自传统陈年泡菜。',
          'zh-TW':
            '我們的研究從「Cellactis菌株庫」出發。菌株庫保存約3,200株自泡菜、醬類、酒麴、魚蝦醬等韓國傳統發酵食品中分離出的乳酸菌及其全基因體資訊，代表菌株CLT-17同樣來自傳統陳年泡菜。',
          'ja-JP':
            '研究の出発点は「セルラクティス・ストレインバンク」です。キムチや味噌・醤油類、ヌルク（麹）、塩辛など韓国の伝統発酵食品から分離した約3,200株の乳酸菌を全ゲノム情報とともに保管しており、代表菌株CLT-17も伝統的な熟成キムチから見いだしました。',
        },
        {
          'ko-KR': '새로운 균주는 다음과 같은 단계별 스크리닝을 거쳐 선발합니다.',
          'en-US': 'New strains are selected through a step-by-step screening process.',
          'zh-CN': '新菌株须经过以下分阶段筛选方可入选。',
          'zh-TW': '新菌株須經過以下分階段篩選方可入選。',
          'ja-JP': '新しい菌株は、次のような段階的スクリーニングを経て選抜します。',
        },
      ],
      items: [
        {
          'ko-KR':
            '1단계 동정과 안전성 — 16S rRNA와 전장 유전체 분석으로 균종을 확인하고, 항생제 내성 유전자와 용혈성, 바이오제닉 아민 생성 여부를 검사합니다.',
          'en-US':
            'Step 1, identification and safety — We confirm the species by 16S rRNA and whole-genome analysis, and check for antibiotic resistance genes, haemolysis and biogenic amine production.',
          'zh-CN': '第一阶段：鉴定与安全性——通过16S rRNA和全基因组分析确认菌种，并检测抗生素耐药基因、溶血性及生物胺生成情况。',
          'zh-TW': '第一階段：鑑定與安全性——透過16S rRNA與全基因體分析確認菌種，並檢測抗生素抗藥性基因、溶血性及生物胺生成情形。',
          'ja-JP':
            '第1段階：同定と安全性 — 16S rRNAと全ゲノム解析で菌種を確認し、抗生物質耐性遺伝子、溶血性、生体アミン産生の有無を調べます。',
        },
        {
          'ko-KR':
            '2단계 기능 탐색 — 세포 모델에서 장 장벽 강화, 면역세포 활성, 피부세포의 보습 인자 발현 등 목표 기능을 대량으로 비교합니다.',
          'en-US':
            'Step 2, function screening — In cell models, we compare large numbers of strains for target functions such as strengthening the intestinal barrier, activating immune cells or raising hydration factors in skin cells.',
          'zh-CN': '第二阶段：功能筛选——利用细胞模型，大规模比较强化肠道屏障、激活免疫细胞、促进皮肤细胞保湿因子表达等目标功能。',
          'zh-TW': '第二階段：功能篩選——利用細胞模型，大規模比較強化腸道屏障、活化免疫細胞、促進皮膚細胞保濕因子表現等目標功能。',
          'ja-JP':
            '第2段階：機能探索 — 細胞モデルで、腸管バリアの強化、免疫細胞の活性化、皮膚細胞の保湿因子の発現など、目的とする機能を大規模に比較します。',
        },
        {
          'ko-KR': '3단계 공정 적합성 — 고밀도 배양이 가능한지, 열처리 후에도 활성이 유지되는지 확인합니다.',
          'en-US':
            'Step 3, process suitability — We check that the strain can be grown at high density and keeps its activity after heat treatment.',
          'zh-CN': '第三阶段：工艺适配性——确认菌株能否高密度培养，以及热处理后能否保持活性。',
          'zh-TW': '第三階段：製程適用性——確認菌株能否高密度培養，以及熱處理後能否維持活性。',
          'ja-JP': '第3段階：工程適合性 — 高密度培養が可能か、加熱処理後も活性が保たれるかを確認します。',
        },
        {
          'ko-KR':
            '4단계 효능 검증 — 동물 모델과 인체적용시험으로 기능성을 확인하고, 특허와 논문으로 권리와 과학적 근거를 확보합니다.',
          'en-US':
            'Step 4, efficacy — We confirm the function in animal models and human trials, and secure rights and scientific evidence through patents and papers.',
          'zh-CN': '第四阶段：功效验证——通过动物模型和人体试验确认功能性，并以专利和论文确立权利与科学依据。',
          'zh-TW': '第四階段：功效驗證——透過動物模型與人體試驗確認機能性，並以專利與論文確立權利與科學依據。',
          'ja-JP':
            '第4段階：有効性の検証 — 動物モデルとヒト試験で機能性を確認し、特許と論文によって権利と科学的根拠を確保します。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제조 공정: 열처리와 표준화',
        'en-US': 'Manufacturing: heat-killing and standardisation',
        'zh-CN': '生产工艺：热灭活与标准化',
        'zh-TW': '生產製程：熱殺菌與標準化',
        'ja-JP': '製造プロセス：加熱殺菌と規格化',
      },
      paragraphs: [
        {
          'ko-KR':
            '열처리 유산균의 품질은 ‘얼마나 많은 균체를 얼마나 일정하게 담아내느냐’에 달려 있습니다. 셀락티스는 연구소가 설계한 공정을 충북 음성의 제1·제2공장에서 그대로 구현합니다.',
          'en-US':
            'The quality of a heat-killed ingredient depends on how many cells it contains and how consistently. Cellactis runs the processes designed by the research center at its first and second plants in Eumseong, North Chungcheong Province.',
          'zh-CN':
            '热灭活乳酸菌的品质，取决于能承载多少菌体、能否保持稳定一致。Cellactis在忠清北道阴城的第一、第二工厂，完整落实研究中心设计的生产工艺。',
          'zh-TW':
            '熱殺菌乳酸菌的品質，取決於能承載多少菌體、能否維持穩定一致。Cellactis在忠清北道陰城的第一、第二工廠，完整落實研究中心設計的製程。',
          'ja-JP':
            '加熱殺菌乳酸菌の品質は、「どれだけ多くの菌体を、どれだけ安定して届けられるか」にかかっています。セルラクティスは、研究所が設計したプロセスを忠清北道陰城の第1・第2工場でそのまま実現しています。',
        },
      ],
      items: [
        {
          'ko-KR': '고밀도 배양 — 균주별로 최적화한 배지와 조건에서 배양해 균체 밀도를 높입니다.',
          'en-US':
            'High-density culture — Each strain is grown in a medium and under conditions optimised for it, to reach a high cell density.',
          'zh-CN': '高密度培养——在针对各菌株优化的培养基和条件下培养，提高菌体密度。',
          'zh-TW': '高密度培養——在針對各菌株最佳化的培養基與條件下培養，提高菌體密度。',
          'ja-JP': '高密度培養 — 菌株ごとに最適化した培地と条件で培養し、菌体密度を高めます。',
        },
        {
          'ko-KR': '회수와 세척 — 원심분리로 균체를 회수하고 배지 성분을 씻어 내 순도를 높입니다.',
          'en-US':
            'Harvesting and washing — Cells are collected by centrifugation and washed free of medium components to raise purity.',
          'zh-CN': '收集与洗涤——通过离心收集菌体，并洗去培养基成分以提高纯度。',
          'zh-TW': '收集與洗滌——以離心方式收集菌體，並洗去培養基成分以提高純度。',
          'ja-JP': '回収と洗浄 — 遠心分離で菌体を回収し、培地成分を洗い流して純度を高めます。',
        },
        {
          'ko-KR':
            '정밀 열처리 — 균주별로 검증한 온도와 시간으로 열처리해, 균을 사멸시키면서도 세포벽 성분 등 유익한 구조는 그대로 보존합니다.',
          'en-US':
            'Precise heat-killing — Heat treatment at a temperature and for a time validated for each strain kills the bacteria while keeping beneficial structures such as cell-wall components intact.',
          'zh-CN': '精准热灭活——按各菌株经验证的温度和时间进行热处理，在灭活菌体的同时完整保留细胞壁成分等有益结构。',
          'zh-TW': '精準熱殺菌——依各菌株經驗證的溫度與時間進行熱處理，在殺滅菌體的同時完整保留細胞壁成分等有益結構。',
          'ja-JP':
            '精密な加熱殺菌 — 菌株ごとに検証した温度と時間で加熱処理し、菌を殺菌しながらも細胞壁成分などの有用な構造はそのまま保ちます。',
        },
        {
          'ko-KR':
            '표준화 — 열처리 전후의 총 균체 수를 측정하고 배합을 조정해, CLT-17의 경우 그램당 7.5조 셀 이상이 되도록 규격을 맞춥니다.',
          'en-US':
            'Standardisation — We count the total cells before and after heat treatment and adjust the blend so that the powder meets its specification; for CLT-17 that is at least 7.5 trillion cells per gram.',
          'zh-CN': '标准化——测定热处理前后的总菌体数并调整配比，使产品符合规格；以CLT-17为例，每克不低于7.5万亿个菌体。',
          'zh-TW': '標準化——測定熱處理前後的總菌體數並調整配比，使產品符合規格；以CLT-17為例，每公克不低於7.5兆個菌體。',
          'ja-JP':
            '規格化 — 加熱処理前後の総菌体数を測定して配合を調整し、CLT-17の場合は1gあたり7.5兆個以上となるよう規格を合わせます。',
        },
        {
          'ko-KR': '건조와 출하 — 저온 분무건조 또는 동결건조로 분말화한 뒤, 배치별 규격 시험을 통과한 제품만 출하합니다.',
          'en-US':
            'Drying and release — The cells are turned into powder by low-temperature spray drying or freeze drying, and only batches that pass their specification tests are released.',
          'zh-CN': '干燥与出厂——通过低温喷雾干燥或冷冻干燥制成粉末，仅放行逐批检验合格的产品。',
          'zh-TW': '乾燥與出貨——以低溫噴霧乾燥或冷凍乾燥製成粉末，僅放行逐批檢驗合格的產品。',
          'ja-JP': '乾燥と出荷 — 低温噴霧乾燥または凍結乾燥で粉末化し、ロットごとの規格試験に合格した製品のみを出荷します。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '대학·병원과의 협력 연구',
        'en-US': 'Collaboration with universities and hospitals',
        'zh-CN': '与大学及医院的合作研究',
        'zh-TW': '與大學及醫院的合作研究',
        'ja-JP': '大学・病院との共同研究',
      },
      paragraphs: [
        {
          'ko-KR': '좋은 연구는 열린 협력에서 나옵니다. 셀락티스는 국내외 대학과 대학병원, 공공 연구기관과 함께 연구합니다.',
          'en-US':
            'Good research comes from open collaboration. Cellactis works with universities, university hospitals and public research institutes in Korea and abroad.',
          'zh-CN': '优秀的研究源于开放的合作。Cellactis与韩国国内外的大学、大学附属医院及公共研究机构开展合作。',
          'zh-TW': '優秀的研究來自開放的合作。Cellactis與韓國國內外的大學、大學附設醫院及公共研究機構攜手研究。',
          'ja-JP':
            '優れた研究は開かれた協力から生まれます。セルラクティスは、国内外の大学、大学病院、公的研究機関と共に研究を進めています。',
        },
      ],
      items: [
        {
          'ko-KR': '대학 공동 연구 — 미생물학, 식품공학, 피부과학 연구실과 작용 기전 연구 및 신규 균주 탐색을 함께합니다.',
          'en-US':
            'Joint university research — We work with microbiology, food engineering and dermatology laboratories on mechanism studies and the search for new strains.',
          'zh-CN': '大学联合研究——与微生物学、食品工程、皮肤科学实验室合作开展作用机制研究和新菌株筛选。',
          'zh-TW': '大學共同研究——與微生物學、食品工程、皮膚科學實驗室合作進行作用機轉研究與新菌株篩選。',
          'ja-JP': '大学との共同研究 — 微生物学、食品工学、皮膚科学の研究室と、作用機序の研究や新規菌株の探索を行っています。',
        },
        {
          'ko-KR':
            '대학병원 임상 연구 — 기관생명윤리위원회(IRB) 승인을 받은 무작위 배정, 이중맹검, 위약 대조 인체적용시험을 대학병원과 함께 설계하고 수행합니다.',
          'en-US':
            'Clinical research with university hospitals — Together with university hospitals we design and run randomised, double-blind, placebo-controlled human trials approved by institutional review boards (IRB).',
          'zh-CN':
            '大学医院临床研究——与大学附属医院共同设计并实施经机构伦理审查委员会（IRB）批准的随机、双盲、安慰剂对照人体试验。',
          'zh-TW':
            '大學醫院臨床研究——與大學附設醫院共同設計並執行經人體試驗委員會（IRB）核准的隨機分派、雙盲、安慰劑對照人體試驗。',
          'ja-JP':
            '大学病院との臨床研究 — 倫理審査委員会（IRB）の承認を得たランダム化二重盲検プラセボ対照のヒト試験を、大学病院と共に設計・実施しています。',
        },
        {
          'ko-KR':
            '국책과제와 산업 협력 — 정부 연구개발 과제와 고객사 공동 개발 프로젝트에 참여해 연구 성과를 실제 제품으로 연결합니다.',
          'en-US':
            'Government and industry projects — We take part in government R&D programmes and co-development projects with clients, turning research results into real products.',
          'zh-CN': '国家课题与产业合作——参与政府研发课题和客户联合开发项目，将研究成果转化为实际产品。',
          'zh-TW': '國家計畫與產業合作——參與政府研發計畫及客戶共同開發專案，將研究成果轉化為實際產品。',
          'ja-JP':
            '国家プロジェクトと産業連携 — 政府の研究開発課題や顧客企業との共同開発プロジェクトに参加し、研究成果を実際の製品へとつなげています。',
        },
        {
          'ko-KR': '인재 양성 — 석·박사 과정 학생을 위한 현장 실습과 공동 연구 지도를 운영합니다.',
          'en-US':
            'Training young scientists — We offer placements and joint research supervision for master’s and doctoral students.',
          'zh-CN': '人才培养——为硕士、博士研究生提供实习机会和联合研究指导。',
          'zh-TW': '人才培育——為碩士、博士班學生提供實習機會與共同研究指導。',
          'ja-JP': '人材育成 — 修士・博士課程の学生を対象に、実習と共同研究指導を行っています。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '품질 관리와 인증',
        'en-US': 'Quality and certifications',
        'zh-CN': '质量管理与认证',
        'zh-TW': '品質管理與認證',
        'ja-JP': '品質管理と認証',
      },
      paragraphs: [
        {
          'ko-KR':
            '연구소가 세운 기준은 생산 현장의 품질 기준으로 이어집니다. 모든 생산 배치는 균체 수와 미생물 오염, 중금속, 수분 등의 규격 시험을 통과해야 출하되며, 시험 성적서(COA)를 함께 제공합니다. 원료 입고부터 출하까지 전 과정의 이력을 기록해 언제든 추적할 수 있습니다.',
          'en-US':
            'The standards set by the research center carry through to the production floor. Every production batch must pass specification tests for cell count, microbial contamination, heavy metals and moisture before release, and ships with a certificate of analysis (COA). The whole history from receipt of raw materials to shipment is recorded, so every batch can be traced at any time.',
          'zh-CN':
            '研究中心制定的标准延续为生产现场的质量标准。每个生产批次都必须通过菌体数、微生物污染、重金属、水分等规格检验后方可出厂，并随附检验报告（COA）。从原料入库到产品出厂，全过程均有记录，可随时追溯。',
          'zh-TW':
            '研究中心訂定的標準，延續為生產現場的品質標準。每個生產批次都必須通過菌體數、微生物污染、重金屬、水分等規格檢驗後方可出貨，並隨附檢驗報告（COA）。從原料進廠到產品出貨，全程皆有紀錄，可隨時追溯。',
          'ja-JP':
            '研究所が定めた基準は、生産現場の品質基準へと受け継がれます。すべての製造ロットは、菌体数、微生物汚染、重金属、水分などの規格試験に合格して初めて出荷され、試験成績書（COA）を添付してお届けします。原料の受け入れから出荷までの全工程の履歴を記録しており、いつでも追跡できます。',
        },
        {
          'ko-KR':
            '고객사가 요청하시면 규격서와 시험 성적서, 알레르겐 정보, 원산지 정보 등 제품 개발과 인허가에 필요한 품질 자료를 제공해 드립니다.',
          'en-US':
            'On request, we provide clients with the quality documents they need for product development and registration, such as specifications, certificates of analysis, allergen statements and country-of-origin information.',
          'zh-CN': '应客户要求，我们可提供产品开发及注册申报所需的质量资料，如规格书、检验报告、过敏原信息和原产地信息等。',
          'zh-TW': '應客戶要求，我們可提供產品開發與法規申請所需的品質資料，如規格書、檢驗報告、過敏原資訊及原產地資訊等。',
          'ja-JP':
            'ご要望に応じて、規格書、試験成績書、アレルゲン情報、原産地情報など、製品開発や許認可に必要な品質資料をご提供します。',
        },
        {
          'ko-KR': '셀락티스의 생산 시설은 다음 인증을 보유하고 있습니다.',
          'en-US': 'Our production facilities hold the following certifications.',
          'zh-CN': 'Cellactis的生产设施已获得以下认证。',
          'zh-TW': 'Cellactis的生產設施已取得以下認證。',
          'ja-JP': 'セルラクティスの生産施設は、次の認証を取得しています。',
        },
      ],
      items: [
        {
          'ko-KR': '식품안전관리인증(HACCP)',
          'en-US': 'HACCP food safety certification',
          'zh-CN': 'HACCP食品安全管理认证',
          'zh-TW': 'HACCP食品安全管制認證',
          'ja-JP': 'HACCP（食品安全管理認証）',
        },
        {
          'ko-KR': '건강기능식품 GMP 적합업소 지정',
          'en-US': 'GMP designation for health functional foods',
          'zh-CN': '健康功能食品GMP合格企业认定',
          'zh-TW': '健康機能食品GMP合格廠認定',
          'ja-JP': '健康機能食品GMP適合施設の指定',
        },
        {
          'ko-KR': 'ISO 9001(품질경영시스템), ISO 22000·FSSC 22000(식품안전경영시스템)',
          'en-US': 'ISO 9001 (quality management) and ISO 22000 / FSSC 22000 (food safety management)',
          'zh-CN': 'ISO 9001（质量管理体系）、ISO 22000及FSSC 22000（食品安全管理体系）',
          'zh-TW': 'ISO 9001（品質管理系統）、ISO 22000及FSSC 22000（食品安全管理系統）',
          'ja-JP': 'ISO 9001（品質マネジメントシステム）、ISO 22000・FSSC 22000（食品安全マネジメントシステム）',
        },
        {
          'ko-KR': 'ISO 22716(화장품 GMP)',
          'en-US': 'ISO 22716 (cosmetics GMP)',
          'zh-CN': 'ISO 22716（化妆品GMP）',
          'zh-TW': 'ISO 22716（化妝品GMP）',
          'ja-JP': 'ISO 22716（化粧品GMP）',
        },
      ],
    },
  ],
}
