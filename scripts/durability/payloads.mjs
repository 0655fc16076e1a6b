// What the durability run sends: real PNG and PDF files of varied sizes, the inquiry's fields, and the solved
// proof-of-work captcha.

import { createHash, randomBytes, randomInt } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

function pngChunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A valid RGB PNG of random noise (so it does not compress): from about 1 KB to about 150 KB. */
export function pngFile() {
  const width = randomInt(16, 224)
  const height = randomInt(16, 224)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, RGB, deflate, no filter method, no interlace
  const rowBytes = 1 + width * 3
  const pixels = randomBytes(rowBytes * height)
  for (let row = 0; row < height; row++) pixels[row * rowBytes] = 0 // filter type None
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A valid one-page PDF whose page draws a random amount of text: from under 1 KB to about maxBytes. */
export function pdfFile(maxBytes = 100_000) {
  const lines = Array.from(
    { length: randomInt(1, Math.max(2, Math.floor(maxBytes / 74))) },
    (_, i) => `BT /F1 9 Tf 20 ${800 - (i % 90) * 9} Td (${randomBytes(24).toString('hex')}) Tj ET`,
  )
  const content = lines.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf)
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf)
}

/** One to three attachments, each { name, bytes, size, sha256 }; names are unique in the run. */
export function attachmentsFor(label, maxPdfBytes) {
  return Array.from({ length: randomInt(1, 4) }, (_, i) => {
    const pdf = Math.random() < 0.5
    const bytes = pdf ? pdfFile(maxPdfBytes) : pngFile()
    return { name: `${label}-f${i + 1}.${pdf ? 'pdf' : 'png'}`, bytes, size: bytes.length, sha256: sha256(bytes) }
  })
}

/** The inquiry's text parts as the form sends them (strings, consent as 'true', the honeypot empty). */
export function inquiryForm(subject, captcha, files) {
  const fields = {
    type: 'OEM_ODM',
    company: '셀악티스 내구성 시험',
    fullName: '홍길동',
    email: 'durability@example.com',
    mobile: '010-1234-5678',
    subject,
    content: '포스트바이오틱스 원료의 최소 주문 수량을 알고 싶습니다. (durability run)',
    privacyAgree: 'true',
    website: '',
    captcha,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append('files', new Blob([file.bytes], { type: 'application/octet-stream' }), file.name)
  return form
}

/**
 * Solves an ALTCHA v1 challenge as altcha-lib's solveChallenge does (the first number n with
 * SHA-256(salt + n) = challenge), but with node:crypto's synchronous hash: altcha-lib awaits WebCrypto once per
 * try, about 100 times slower, which would make the solving, not the server, the run's bottleneck. Yields to the
 * event loop now and then so the killer's timers stay on time. Returns the base64 payload the form sends.
 */
export async function solveCaptcha(challenge) {
  if (challenge.algorithm !== 'SHA-256') throw new Error(`unexpected captcha algorithm ${challenge.algorithm}`)
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    ) {
      const { algorithm, salt, signature } = challenge
      return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: n, salt, signature })).toString(
        'base64',
      )
    }
    if (n % 5000 === 4999) await new Promise((done) => setImmediate(done))
  }
  throw new Error('captcha challenge not solvable')
}
