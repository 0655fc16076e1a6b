// Writes the company's downloadable documents as real PDFs into public/documents/.
// Run by postinstall and before every build; the document records in the database point at these files.
import { createWriteStream, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import PDFDocument from 'pdfkit'
import { buildSpecSheets } from './build-spec-sheets.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'public', 'documents')
const fontDir = join(root, 'node_modules', 'pretendard', 'dist', 'public', 'static', 'alternative')
const green = '#16794b'
const dark = '#1b1f24'

/** Each document: file name, title and pages of [heading, paragraphs]. */
const documents = [
  {
    file: 'cellactis-company-deck-ko.pdf',
    title: '셀락티스 회사소개서',
    subtitle: '포스트바이오틱스로 여는 건강한 내일',
    pages: [
      [
        '회사 개요',
        [
          '주식회사 셀락티스는 2014년 경기도 성남시 판교에서 설립된 포스트바이오틱스·마이크로바이옴 전문 바이오 기업입니다.',
          '열처리 유산균, 균체 파쇄물, 대사산물 등 포스트바이오틱스 원료를 연구·생산하여 화장품과 건강기능식품 브랜드에 공급합니다.',
          '대표이사 김도윤 · 경기도 성남시 분당구 판교로 289번길 20, 3동 5층',
        ],
      ],
      [
        '핵심 지표',
        [
          '그램당 7.5조 셀의 고농도 열처리 유산균',
          '250개 이상의 협력 브랜드, 18개 이상의 유통 플랫폼',
          '핵심 균주 특허 3건 등록',
          '누적 1,500건 이상의 브랜드 캠페인',
        ],
      ],
      [
        '사업 분야',
        [
          '원료 사업: 유산균 균주와 포스트바이오틱스 원료를 OEM·ODM으로 공급합니다.',
          '자체 제품: 포스트바이오틱스 스틱, 캡슐, 스킨케어 앰플을 온라인과 약국에서 판매합니다.',
          '협업: 브랜드 기획부터 콘텐츠와 퍼포먼스 마케팅까지 함께합니다.',
        ],
      ],
      [
        '연구 개발',
        [
          '부설 연구소에서 피부·장·면역 마이크로바이옴을 연구합니다.',
          '국내외 특허와 학술 논문으로 원료의 기능성을 검증합니다.',
          'HACCP·GMP·ISO 인증 시설에서 생산합니다.',
        ],
      ],
      [
        '문의',
        [
          'OEM·ODM, 원료, 협업 문의: contact@cellactis.co.kr',
          '대표전화 031-8017-4250',
          '웹사이트의 문의하기 페이지에서도 문의하실 수 있습니다.',
        ],
      ],
    ],
  },
  {
    file: 'cellactis-company-deck-en.pdf',
    title: 'Cellactis Company Deck',
    subtitle: 'A healthier tomorrow, powered by postbiotics',
    pages: [
      [
        'About us',
        [
          'Cellactis Co., Ltd. is a postbiotics and microbiome company founded in 2014 in Pangyo, Seongnam, Korea.',
          'We research and make postbiotic ingredients (heat-killed lactic acid bacteria, bacterial lysates and metabolites) for cosmetics and health-food brands.',
          'CEO Doyun Kim · 5F, Bldg. 3, 20 Pangyo-ro 289beon-gil, Bundang-gu, Seongnam-si, Gyeonggi-do, Korea',
        ],
      ],
      [
        'Key figures',
        [
          '7.5 trillion heat-killed cells per gram',
          '250+ partner brands on 18+ platforms',
          '3 registered core strain patents',
          '1,500+ brand campaigns',
        ],
      ],
      [
        'Business',
        [
          'Raw materials: strains and postbiotic ingredients supplied OEM/ODM.',
          'Own products: postbiotic sticks, capsules and a skin-care ampoule, online and in pharmacies.',
          'Partnership: from brand planning to content and performance marketing.',
        ],
      ],
      [
        'Research',
        [
          'Our research center studies the skin, gut and immune microbiome.',
          'Patents and peer-reviewed papers back the function of every ingredient.',
          'Made in HACCP, GMP and ISO certified facilities.',
        ],
      ],
      [
        'Contact',
        [
          'OEM/ODM, raw materials and partnerships: contact@cellactis.co.kr',
          'Phone +82 31-8017-4250',
          'Or use the inquiry form on our website.',
        ],
      ],
    ],
  },
  ...[
    [
      'cellactis-brand-strategy.pdf',
      'Brand Strategy Guide · 브랜드 전략 가이드',
      [
        'Positioning, target and message design for postbiotic brands.',
        '포스트바이오틱스 브랜드의 포지셔닝, 타깃, 메시지 설계를 안내합니다.',
      ],
    ],
    [
      'cellactis-brand-contents.pdf',
      'Brand Content Overview · 브랜드 콘텐츠 소개',
      [
        'Content formats and production process for brand storytelling.',
        '브랜드 스토리텔링을 위한 콘텐츠 형식과 제작 과정을 소개합니다.',
      ],
    ],
    [
      'cellactis-brand-performance.pdf',
      'Brand Performance Report · 브랜드 퍼포먼스 리포트',
      [
        '1,500+ campaigns, 5,000+ campaigns overall across 18+ platforms.',
        '18개 이상의 플랫폼에서 진행한 캠페인 성과를 정리했습니다.',
      ],
    ],
    [
      'cellactis-ad-tech.pdf',
      'Ad-tech Solutions · 애드테크 솔루션 소개',
      [
        'Audience data, media buying and measurement across 60,000 media channels.',
        '6만여 개 매체 채널을 아우르는 데이터·미디어·측정 솔루션입니다.',
      ],
    ],
    [
      'cellactis-mcn.pdf',
      'MCN and Influencer Partnerships · MCN·인플루언서 협업',
      [
        '14 celebrities and 38 influencers in our creator network.',
        '셀럽 14명, 인플루언서 38명과 함께하는 크리에이터 네트워크입니다.',
      ],
    ],
  ].map(([file, title, lines]) => ({
    file,
    title,
    subtitle: 'Cellactis Co., Ltd. · 주식회사 셀락티스',
    pages: [['Overview · 개요', lines]],
  })),
]

function write(doc) {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 56,
      info: { Title: doc.title, Author: 'Cellactis Co., Ltd.' },
    })
    pdf.registerFont('regular', join(fontDir, 'Pretendard-Regular.ttf'))
    pdf.registerFont('bold', join(fontDir, 'Pretendard-Bold.ttf'))
    const stream = createWriteStream(join(outDir, doc.file))
    stream.on('finish', resolve)
    stream.on('error', reject)
    pdf.pipe(stream)

    pdf.rect(0, 0, pdf.page.width, pdf.page.height).fill(green)
    pdf
      .fillColor('#ffffff')
      .font('bold')
      .fontSize(40)
      .text(doc.title, 72, 200, { width: pdf.page.width - 144 })
    pdf
      .font('regular')
      .fontSize(20)
      .text(doc.subtitle, { width: pdf.page.width - 144 })
    for (const [heading, paragraphs] of doc.pages) {
      pdf.addPage()
      pdf.fillColor(green).font('bold').fontSize(28).text(heading, 72, 72)
      pdf.moveDown(1)
      pdf.fillColor(dark).font('regular').fontSize(16)
      for (const paragraph of paragraphs) pdf.text(`•  ${paragraph}`, { width: pdf.page.width - 144, paragraphGap: 14 })
    }
    pdf.end()
  })
}

mkdirSync(outDir, { recursive: true })
await Promise.all(documents.map(write))
console.log(`documents: ${documents.length} PDFs written to public/documents`)
console.log(`spec sheets: ${await buildSpecSheets()} PDFs written to public/documents/spec-sheets`)
