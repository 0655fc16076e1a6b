import type { SeedThesis } from './types'

/** Papers by the Cellactis Microbiome Research Center and its partners (fictional DOIs). */
export const theses: SeedThesis[] = [
  // ── Gut health ─────────────────────────────────────────────────────────────
  {
    categoryKey: 'thesis-gut',
    title: {
      'ko-KR': '전통 묵은지에서 분리한 장 장벽 강화능을 지닌 Lactobacillus plantarum CLT-17의 분리 및 특성 분석',
      'en-US':
        'Isolation and Characterization of Lactobacillus plantarum CLT-17 from Traditional Aged Kimchi with Intestinal Barrier-Enhancing Properties',
      'zh-CN': '从韩国传统陈年泡菜中分离具有肠道屏障增强特性的Lactobacillus plantarum CLT-17及其特性分析',
      'zh-TW': '自韓國傳統陳年泡菜分離具腸道屏障強化特性之Lactobacillus plantarum CLT-17及其特性分析',
      'ja-JP': '伝統的な熟成キムチから分離した腸管バリア強化能を有するLactobacillus plantarum CLT-17の単離と特性解析',
    },
    abstract: {
      'ko-KR':
        '전통 묵은지에서 분리한 유산균 212주를 대상으로 장 상피 장벽 강화 능력을 선별했다. 그중 Lactobacillus plantarum CLT-17은 Caco-2 단층의 경상피 전기저항을 가장 크게 높였고, 밀착연접 단백질 ZO-1과 occludin의 발현을 증가시켰다. 이 균주는 인공 위액·담즙 조건에서 생존했으며 용혈성이나 전이 가능한 항생제 내성을 보이지 않았다. 특히 열처리한 CLT-17이 생균 대비 82%의 장벽 강화 활성을 유지해 포스트바이오틱 소재로서의 가능성을 보여 주었다.',
      'en-US':
        'We screened 212 lactic acid bacteria isolated from traditional aged kimchi for their ability to strengthen the intestinal epithelial barrier. Lactobacillus plantarum CLT-17 produced the largest increase in transepithelial electrical resistance in Caco-2 monolayers and up-regulated the tight-junction proteins ZO-1 and occludin. The strain tolerated simulated gastric juice and bile and showed no haemolytic activity or transferable antibiotic resistance. Notably, heat-killed CLT-17 retained 82% of the barrier-enhancing activity of live cells, suggesting its potential as a postbiotic ingredient.',
      'zh-CN':
        '本研究从韩国传统陈年泡菜中分离出212株乳酸菌，并筛选其增强肠上皮屏障的能力。其中Lactobacillus plantarum CLT-17使Caco-2单层细胞的跨上皮电阻升幅最大，并上调紧密连接蛋白ZO-1和occludin的表达。该菌株可耐受模拟胃液和胆汁环境，且无溶血活性及可转移的抗生素耐药性。值得注意的是，热灭活CLT-17仍保留活菌82%的屏障增强活性，显示其作为后生元原料的潜力。',
      'zh-TW':
        '本研究自韓國傳統陳年泡菜分離212株乳酸菌，並篩選其強化腸上皮屏障的能力。其中Lactobacillus plantarum CLT-17使Caco-2單層細胞的跨上皮電阻上升幅度最大，並提升緊密連接蛋白ZO-1與occludin的表現。該菌株可耐受模擬胃液與膽汁環境，且無溶血活性及可轉移之抗生素抗藥性。值得注意的是，熱殺菌CLT-17仍保有活菌82%的屏障強化活性，顯示其作為後生元原料的潛力。',
      'ja-JP':
        '伝統的な熟成キムチから分離した乳酸菌212株について、腸上皮バリアの強化能をスクリーニングした。Lactobacillus plantarum CLT-17はCaco-2単層の経上皮電気抵抗を最も大きく上昇させ、タイトジャンクションタンパク質ZO-1およびoccludinの発現を増加させた。本菌株は人工胃液・胆汁条件に耐性を示し、溶血性や伝達性の抗生物質耐性は認められなかった。特に加熱殺菌したCLT-17は生菌の82%のバリア強化活性を保持しており、ポストバイオティクス素材としての可能性が示された。',
    },
    authors: ['Jihoon Lee', 'Hyunwoo Kang', 'Sungmin Oh', 'Doyun Kim'],
    journal: 'Journal of Microbiology and Biotechnology',
    year: 2016,
    volume: '26(9)',
    pages: '1532–1541',
    doi: '10.4014/jmb.1604.04021',
  },
  {
    categoryKey: 'thesis-gut',
    title: {
      'ko-KR': '열처리 Lactobacillus plantarum CLT-17의 장 장벽 회복을 통한 DSS 유도 대장염 완화 효과',
      'en-US':
        'Heat-killed Lactobacillus plantarum CLT-17 Ameliorates Dextran Sulfate Sodium-Induced Colitis in Mice by Restoring Intestinal Barrier Integrity',
      'zh-CN': '热灭活Lactobacillus plantarum CLT-17通过恢复肠道屏障完整性缓解小鼠葡聚糖硫酸钠诱导的结肠炎',
      'zh-TW': '熱殺菌Lactobacillus plantarum CLT-17透過恢復腸道屏障完整性緩解小鼠葡聚醣硫酸鈉誘發之大腸炎',
      'ja-JP': '加熱殺菌Lactobacillus plantarum CLT-17は腸管バリアの完全性を回復させることでDSS誘発マウス大腸炎を改善する',
    },
    abstract: {
      'ko-KR':
        '그램당 7.5 × 10¹² 셀로 생산한 열처리 Lactobacillus plantarum CLT-17이 실험적 대장염을 완화하는지 확인했다. DSS를 투여한 C57BL/6 마우스에 14일간 경구 투여한 결과, 체중 감소, 질병활성지수, 대장 길이 단축이 용량 의존적으로 개선되었다. 조직 손상과 혈청 FITC-덱스트란 투과도가 유의하게 낮아졌고, 대장 조직의 TNF-α와 IL-6 발현은 억제된 반면 IL-10은 증가했다. 이는 열처리 CLT-17이 주로 장 장벽 회복을 통해 대장염을 억제함을 시사한다.',
      'en-US':
        'We investigated whether heat-killed Lactobacillus plantarum CLT-17, produced at 7.5 × 10¹² cells/g, could alleviate experimental colitis. Oral administration for 14 days reduced weight loss, disease activity index and colon shortening in DSS-treated C57BL/6 mice in a dose-dependent manner. Histological damage and serum FITC-dextran permeability were significantly lower, and colonic TNF-α and IL-6 expression was suppressed while IL-10 increased. These results indicate that heat-killed CLT-17 protects against colitis mainly by restoring barrier integrity.',
      'zh-CN':
        '本研究考察了以每克7.5 × 10¹²个菌体生产的热灭活Lactobacillus plantarum CLT-17能否缓解实验性结肠炎。对DSS处理的C57BL/6小鼠连续灌胃14天后，体重下降、疾病活动指数及结肠缩短均呈剂量依赖性改善。组织损伤和血清FITC-葡聚糖通透性显著降低，结肠TNF-α和IL-6表达受到抑制，而IL-10表达升高。结果表明，热灭活CLT-17主要通过恢复屏障完整性来防护结肠炎。',
      'zh-TW':
        '本研究探討以每公克7.5 × 10¹²個菌體生產的熱殺菌Lactobacillus plantarum CLT-17能否緩解實驗性大腸炎。對DSS處理之C57BL/6小鼠連續口服給予14天後，體重下降、疾病活動指數與大腸縮短皆呈劑量依賴性改善。組織損傷與血清FITC-葡聚醣通透性顯著降低，大腸TNF-α與IL-6表現受到抑制，IL-10則上升。結果顯示熱殺菌CLT-17主要透過恢復屏障完整性以保護腸道免於大腸炎。',
      'ja-JP':
        '1gあたり7.5 × 10¹²個で製造した加熱殺菌Lactobacillus plantarum CLT-17が実験的大腸炎を緩和するかを検討した。DSSを投与したC57BL/6マウスに14日間経口投与したところ、体重減少、疾患活動性指数、大腸短縮が用量依存的に改善した。組織傷害と血清FITC-デキストラン透過性は有意に低下し、大腸のTNF-αおよびIL-6の発現は抑制され、IL-10は増加した。以上より、加熱殺菌CLT-17は主に腸管バリアの回復を通じて大腸炎を抑制することが示唆された。',
    },
    authors: ['Hyunwoo Kang', 'Eunji Shin', 'Jiyoung Cho', 'Seojin Park', 'Jihoon Lee'],
    journal: 'Journal of Functional Foods',
    year: 2019,
    volume: '58',
    pages: '271–280',
    doi: '10.1016/j.jff.2019.04.052',
  },
  {
    categoryKey: 'thesis-gut',
    title: {
      'ko-KR':
        '열처리 Lactobacillus rhamnosus CLT-08의 기능성 변비 성인 배변 활동 개선 효과: 무작위 배정, 이중맹검, 위약 대조 시험',
      'en-US':
        'Heat-killed Lactobacillus rhamnosus CLT-08 Improves Bowel Movement in Adults with Functional Constipation: A Randomized, Double-Blind, Placebo-Controlled Trial',
      'zh-CN': '热灭活Lactobacillus rhamnosus CLT-08改善功能性便秘成人排便：一项随机、双盲、安慰剂对照试验',
      'zh-TW': '熱殺菌Lactobacillus rhamnosus CLT-08改善功能性便秘成人之排便：一項隨機、雙盲、安慰劑對照試驗',
      'ja-JP': '加熱殺菌Lactobacillus rhamnosus CLT-08は機能性便秘の成人の便通を改善する：ランダム化二重盲検プラセボ対照試験',
    },
    abstract: {
      'ko-KR':
        '로마 IV 기준 기능성 변비 성인 96명에게 12주간 열처리 L. rhamnosus CLT-08(1일 1 × 10¹² 셀) 또는 위약을 섭취하게 했다. 주간 자발적 배변 횟수는 CLT-08군에서 2.4회에서 4.1회로 늘어 위약군(2.5회→2.9회)보다 유의하게 증가했다(p < 0.01). 변 형태 점수와 변비 관련 삶의 질 점수도 개선되었으며, 중대한 이상반응은 없었다. 열처리 CLT-08은 기능성 변비 완화를 위한 안전한 선택지가 될 수 있다.',
      'en-US':
        'In this 12-week trial, 96 adults with functional constipation (Rome IV) received either heat-killed L. rhamnosus CLT-08 (1 × 10¹² cells/day) or placebo. Weekly spontaneous bowel movements rose from 2.4 to 4.1 in the CLT-08 group, compared with 2.5 to 2.9 in the placebo group (p < 0.01). Stool consistency and constipation-related quality-of-life scores also improved, with no serious adverse events. Heat-killed CLT-08 may be a safe option for relieving functional constipation.',
      'zh-CN':
        '在这项为期12周的试验中，96名符合罗马IV标准的功能性便秘成人分别服用热灭活L. rhamnosus CLT-08（每日1 × 10¹²个菌体）或安慰剂。CLT-08组每周自发排便次数由2.4次增至4.1次，而安慰剂组由2.5次增至2.9次（p < 0.01）。粪便性状评分和便秘相关生活质量评分亦有改善，且未出现严重不良事件。热灭活CLT-08可作为缓解功能性便秘的安全选择。',
      'zh-TW':
        '在這項為期12週的試驗中，96名符合羅馬IV準則的功能性便秘成人分別服用熱殺菌L. rhamnosus CLT-08（每日1 × 10¹²個菌體）或安慰劑。CLT-08組每週自發性排便次數由2.4次增至4.1次，安慰劑組則由2.5次增至2.9次（p < 0.01）。糞便型態評分與便秘相關生活品質評分亦獲改善，且無嚴重不良事件。熱殺菌CLT-08可作為緩解功能性便秘的安全選擇。',
      'ja-JP':
        '本12週間試験では、RomeⅣ基準を満たす機能性便秘の成人96名に加熱殺菌L. rhamnosus CLT-08（1日1 × 10¹²個）またはプラセボを摂取させた。週あたりの自発排便回数はCLT-08群で2.4回から4.1回に増加し、プラセボ群（2.5回→2.9回）と比べ有意に多かった（p < 0.01）。便性状スコアと便秘関連QOLスコアも改善し、重篤な有害事象は認められなかった。加熱殺菌CLT-08は機能性便秘の緩和に向けた安全な選択肢となり得る。',
    },
    authors: ['Eunji Shin', 'Donghyun Lim', 'Minseo Yoon', 'Hyunwoo Kang', 'Jihoon Lee'],
    journal: 'Nutrients',
    year: 2021,
    volume: '13(7)',
    pages: '2284',
    doi: '10.3390/nu13072284',
  },
  {
    categoryKey: 'thesis-gut',
    title: {
      'ko-KR': '파라프로바이오틱 Lactobacillus plantarum CLT-17의 고령자 장내 미생물 조성 및 단쇄지방산 생성 조절',
      'en-US':
        'Paraprobiotic Lactobacillus plantarum CLT-17 Modulates Gut Microbiota Composition and Short-Chain Fatty Acid Production in Older Adults',
      'zh-CN': '副益生菌Lactobacillus plantarum CLT-17调节老年人肠道菌群组成及短链脂肪酸生成',
      'zh-TW': '類益生菌Lactobacillus plantarum CLT-17調節高齡者腸道菌相組成與短鏈脂肪酸生成',
      'ja-JP': 'パラプロバイオティクスLactobacillus plantarum CLT-17は高齢者の腸内細菌叢組成と短鎖脂肪酸産生を調節する',
    },
    abstract: {
      'ko-KR':
        '노화는 장내 미생물 다양성과 단쇄지방산 생성 감소와 관련이 있다. 65세 이상 성인 80명을 열처리 CLT-17군과 위약군으로 무작위 배정해 8주간 섭취하게 하고, 분변 미생물을 16S rRNA 염기서열 분석으로 평가했다. CLT-17은 Faecalibacterium과 Bifidobacterium의 상대 풍부도를 높였고 분변 부티르산을 27% 증가시켰다. 이는 사균체가 장에 정착하지 않고도 장내 생태계를 변화시킬 수 있음을 보여 준다.',
      'en-US':
        'Ageing is associated with reduced microbial diversity and lower short-chain fatty acid production. We randomised 80 adults aged 65 and over to heat-killed CLT-17 or placebo for eight weeks and analysed their faecal microbiota by 16S rRNA sequencing. CLT-17 increased the relative abundance of Faecalibacterium and Bifidobacterium and raised faecal butyrate by 27%. These findings show that heat-killed cells can shape the gut ecosystem without colonising it.',
      'zh-CN':
        '衰老与肠道微生物多样性下降及短链脂肪酸生成减少有关。本研究将80名65岁以上成人随机分配至热灭活CLT-17组或安慰剂组，干预8周，并通过16S rRNA测序分析粪便菌群。CLT-17提高了Faecalibacterium和Bifidobacterium的相对丰度，并使粪便丁酸含量增加27%。结果表明，灭活菌体无需定植即可塑造肠道生态。',
      'zh-TW':
        '老化與腸道微生物多樣性降低及短鏈脂肪酸生成減少有關。本研究將80名65歲以上成人隨機分配至熱殺菌CLT-17組或安慰劑組，介入8週，並以16S rRNA定序分析糞便菌相。CLT-17提高Faecalibacterium與Bifidobacterium的相對豐度，並使糞便丁酸增加27%。結果顯示死菌體無須定殖即可形塑腸道生態。',
      'ja-JP':
        '加齢は腸内細菌の多様性と短鎖脂肪酸産生の低下に関連する。65歳以上の成人80名を加熱殺菌CLT-17群とプラセボ群に無作為に割り付けて8週間摂取させ、糞便細菌叢を16S rRNAシーケンスで解析した。CLT-17はFaecalibacteriumとBifidobacteriumの相対存在量を高め、糞便中の酪酸を27%増加させた。死菌体が腸に定着することなく腸内生態系を変化させ得ることが示された。',
    },
    authors: ['Minseo Yoon', 'Taeyang Kwon', 'Hyewon Jang', 'Eunji Shin', 'Jihoon Lee'],
    journal: 'Frontiers in Microbiology',
    year: 2023,
    volume: '14',
    pages: '1187452',
    doi: '10.3389/fmicb.2023.1187452',
  },
  {
    categoryKey: 'thesis-gut',
    title: {
      'ko-KR': '열처리 Lactobacillus gasseri CLT-G6의 과체중 성인 내장지방 감소 효과: 12주 무작위 대조 시험',
      'en-US':
        'Heat-killed Lactobacillus gasseri CLT-G6 Reduces Visceral Fat in Overweight Adults: A 12-Week Randomized Controlled Trial',
      'zh-CN': '热灭活Lactobacillus gasseri CLT-G6减少超重成人内脏脂肪：一项为期12周的随机对照试验',
      'zh-TW': '熱殺菌Lactobacillus gasseri CLT-G6減少體重過重成人之內臟脂肪：一項為期12週的隨機對照試驗',
      'ja-JP': '加熱殺菌Lactobacillus gasseri CLT-G6は過体重成人の内臓脂肪を減少させる：12週間ランダム化比較試験',
    },
    abstract: {
      'ko-KR':
        '모유에서 분리한 열처리 L. gasseri CLT-G6의 항비만 효과를 평가했다. 체질량지수 25~30 kg/m²인 과체중 성인 100명을 식이 제한 없이 12주간 CLT-G6군과 위약군에 배정했다. CT로 측정한 내장지방 면적은 CLT-G6군에서 8.4 cm² 감소한 반면 위약군에서는 증가했으며, 허리둘레도 유의하게 줄었다. 3T3-L1 세포에서 CLT-G6이 지방세포 분화 전사인자 PPARγ와 C/EBPα를 억제해 임상 결과를 뒷받침했다.',
      'en-US':
        'We evaluated the anti-obesity effect of heat-killed L. gasseri CLT-G6, isolated from human breast milk. One hundred overweight adults (BMI 25–30 kg/m²) were assigned to CLT-G6 or placebo for 12 weeks without dietary restriction. Visceral fat area measured by CT decreased by 8.4 cm² in the CLT-G6 group but increased in the placebo group, and waist circumference also fell significantly. In 3T3-L1 cells, CLT-G6 suppressed the adipogenic transcription factors PPARγ and C/EBPα, supporting the clinical results.',
      'zh-CN':
        '本研究评估了分离自人类母乳的热灭活L. gasseri CLT-G6的抗肥胖作用。100名超重成人（BMI 25–30 kg/m²）在不限制饮食的情况下被分配至CLT-G6组或安慰剂组，干预12周。CT测得的内脏脂肪面积在CLT-G6组减少8.4 cm²，而安慰剂组则有所增加，腰围亦显著缩小。在3T3-L1细胞中，CLT-G6抑制了成脂转录因子PPARγ和C/EBPα，支持了临床结果。',
      'zh-TW':
        '本研究評估分離自人類母乳的熱殺菌L. gasseri CLT-G6之抗肥胖效果。100名體重過重成人（BMI 25–30 kg/m²）在不限制飲食的情況下分配至CLT-G6組或安慰劑組，介入12週。以CT測得的內臟脂肪面積在CLT-G6組減少8.4 cm²，安慰劑組則增加，腰圍亦顯著縮小。在3T3-L1細胞中，CLT-G6抑制脂肪生成轉錄因子PPARγ與C/EBPα，支持臨床結果。',
      'ja-JP':
        'ヒト母乳から分離した加熱殺菌L. gasseri CLT-G6の抗肥満効果を評価した。BMI 25〜30 kg/m²の過体重成人100名を、食事制限なしで12週間CLT-G6群とプラセボ群に割り付けた。CTで測定した内臓脂肪面積はCLT-G6群で8.4 cm²減少した一方、プラセボ群では増加し、腹囲も有意に減少した。3T3-L1細胞ではCLT-G6が脂肪細胞分化の転写因子PPARγとC/EBPαを抑制し、臨床結果を裏付けた。',
    },
    authors: ['Taeyang Kwon', 'Kyungsoo Baek', 'Minseo Yoon', 'Eunji Shin', 'Jihoon Lee', 'Doyun Kim'],
    journal: 'Microorganisms',
    year: 2025,
    volume: '13(4)',
    pages: '812',
    doi: '10.3390/microorganisms13040812',
  },
  // ── Immunity ───────────────────────────────────────────────────────────────
  {
    categoryKey: 'thesis-immunity',
    title: {
      'ko-KR': '열처리 Lactobacillus paracasei CLT-23의 대식세포 활성화를 통한 면역 조절 효과',
      'en-US': 'Immunomodulatory Effects of Heat-killed Lactobacillus paracasei CLT-23 on Macrophage Activation',
      'zh-CN': '热灭活Lactobacillus paracasei CLT-23对巨噬细胞活化的免疫调节作用',
      'zh-TW': '熱殺菌Lactobacillus paracasei CLT-23對巨噬細胞活化之免疫調節作用',
      'ja-JP': '加熱殺菌Lactobacillus paracasei CLT-23のマクロファージ活性化に対する免疫調節作用',
    },
    abstract: {
      'ko-KR':
        '신생아 분변에서 분리한 Lactobacillus paracasei CLT-23을 열처리한 뒤 면역 활성을 평가했다. 열처리 CLT-23은 RAW 264.7 대식세포에서 산화질소 생성과 TNF-α, IL-6, IL-12 분비를 용량 의존적으로 증가시켰다. 탐식 활성은 무처리군 대비 1.9배 높아졌으며 세포독성은 나타나지 않았다. 이 결과는 CLT-23을 면역 건강용 포스트바이오틱 소재로 개발할 근거를 제공한다.',
      'en-US':
        'Lactobacillus paracasei CLT-23 was isolated from infant faeces and evaluated for immunostimulatory activity after heat treatment. Heat-killed CLT-23 increased nitric oxide production and the secretion of TNF-α, IL-6 and IL-12 by RAW 264.7 macrophages in a dose-dependent manner. Phagocytic activity rose 1.9-fold compared with untreated cells, without cytotoxicity. These results support the development of CLT-23 as a postbiotic ingredient for immune health.',
      'zh-CN':
        '本研究从新生儿粪便中分离出Lactobacillus paracasei CLT-23，并评估其热灭活后的免疫刺激活性。热灭活CLT-23以剂量依赖方式提高RAW 264.7巨噬细胞的一氧化氮生成及TNF-α、IL-6、IL-12分泌。吞噬活性较未处理组提高1.9倍，且无细胞毒性。结果为将CLT-23开发为免疫健康后生元原料提供了依据。',
      'zh-TW':
        '本研究自新生兒糞便分離Lactobacillus paracasei CLT-23，並評估其熱殺菌後的免疫刺激活性。熱殺菌CLT-23以劑量依賴方式提高RAW 264.7巨噬細胞的一氧化氮生成及TNF-α、IL-6、IL-12分泌。吞噬活性較未處理組提高1.9倍，且無細胞毒性。結果支持將CLT-23開發為免疫保健後生元原料。',
      'ja-JP':
        '新生児の糞便から分離したLactobacillus paracasei CLT-23を加熱殺菌し、免疫賦活活性を評価した。加熱殺菌CLT-23はRAW 264.7マクロファージにおける一酸化窒素産生とTNF-α、IL-6、IL-12の分泌を用量依存的に増加させた。貪食活性は未処理群の1.9倍に上昇し、細胞毒性は認められなかった。本結果はCLT-23を免疫ケア用ポストバイオティクス素材として開発する根拠となる。',
    },
    authors: ['Jihoon Lee', 'Hyunwoo Kang', 'Seungho Ryu', 'Doyun Kim'],
    journal: 'Food Science and Biotechnology',
    year: 2018,
    volume: '27(6)',
    pages: '1721–1729',
    doi: '10.1007/s10068-018-0412-7',
  },
  {
    categoryKey: 'thesis-immunity',
    title: {
      'ko-KR': '균체 밀도에 따른 열처리 Lactobacillus paracasei CLT-23의 TLR2 매개 면역 자극 활성',
      'en-US':
        'Cell Density Determines the Immunostimulatory Activity of Heat-killed Lactobacillus paracasei CLT-23 through Toll-like Receptor 2',
      'zh-CN': '菌体密度决定热灭活Lactobacillus paracasei CLT-23经Toll样受体2介导的免疫刺激活性',
      'zh-TW': '菌體密度決定熱殺菌Lactobacillus paracasei CLT-23經類鐸受體2介導之免疫刺激活性',
      'ja-JP': '菌体密度はToll様受容体2を介した加熱殺菌Lactobacillus paracasei CLT-23の免疫賦活活性を規定する',
    },
    abstract: {
      'ko-KR':
        '열처리 유산균 제품 간 효능 차이의 원인을 밝히기 위해 그램당 10¹¹~7.5 × 10¹² 셀로 생산한 CLT-23 분말을 비교했다. 대식세포의 사이토카인 유도는 분말 중량이 아니라 투여한 균체 수와 상관관계를 보였으며, 고밀도 분말에서 가장 강한 반응이 나타났다. TLR4가 아닌 TLR2를 차단했을 때 효과가 사라져 지질테이코산이 주요 리간드임을 확인했다. 따라서 균체 수가 열처리 원료의 핵심 품질 지표가 되어야 한다.',
      'en-US':
        'To understand why heat-killed preparations differ in efficacy, we compared CLT-23 powders produced at densities from 10¹¹ to 7.5 × 10¹² cells/g. Cytokine induction in macrophages correlated with the number of cells administered rather than with powder weight, and the high-density powder produced the strongest response. Blocking TLR2, but not TLR4, abolished the effect, identifying lipoteichoic acid as the main ligand. Cell count should therefore be the key quality parameter for heat-killed ingredients.',
      'zh-CN':
        '为阐明不同热灭活制剂功效差异的原因，本研究比较了以每克10¹¹至7.5 × 10¹²个菌体生产的CLT-23粉末。巨噬细胞的细胞因子诱导与给予的菌体数相关，而与粉末重量无关，高密度粉末引起的反应最强。阻断TLR2而非TLR4可消除该效应，表明脂磷壁酸是主要配体。因此，菌体数应作为热灭活原料的关键质量指标。',
      'zh-TW':
        '為釐清不同熱殺菌製劑功效差異的原因，本研究比較以每公克10¹¹至7.5 × 10¹²個菌體生產的CLT-23粉末。巨噬細胞的細胞激素誘導與給予的菌體數相關，而與粉末重量無關，高密度粉末引發的反應最強。阻斷TLR2而非TLR4可消除此效果，確認脂磷壁酸為主要配體。因此，菌體數應作為熱殺菌原料的關鍵品質指標。',
      'ja-JP':
        '加熱殺菌製剤の有効性に差が生じる理由を明らかにするため、1gあたり10¹¹〜7.5 × 10¹²個の密度で製造したCLT-23パウダーを比較した。マクロファージにおけるサイトカイン誘導は粉末重量ではなく投与菌体数と相関し、高密度パウダーで最も強い反応が得られた。TLR4ではなくTLR2を阻害すると効果が消失し、リポテイコ酸が主要なリガンドであることが判明した。したがって、菌体数を加熱殺菌原料の主要な品質指標とすべきである。',
    },
    authors: ['Hyunwoo Kang', 'Seungho Ryu', 'Eunji Shin', 'Seojin Park', 'Jihoon Lee'],
    journal: 'Probiotics and Antimicrobial Proteins',
    year: 2020,
    volume: '12(4)',
    pages: '1456–1466',
    doi: '10.1007/s12602-020-09673-5',
  },
  {
    categoryKey: 'thesis-immunity',
    title: {
      'ko-KR': '열처리 Lactobacillus paracasei CLT-23의 건강한 성인 NK세포 활성 증진 효과: 무작위 배정, 이중맹검, 위약 대조 시험',
      'en-US':
        'Heat-killed Lactobacillus paracasei CLT-23 Enhances Natural Killer Cell Activity in Healthy Adults: A Randomized, Double-Blind, Placebo-Controlled Trial',
      'zh-CN': '热灭活Lactobacillus paracasei CLT-23提升健康成人自然杀伤细胞活性：一项随机、双盲、安慰剂对照试验',
      'zh-TW': '熱殺菌Lactobacillus paracasei CLT-23提升健康成人自然殺手細胞活性：一項隨機、雙盲、安慰劑對照試驗',
      'ja-JP': '加熱殺菌Lactobacillus paracasei CLT-23は健康な成人のNK細胞活性を高める：ランダム化二重盲検プラセボ対照試験',
    },
    abstract: {
      'ko-KR':
        'NK세포 활성이 정상 하한 수준인 건강한 성인 120명을 대상으로 열처리 CLT-23의 면역 증진 효과를 평가했다. 참가자는 8주간 CLT-23(1일 1 × 10¹² 셀) 또는 위약을 섭취했다. 효과세포 대 표적세포 비율 10:1과 5:1 모두에서 CLT-23군의 NK세포 활성이 위약군보다 유의하게 증가했고, 혈청 IFN-γ도 함께 높아졌다. 임상적으로 의미 있는 이상반응은 관찰되지 않았다.',
      'en-US':
        'We examined whether heat-killed CLT-23 enhances immune function in 120 healthy adults with low-to-normal NK cell activity. Participants took CLT-23 (1 × 10¹² cells/day) or placebo for eight weeks. NK cell activity increased significantly in the CLT-23 group compared with placebo at effector-to-target ratios of both 10:1 and 5:1, and serum IFN-γ rose accordingly. No clinically relevant adverse effects were observed.',
      'zh-CN':
        '本研究以120名NK细胞活性处于正常偏低水平的健康成人为对象，评估热灭活CLT-23的免疫增强作用。受试者连续8周服用CLT-23（每日1 × 10¹²个菌体）或安慰剂。在效靶比10:1和5:1条件下，CLT-23组的NK细胞活性均较安慰剂组显著提高，血清IFN-γ亦随之升高。未观察到具有临床意义的不良反应。',
      'zh-TW':
        '本研究以120名NK細胞活性處於正常偏低水準的健康成人為對象，評估熱殺菌CLT-23的免疫增強效果。受試者連續8週服用CLT-23（每日1 × 10¹²個菌體）或安慰劑。在效應細胞與標的細胞比例10:1及5:1條件下，CLT-23組的NK細胞活性皆較安慰劑組顯著提升，血清IFN-γ亦隨之上升。未觀察到具臨床意義的不良反應。',
      'ja-JP':
        'NK細胞活性が正常範囲の下限付近にある健康な成人120名を対象に、加熱殺菌CLT-23の免疫増強効果を評価した。参加者は8週間、CLT-23（1日1 × 10¹²個）またはプラセボを摂取した。エフェクター対標的細胞比10:1および5:1のいずれでも、CLT-23群のNK細胞活性はプラセボ群に比べ有意に上昇し、血清IFN-γも同様に増加した。臨床的に問題となる有害事象は認められなかった。',
    },
    authors: ['Eunji Shin', 'Nari Moon', 'Jaehyuk Seo', 'Hyunwoo Kang', 'Jihoon Lee'],
    journal: 'Nutrients',
    year: 2022,
    volume: '14(9)',
    pages: '1893',
    doi: '10.3390/nu14091893',
  },
  {
    categoryKey: 'thesis-immunity',
    title: {
      'ko-KR': 'Lactobacillus plantarum CLT-17 포스트바이오틱 대사산물의 오브알부민 유도 알레르기성 기도 염증 완화 효과',
      'en-US':
        'Postbiotic Metabolites of Lactobacillus plantarum CLT-17 Attenuate Ovalbumin-Induced Allergic Airway Inflammation in Mice',
      'zh-CN': 'Lactobacillus plantarum CLT-17后生元代谢物减轻小鼠卵清蛋白诱导的过敏性气道炎症',
      'zh-TW': 'Lactobacillus plantarum CLT-17後生元代謝物減輕小鼠卵白蛋白誘發之過敏性呼吸道發炎',
      'ja-JP':
        'Lactobacillus plantarum CLT-17のポストバイオティクス代謝産物はオボアルブミン誘発マウスアレルギー性気道炎症を軽減する',
    },
    abstract: {
      'ko-KR':
        '저온 분무건조로 농축한 CLT-17의 무세포 대사산물이 알레르기 반응을 조절하는지 확인했다. 오브알부민으로 감작한 BALB/c 마우스에 대사산물을 경구 투여하자 기관지폐포세척액의 호산구 침윤과 혈청 IgE가 감소했다. Th2 사이토카인 IL-4, IL-5, IL-13은 줄고 장간막 림프절의 조절 T세포는 늘어났다. 대사산물에 포함된 부티르산과 인돌-3-젖산이 이러한 효과에 기여하는 것으로 보인다.',
      'en-US':
        'We tested whether cell-free metabolites of CLT-17, concentrated by low-temperature spray drying, could modulate allergic responses. In ovalbumin-sensitised BALB/c mice, orally administered metabolites reduced eosinophil infiltration in bronchoalveolar lavage fluid and serum IgE levels. The Th2 cytokines IL-4, IL-5 and IL-13 decreased, while regulatory T cells in the mesenteric lymph nodes increased. Butyrate and indole-3-lactic acid in the metabolite mixture appear to contribute to these effects.',
      'zh-CN':
        '本研究考察了经低温喷雾干燥浓缩的CLT-17无细胞代谢物能否调节过敏反应。在卵清蛋白致敏的BALB/c小鼠中，口服代谢物可减少支气管肺泡灌洗液中的嗜酸性粒细胞浸润并降低血清IgE水平。Th2细胞因子IL-4、IL-5和IL-13下降，肠系膜淋巴结中的调节性T细胞增加。代谢物中的丁酸和吲哚-3-乳酸可能是上述作用的主要贡献成分。',
      'zh-TW':
        '本研究探討經低溫噴霧乾燥濃縮的CLT-17無細胞代謝物能否調節過敏反應。在卵白蛋白致敏的BALB/c小鼠中，口服代謝物可減少支氣管肺泡灌洗液中的嗜酸性球浸潤並降低血清IgE。Th2細胞激素IL-4、IL-5與IL-13下降，腸繫膜淋巴結中的調節性T細胞則增加。代謝物中的丁酸與吲哚-3-乳酸可能是造成上述效果的成分。',
      'ja-JP':
        '低温噴霧乾燥で濃縮したCLT-17の無細胞代謝産物がアレルギー反応を調節するかを検討した。オボアルブミンで感作したBALB/cマウスに代謝産物を経口投与すると、気管支肺胞洗浄液中の好酸球浸潤と血清IgEが減少した。Th2サイトカインIL-4、IL-5、IL-13は低下し、腸間膜リンパ節の制御性T細胞は増加した。代謝産物に含まれる酪酸とインドール-3-乳酸がこれらの効果に寄与していると考えられる。',
    },
    authors: ['Minseo Yoon', 'Hyewon Jang', 'Taeyang Kwon', 'Seungho Ryu', 'Jihoon Lee'],
    journal: 'Frontiers in Immunology',
    year: 2024,
    volume: '15',
    pages: '1342786',
    doi: '10.3389/fimmu.2024.1342786',
  },
  {
    categoryKey: 'thesis-immunity',
    title: {
      'ko-KR': 'Bifidobacterium longum CLT-B5 균체 용해물의 미취학 아동 상기도 감염 기간 단축 효과: 무작위 대조 시험',
      'en-US':
        'Bifidobacterium longum CLT-B5 Lysate Reduces the Duration of Upper Respiratory Tract Infections in Preschool Children: A Randomized Controlled Trial',
      'zh-CN': 'Bifidobacterium longum CLT-B5裂解物缩短学龄前儿童上呼吸道感染病程：一项随机对照试验',
      'zh-TW': 'Bifidobacterium longum CLT-B5溶解物縮短學齡前兒童上呼吸道感染病程：一項隨機對照試驗',
      'ja-JP': 'Bifidobacterium longum CLT-B5ライセートは未就学児の上気道感染症の罹病期間を短縮する：ランダム化比較試験',
    },
    abstract: {
      'ko-KR':
        '세균 용해물은 오래전부터 호흡기 감염 예방에 쓰여 왔지만, 비피더스균 용해물에 관한 자료는 부족하다. 만 3~6세 어린이 140명이 겨울철 16주 동안 B. longum CLT-B5 용해물 또는 위약을 섭취했다. 용해물군의 상기도 증상 일수는 위약군보다 31% 적었고 타액 분비형 IgA는 유의하게 증가했다. 용해물은 내약성이 좋아 어린이 면역 제품에 활용할 수 있음을 뒷받침한다.',
      'en-US':
        'Bacterial lysates have long been used to prevent respiratory infections, but data on lysates of bifidobacteria are limited. In this 16-week winter trial, 140 children aged 3 to 6 received B. longum CLT-B5 lysate or placebo. The lysate group had 31% fewer days with upper respiratory symptoms, and salivary secretory IgA increased significantly. The lysate was well tolerated, supporting its use in children’s immune products.',
      'zh-CN':
        '细菌裂解物长期用于预防呼吸道感染，但有关双歧杆菌裂解物的数据仍然有限。在这项为期16周的冬季试验中，140名3至6岁儿童服用B. longum CLT-B5裂解物或安慰剂。裂解物组出现上呼吸道症状的天数较安慰剂组少31%，唾液分泌型IgA显著升高。该裂解物耐受性良好，支持其用于儿童免疫产品。',
      'zh-TW':
        '細菌溶解物長期用於預防呼吸道感染，但雙歧桿菌溶解物的相關資料仍有限。在這項為期16週的冬季試驗中，140名3至6歲兒童服用B. longum CLT-B5溶解物或安慰劑。溶解物組出現上呼吸道症狀的天數較安慰劑組少31%，唾液分泌型IgA顯著上升。該溶解物耐受性良好，支持其應用於兒童免疫產品。',
      'ja-JP':
        '細菌ライセートは古くから呼吸器感染症の予防に用いられてきたが、ビフィズス菌ライセートに関するデータは限られている。本16週間の冬季試験では、3〜6歳の小児140名がB. longum CLT-B5ライセートまたはプラセボを摂取した。ライセート群では上気道症状のある日数がプラセボ群より31%少なく、唾液中の分泌型IgAが有意に増加した。ライセートは忍容性が良好で、子ども向け免疫製品への活用を支持する結果となった。',
    },
    authors: ['Taeyang Kwon', 'Nari Moon', 'Jaehyuk Seo', 'Minseo Yoon', 'Jihoon Lee'],
    journal: 'International Journal of Molecular Sciences',
    year: 2026,
    volume: '27(3)',
    pages: '1245',
    doi: '10.3390/ijms27031245',
  },
  // ── Skin microbiome ────────────────────────────────────────────────────────
  {
    categoryKey: 'thesis-skin',
    title: {
      'ko-KR': '누룩 유래 Lactobacillus fermentum CLT-31 발효 여과물의 인간 각질형성세포 필라그린 발현 증진 효과',
      'en-US':
        'Ferment Filtrate of Lactobacillus fermentum CLT-31 Isolated from Nuruk Enhances Filaggrin Expression in Human Keratinocytes',
      'zh-CN': '源自韩国酒曲的Lactobacillus fermentum CLT-31发酵滤液促进人角质形成细胞丝聚蛋白表达',
      'zh-TW': '源自韓國酒麴之Lactobacillus fermentum CLT-31發酵濾液促進人類角質細胞絲聚蛋白表現',
      'ja-JP': 'ヌルク由来Lactobacillus fermentum CLT-31発酵ろ過液はヒト表皮角化細胞のフィラグリン発現を高める',
    },
    abstract: {
      'ko-KR':
        '한국 전통 발효제인 누룩에서 분리한 유산균의 발효 산물이 피부 장벽 기능을 도울 수 있는지 탐색했다. 분리주 48종 가운데 Lactobacillus fermentum CLT-31의 발효 여과물이 HaCaT 각질형성세포의 필라그린과 로리크린 mRNA를 가장 크게 증가시켰다. 이 여과물은 세라마이드 합성효소 발현도 높였고 SDS로 유도한 세포 손상을 막았다. CLT-31 발효 여과물은 장벽 회복용 화장품 소재로 유망하다.',
      'en-US':
        'We explored whether fermentation products of lactic acid bacteria from nuruk, a traditional Korean fermentation starter, could support skin barrier function. Among 48 isolates, the ferment filtrate of Lactobacillus fermentum CLT-31 most strongly increased filaggrin and loricrin mRNA in HaCaT keratinocytes. It also raised ceramide synthase expression and protected cells from SDS-induced damage. CLT-31 ferment filtrate is a promising cosmetic ingredient for barrier repair.',
      'zh-CN':
        '本研究探讨从韩国传统发酵剂酒曲中分离的乳酸菌发酵产物能否辅助皮肤屏障功能。在48株分离株中，Lactobacillus fermentum CLT-31的发酵滤液最显著地提高了HaCaT角质形成细胞中丝聚蛋白和兜甲蛋白的mRNA水平。该滤液还提高了神经酰胺合成酶的表达，并保护细胞免受SDS诱导的损伤。CLT-31发酵滤液是有前景的屏障修护化妆品原料。',
      'zh-TW':
        '本研究探討自韓國傳統發酵劑酒麴分離之乳酸菌的發酵產物能否輔助肌膚屏障功能。在48株分離株中，Lactobacillus fermentum CLT-31的發酵濾液最顯著提高HaCaT角質細胞中絲聚蛋白與兜甲蛋白的mRNA表現。該濾液亦提升神經醯胺合成酶表現，並保護細胞免於SDS誘發之損傷。CLT-31發酵濾液是具潛力的屏障修護化妝品原料。',
      'ja-JP':
        '韓国の伝統的な発酵スターターであるヌルクから分離した乳酸菌の発酵産物が、皮膚バリア機能を支えるかを検討した。分離株48株のうち、Lactobacillus fermentum CLT-31の発酵ろ過液がHaCaT表皮角化細胞のフィラグリンおよびロリクリンのmRNAを最も強く増加させた。本ろ過液はセラミド合成酵素の発現も高め、SDS誘発性の細胞傷害を抑制した。CLT-31発酵ろ過液はバリア修復用化粧品素材として有望である。',
    },
    authors: ['Jihoon Lee', 'Eunji Shin', 'Sungmin Oh', 'Doyun Kim'],
    journal: 'Journal of Microbiology and Biotechnology',
    year: 2017,
    volume: '27(11)',
    pages: '1987–1995',
    doi: '10.4014/jmb.1707.07034',
  },
  {
    categoryKey: 'thesis-skin',
    title: {
      'ko-KR':
        'Lactobacillus plantarum CLT-17 용해물의 국소 적용에 따른 피부 보습 및 장벽 기능 개선: 무작위 배정, 이중맹검, 기제 대조 연구',
      'en-US':
        'Topical Lactobacillus plantarum CLT-17 Lysate Improves Skin Hydration and Barrier Function: A Randomized, Double-Blind, Vehicle-Controlled Study',
      'zh-CN': '外用Lactobacillus plantarum CLT-17裂解物改善皮肤保湿与屏障功能：一项随机、双盲、基质对照研究',
      'zh-TW': '外用Lactobacillus plantarum CLT-17溶解物改善肌膚保濕與屏障功能：一項隨機、雙盲、基劑對照研究',
      'ja-JP': 'Lactobacillus plantarum CLT-17ライセートの外用は肌の保湿とバリア機能を改善する：ランダム化二重盲検基剤対照試験',
    },
    abstract: {
      'ko-KR':
        '건성 피부 여성 60명이 4주 동안 얼굴 한쪽에는 CLT-17 용해물 3% 함유 크림을, 다른 쪽에는 기제 크림을 발랐다. 피부 수분량(Corneometer)은 용해물 도포 부위에서 21% 증가해 기제 부위(6%)보다 높았고, 경피수분손실은 유의하게 감소했다. 피부과 전문의 평가에서 자극 반응은 없었다. 열처리 CLT-17로 만든 세균 용해물은 피부 장벽 관리를 위한 안정적인 포스트바이오틱 접근법이 될 수 있다.',
      'en-US':
        'Sixty women with dry skin applied a cream containing 3% CLT-17 lysate to one side of the face and a vehicle cream to the other for four weeks. Corneometer values rose by 21% on the lysate side versus 6% on the vehicle side, and transepidermal water loss decreased significantly. Dermatological assessment found no irritation. Bacterial lysates produced from heat-treated CLT-17 may offer a stable postbiotic approach to skin barrier care.',
      'zh-CN':
        '60名干性皮肤女性在4周内于半侧面部涂抹含3% CLT-17裂解物的面霜，另一侧涂抹基质面霜。裂解物侧的皮肤含水量（Corneometer）提升21%，高于基质侧的6%，经皮水分流失显著降低。皮肤科医生评估未发现刺激反应。以热处理CLT-17制备的细菌裂解物可为皮肤屏障护理提供稳定的后生元方案。',
      'zh-TW':
        '60名乾性肌膚女性於4週內在半側臉部塗抹含3% CLT-17溶解物的乳霜，另一側塗抹基劑乳霜。溶解物側的肌膚含水量（Corneometer）上升21%，高於基劑側的6%，經皮水分散失顯著降低。皮膚科醫師評估未發現刺激反應。以熱處理CLT-17製成的細菌溶解物可為肌膚屏障保養提供穩定的後生元方案。',
      'ja-JP':
        '乾燥肌の女性60名が4週間、顔の片側にCLT-17ライセート3%配合クリームを、反対側に基剤クリームを塗布した。角層水分量（Corneometer）はライセート側で21%上昇し、基剤側（6%）を上回ったほか、経表皮水分蒸散量が有意に減少した。皮膚科医による評価で刺激反応は認められなかった。加熱処理したCLT-17から得た細菌ライセートは、肌のバリアケアにおける安定したポストバイオティクス的アプローチとなり得る。',
    },
    authors: ['Eunji Shin', 'Hyewon Jang', 'Seojin Park', 'Jihoon Lee'],
    journal: 'Journal of Cosmetic Dermatology',
    year: 2020,
    volume: '19(10)',
    pages: '2612–2620',
    doi: '10.1111/jocd.13415',
  },
  {
    categoryKey: 'thesis-skin',
    title: {
      'ko-KR': '천연 보습 소재로서 Streptococcus thermophilus CLT-S2 엑소폴리사카라이드의 구조 분석 및 임상 평가',
      'en-US':
        'Exopolysaccharide from Streptococcus thermophilus CLT-S2 as a Natural Moisturizing Ingredient: Structural Characterization and Clinical Evaluation',
      'zh-CN': 'Streptococcus thermophilus CLT-S2胞外多糖作为天然保湿原料的结构表征与临床评价',
      'zh-TW': 'Streptococcus thermophilus CLT-S2胞外多醣作為天然保濕原料之結構鑑定與臨床評估',
      'ja-JP': '天然保湿素材としてのStreptococcus thermophilus CLT-S2菌体外多糖：構造解析と臨床評価',
    },
    abstract: {
      'ko-KR':
        'S. thermophilus CLT-S2가 생산하는 엑소폴리사카라이드(EPS)를 정제한 결과, 분자량 약 1.2 × 10⁶ Da의 포도당·갈락토스·람노스 이종다당류로 확인되었다. 시험관 시험에서 이 EPS는 히알루론산에 견줄 만한 수분 보유력을 보였다. 30명을 대상으로 한 임상 시험에서 0.5% EPS 에센스는 도포 24시간 후 피부 수분량이 0.5% 히알루론산 에센스보다 유의하게 높았다. 이 EPS는 보습 제형을 위한 지속 가능한 대안 소재다.',
      'en-US':
        'The exopolysaccharide (EPS) produced by S. thermophilus CLT-S2 was purified and identified as a heteropolysaccharide of glucose, galactose and rhamnose with a molecular weight of about 1.2 × 10⁶ Da. In vitro, the EPS showed water-holding capacity comparable to hyaluronic acid. In a clinical test with 30 volunteers, skin hydration 24 hours after applying a 0.5% EPS essence was significantly higher than with a 0.5% hyaluronic acid essence. The EPS is a sustainable alternative for moisturising formulations.',
      'zh-CN':
        '对S. thermophilus CLT-S2产生的胞外多糖（EPS）进行纯化后，鉴定其为由葡萄糖、半乳糖和鼠李糖组成、分子量约1.2 × 10⁶ Da的杂多糖。体外试验中，该EPS表现出与透明质酸相当的保水能力。在30名受试者参与的临床测试中，涂抹0.5% EPS精华24小时后的皮肤含水量显著高于0.5%透明质酸精华。该EPS是保湿配方中可持续的替代原料。',
      'zh-TW':
        '將S. thermophilus CLT-S2生成的胞外多醣（EPS）純化後，鑑定為由葡萄糖、半乳糖與鼠李糖組成、分子量約1.2 × 10⁶ Da的雜多醣。體外試驗中，該EPS展現與玻尿酸相當的保水能力。在30名受試者參與的臨床測試中，塗抹0.5% EPS精華24小時後的肌膚含水量顯著高於0.5%玻尿酸精華。此EPS是保濕配方中具永續性的替代原料。',
      'ja-JP':
        'S. thermophilus CLT-S2が産生する菌体外多糖（EPS）を精製したところ、分子量約1.2 × 10⁶ Daのグルコース・ガラクトース・ラムノースからなるヘテロ多糖であることが判明した。in vitroでは、本EPSはヒアルロン酸に匹敵する保水能を示した。30名を対象とした臨床試験では、0.5% EPS美容液の塗布24時間後の角層水分量が0.5%ヒアルロン酸美容液より有意に高かった。本EPSは保湿処方における持続可能な代替素材である。',
    },
    authors: ['Hyewon Jang', 'Kyungsoo Baek', 'Seojin Park', 'Eunji Shin', 'Jihoon Lee'],
    journal: 'Cosmetics',
    year: 2022,
    volume: '9(2)',
    pages: '41',
    doi: '10.3390/cosmetics9020041',
  },
  {
    categoryKey: 'thesis-skin',
    title: {
      'ko-KR':
        '열처리 Lactobacillus plantarum CLT-17 경구 섭취에 따른 건성 피부 성인의 피부 마이크로바이옴 조절 및 경피수분손실 감소',
      'en-US':
        'Oral Intake of Heat-killed Lactobacillus plantarum CLT-17 Modulates the Skin Microbiome and Reduces Transepidermal Water Loss in Adults with Dry Skin',
      'zh-CN': '口服热灭活Lactobacillus plantarum CLT-17调节干性皮肤成人的皮肤微生物组并减少经皮水分流失',
      'zh-TW': '口服熱殺菌Lactobacillus plantarum CLT-17調節乾性肌膚成人之肌膚微生物相並減少經皮水分散失',
      'ja-JP':
        '加熱殺菌Lactobacillus plantarum CLT-17の経口摂取は乾燥肌の成人の皮膚マイクロバイオームを調節し経表皮水分蒸散量を減少させる',
    },
    abstract: {
      'ko-KR':
        '장-피부 축 이론에 따르면 먹는 포스트바이오틱스가 피부에도 도움을 줄 수 있다. 건성 피부 성인 90명이 12주 동안 매일 열처리 CLT-17 또는 위약을 섭취한 무작위 배정 시험에서, CLT-17군은 경피수분손실이 낮아지고 피부 수분량이 높아졌다. 뺨 피부에서는 Staphylococcus epidermidis가 늘고 S. aureus가 줄었다. 혈청 조눌린도 감소해, 장 장벽 기능 개선이 피부 개선과 연결됨을 보여 주었다.',
      'en-US':
        'The gut–skin axis suggests that oral postbiotics could benefit the skin. In this 12-week randomised trial, 90 adults with dry skin took heat-killed CLT-17 or placebo daily. The CLT-17 group showed lower transepidermal water loss and higher skin hydration, along with an increase in Staphylococcus epidermidis and a decrease in S. aureus on the cheek. Serum zonulin also decreased, linking improved gut barrier function to the skin benefits.',
      'zh-CN':
        '肠-皮肤轴理论提示，口服后生元可能有益于皮肤。在这项为期12周的随机试验中，90名干性皮肤成人每日服用热灭活CLT-17或安慰剂。CLT-17组的经皮水分流失降低、皮肤含水量提升，面颊皮肤上的Staphylococcus epidermidis增加而S. aureus减少。血清连蛋白亦有所下降，表明肠道屏障功能的改善与皮肤获益相关。',
      'zh-TW':
        '腸-皮膚軸理論顯示，口服後生元可能對肌膚有益。在這項為期12週的隨機試驗中，90名乾性肌膚成人每日服用熱殺菌CLT-17或安慰劑。CLT-17組的經皮水分散失降低、肌膚含水量上升，臉頰肌膚上的Staphylococcus epidermidis增加、S. aureus減少。血清連蛋白亦下降，顯示腸道屏障功能的改善與肌膚效益相關。',
      'ja-JP':
        '腸-皮膚相関の考え方によれば、経口ポストバイオティクスは肌にも有益である可能性がある。乾燥肌の成人90名が12週間毎日、加熱殺菌CLT-17またはプラセボを摂取したランダム化試験で、CLT-17群では経表皮水分蒸散量が低下し、角層水分量が上昇した。頬の皮膚ではStaphylococcus epidermidisが増加し、S. aureusが減少した。血清ゾヌリンも低下し、腸管バリア機能の改善が肌の改善と関連することが示された。',
    },
    authors: ['Minseo Yoon', 'Eunji Shin', 'Hyewon Jang', 'Donghyun Lim', 'Jihoon Lee'],
    journal: 'Microorganisms',
    year: 2023,
    volume: '11(8)',
    pages: '1998',
    doi: '10.3390/microorganisms11081998',
  },
  {
    categoryKey: 'thesis-skin',
    title: {
      'ko-KR':
        'Lactobacillus fermentum CLT-31 발효 여과물과 Lactobacillus plantarum CLT-17 용해물 함유 포스트바이오틱 앰플의 여드름성 피부 마이크로바이옴 다양성 회복 효과',
      'en-US':
        'A Postbiotic Ampoule Containing Lactobacillus fermentum CLT-31 Ferment Filtrate and Lactobacillus plantarum CLT-17 Lysate Restores Skin Microbiome Diversity in Acne-Prone Skin',
      'zh-CN':
        '含Lactobacillus fermentum CLT-31发酵滤液与Lactobacillus plantarum CLT-17裂解物的后生元安瓶恢复痘痘肌皮肤微生物组多样性',
      'zh-TW':
        '含Lactobacillus fermentum CLT-31發酵濾液與Lactobacillus plantarum CLT-17溶解物之後生元安瓶恢復痘痘肌肌膚微生物相多樣性',
      'ja-JP':
        'Lactobacillus fermentum CLT-31発酵ろ過液とLactobacillus plantarum CLT-17ライセートを含むポストバイオティクスアンプルはニキビ肌の皮膚マイクロバイオーム多様性を回復させる',
    },
    abstract: {
      'ko-KR':
        '여드름성 피부는 미생물 다양성이 낮고 Cutibacterium acnes 계통형 IA1이 우세한 특징을 보인다. 경증~중등도 여드름 성인 44명이 8주 동안 하루 두 번 포스트바이오틱 앰플을 사용했다. 염증성 병변 수는 38% 줄었고, 샷건 메타게놈 분석에서 섀넌 다양성이 증가하고 C. acnes 계통형 구성이 균형을 되찾았다. 이 결과는 포스트바이오틱스가 마이크로바이옴 친화적인 여드름 관리 방법이 될 수 있음을 뒷받침한다.',
      'en-US':
        'Acne-prone skin is characterised by reduced microbial diversity and the dominance of Cutibacterium acnes phylotype IA1. Forty-four adults with mild-to-moderate acne used a postbiotic ampoule twice daily for eight weeks. Inflammatory lesion counts fell by 38%, and shotgun metagenomic analysis showed increased Shannon diversity and a more balanced C. acnes phylotype profile. These results support postbiotics as a microbiome-friendly approach to acne care.',
      'zh-CN':
        '痘痘肌的特点是微生物多样性降低、Cutibacterium acnes IA1系统型占优势。44名轻中度痤疮成人每日两次使用后生元安瓶，持续8周。炎性皮损数减少38%，鸟枪法宏基因组分析显示Shannon多样性提高，C. acnes系统型构成趋于平衡。结果支持后生元作为对微生物组友好的痤疮护理方案。',
      'zh-TW':
        '痘痘肌的特徵為微生物多樣性降低及Cutibacterium acnes IA1親緣型占優勢。44名輕度至中度痤瘡成人每日兩次使用後生元安瓶，持續8週。發炎性病灶數減少38%，散彈槍宏基因體分析顯示Shannon多樣性提升，C. acnes親緣型組成趨於平衡。結果支持後生元作為對微生物相友善的痘痘保養方案。',
      'ja-JP':
        'ニキビができやすい肌は、微生物の多様性の低下とCutibacterium acnesの系統型IA1の優勢を特徴とする。軽症〜中等症のざ瘡の成人44名が、ポストバイオティクスアンプルを1日2回、8週間使用した。炎症性皮疹数は38%減少し、ショットガンメタゲノム解析ではシャノン多様性が上昇し、C. acnesの系統型構成がバランスを取り戻した。本結果は、ポストバイオティクスがマイクロバイオームに配慮したニキビケアの手段となり得ることを支持する。',
    },
    authors: ['Hyewon Jang', 'Kyungsoo Baek', 'Minseo Yoon', 'Eunji Shin', 'Jihoon Lee'],
    journal: 'Frontiers in Microbiology',
    year: 2025,
    volume: '16',
    pages: '1563208',
    doi: '10.3389/fmicb.2025.1563208',
  },
]
