// Writes the shipped raw materials' specification sheets (decision 51) as real PDFs into public/documents/spec-sheets/,
// in Korean and English (Pretendard has no Han characters, so none in Chinese or Japanese), from the demo content's names,
// summaries, specs and descriptions; and their sizes into a module the backend bundles (its public read tells
// readers a sheet's size, and the backend need not run where the site's public/ is). Run by build-documents.mjs.
import { createWriteStream, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import PDFDocument from 'pdfkit'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'public', 'documents', 'spec-sheets')
const manifestPath = join(root, 'app', 'backend', 'content', 'spec-sheets', 'shipped-spec-sheets.gen.json')
const fontDir = join(root, 'node_modules', 'pretendard', 'dist', 'public', 'static', 'alternative')
const green = '#16794b'
const dark = '#1b1f24'
const muted = '#5b6470'
/** A fixed date, so that the same demo content writes the same bytes. */
const issued = new Date('2026-11-01T00:00:00Z')

/** The sheets' own words, in the languages they are written in (file suffix, locale, words). */
const languages = [
  {
    suffix: 'ko',
    locale: 'ko-KR',
    words: {
      kind: '원료 사양서',
      specs: '규격',
      about: '원료 설명',
      contact: '문의: contact@cellactis.co.kr · 031-8017-4250',
      company: '주식회사 셀락티스 · 경기도 성남시 분당구 판교로 289번길 20, 3동 5층',
    },
  },
  {
    suffix: 'en',
    locale: 'en-US',
    words: {
      kind: 'Raw material specification sheet',
      specs: 'Specifications',
      about: 'About this ingredient',
      contact: 'Contact: contact@cellactis.co.kr · +82 31-8017-4250',
      company: 'Cellactis Co., Ltd. · 5F, Bldg. 3, 20 Pangyo-ro 289beon-gil, Bundang-gu, Seongnam-si, Gyeonggi-do, Korea',
    },
  },
]

/** A rich text node's text (a description's paragraph, decision 52). */
const textOf = (node) => node.text ?? (node.content ?? []).map(textOf).join('')

/** The shipped sheet's file name of a material in a language (the backend builds the same, spec-sheet-files.ts). */
const fileOf = (key, suffix) => `${key}-${suffix}.pdf`

function write(material, { locale, suffix, words }) {
  const path = join(outDir, fileOf(material.key, suffix))
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `${material.name[locale]} · ${words.kind}`, Author: 'Cellactis Co., Ltd.', CreationDate: issued },
    })
    pdf.registerFont('regular', join(fontDir, 'Pretendard-Regular.ttf'))
    pdf.registerFont('bold', join(fontDir, 'Pretendard-Bold.ttf'))
    const stream = createWriteStream(path)
    stream.on('finish', () => resolve(statSync(path).size))
    stream.on('error', reject)
    pdf.pipe(stream)

    const width = pdf.page.width - 112
    pdf.rect(0, 0, pdf.page.width, 150).fill(green)
    pdf.fillColor('#ffffff').font('regular').fontSize(12).text(`CELLACTIS · ${words.kind}`, 56, 48, { width })
    pdf.font('bold').fontSize(24).text(material.name[locale], 56, 72, { width })
    pdf.fillColor(dark).font('regular').fontSize(12).text(material.summary[locale], 56, 180, { width, lineGap: 4 })

    pdf.moveDown(1.5).fillColor(green).font('bold').fontSize(15).text(words.specs, 56)
    pdf.moveDown(0.5)
    for (const spec of material.specs) {
      const top = pdf.y
      pdf.fillColor(muted).font('regular').fontSize(11).text(spec.label[locale], 56, top, { width: 150 })
      const labelBottom = pdf.y
      pdf.fillColor(dark).text(spec.value[locale], 216, top, { width: width - 160 })
      pdf.y = Math.max(labelBottom, pdf.y) + 6
      pdf
        .moveTo(56, pdf.y - 3)
        .lineTo(56 + width, pdf.y - 3)
        .strokeColor('#dfe3e8')
        .stroke()
    }

    pdf.moveDown(1.5).fillColor(green).font('bold').fontSize(15).text(words.about, 56)
    pdf.moveDown(0.5)
    for (const paragraph of material.description[locale].content.map(textOf)) {
      pdf.fillColor(dark).font('regular').fontSize(11).text(paragraph, 56, pdf.y, { width, lineGap: 3, paragraphGap: 8 })
    }

    pdf.fillColor(muted).fontSize(9)
    pdf.text(words.contact, 56, pdf.page.height - 92, { width })
    pdf.text(words.company, 56, pdf.page.height - 78, { width })
    pdf.end()
  })
}

/** Writes every shipped material's sheets and the manifest of their sizes: `{ [key]: { [locale]: bytes } }`. */
export async function buildSpecSheets() {
  await import('./app-modules.mjs')
  const { demoPart, readDemoContent } = await import('~/backend/seed/demo-content')
  const materials = demoPart(await readDemoContent(), 'products-material').map(({ key, fields }) => ({ key, ...fields }))
  mkdirSync(outDir, { recursive: true })
  const manifest = {}
  for (const material of materials) {
    manifest[material.key] = {}
    for (const language of languages) manifest[material.key][language.locale] = await write(material, language)
  }
  mkdirSync(dirname(manifestPath), { recursive: true })
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  return materials.length * languages.length
}
