// Plain-text rendering of the inquiries admin API's answers for the terminal (tables: terminal-text.mjs).

// Sizes written as the staff's mails write them; Node strips the types of the .ts file (as for build-images.mjs).
import { formatBytes } from '../app/backend/mail/byte-size.ts'
import { seoulTime, table } from './terminal-text.mjs'

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
  const lines = [table(columns, page.items)]
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
