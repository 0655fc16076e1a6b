// Plain-text rendering of the admin API's answers for the terminal; Korean, Chinese and Japanese characters
// take two columns, so the table lines up in a terminal whatever the language.

// Sizes written as the staff's mails write them; Node strips the types of the .ts file (as for build-images.mjs).
import { formatBytes } from '../app/backend/mail/inquiry-mail-text.ts'

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

function width(text) {
  let total = 0
  for (const char of text) total += WIDE.test(char) ? 2 : 1
  return total
}

function pad(text, max) {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  if (width(flat) <= max) return flat + ' '.repeat(max - width(flat))
  let out = ''
  for (const char of flat) {
    if (width(out) + width(char) > max - 1) break
    out += char
  }
  return `${out}…${' '.repeat(max - 1 - width(out))}`
}

/** A moment as Korean office time, minutes precision. */
export function seoulTime(iso) {
  if (!iso) return '-'
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (type) => parts.find((part) => part.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`
}

function state(item) {
  if (item.personalDataDestroyed) return 'destroyed'
  return item.processed ? 'processed' : 'open'
}

const columns = [
  ['RECEIPT', 18, (item) => item.receiptNumber],
  ['RECEIVED (KST)', 16, (item) => seoulTime(item.createdAt)],
  ['TYPE', 12, (item) => item.type],
  ['COMPANY', 22, (item) => item.company],
  ['SUBJECT', 34, (item) => item.subject],
  ['FILES', 5, (item) => String(item.attachmentCount)],
  ['STATUS', 9, (item) => state(item)],
]

export function formatList(page, status) {
  if (!page.items.length) return `No ${status === 'all' ? '' : `${status} `}inquiries.`
  const row = (cells) =>
    cells
      .map((cell, i) => pad(cell, columns[i][1]))
      .join('  ')
      .trimEnd()
  const lines = [row(columns.map(([title]) => title)), ...page.items.map((item) => row(columns.map(([, , get]) => get(item))))]
  const pages = Math.max(1, Math.ceil(page.total / page.size))
  const noun = page.total === 1 ? 'inquiry' : 'inquiries'
  lines.push('', `${page.total} ${status === 'all' ? '' : `${status} `}${noun}; page ${page.page} of ${pages}.`)
  return lines.join('\n')
}

export function formatDetail(inquiry) {
  const field = (label, value) => `${`${label}:`.padEnd(16)}${value ?? '-'}`
  const lines = [
    field('Receipt', inquiry.receiptNumber),
    field('Received', `${seoulTime(inquiry.createdAt)} KST`),
    field('Status', state(inquiry)),
    field(
      'Processed',
      inquiry.processedAt
        ? `${seoulTime(inquiry.processedAt)} KST${inquiry.processedBy ? ` by ${inquiry.processedBy}` : ''}`
        : '-',
    ),
    field('Type', inquiry.type),
    field('Language', inquiry.locale),
  ]
  if (inquiry.personalDataDestroyed) {
    lines.push(field('Destroyed', `${seoulTime(inquiry.personalDataDestroyedAt)} KST (personal data and files removed)`))
  } else {
    lines.push(
      field('Company', inquiry.company),
      field('Name', inquiry.fullName),
      field('Email', inquiry.email),
      field('Phone', inquiry.mobile),
      field('Subject', inquiry.subject),
      '',
      inquiry.content,
    )
  }
  lines.push('', `Attachments (${inquiry.attachments.length}):`)
  for (const file of inquiry.attachments) {
    const name = file.destroyed ? '(deleted)' : file.originalName
    lines.push(`  ${String(file.id).padStart(6)}  ${name}  ${formatBytes(file.sizeBytes)}  ${file.contentType}`)
  }
  if (inquiry.attachments.some((file) => !file.destroyed)) {
    lines.push(`  save one with: npm run inquiries -- download ${inquiry.receiptNumber} <id> <file>`)
  }
  lines.push('', `Mails (${inquiry.mails.length}):`)
  for (const mail of inquiry.mails) {
    const status = mail.sentAt
      ? `sent ${seoulTime(mail.sentAt)} KST`
      : `pending, ${mail.attempts} attempt(s)${mail.lastError ? `, last error: ${mail.lastError}` : ''}`
    lines.push(`  ${mail.kind.padEnd(22)} ${mail.toAddress}  ${status}`)
  }
  return lines.join('\n')
}
