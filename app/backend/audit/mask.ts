/**
 * Personal data as staff see it by default and as the audit log keeps it (issue 23): enough to tell records apart,
 * not enough to contact anyone. Revealing the whole value is a separate, audited call.
 */

/** `kimminsu@example.com` → `kim***@example.com`: at most the first three characters of the local part. */
export function maskEmail(email: string | null): string | null {
  if (!email) return email
  const at = email.lastIndexOf('@')
  if (at < 0) return '***'
  const local = email.slice(0, at)
  const shown = Array.from(local).slice(0, Math.min(3, Math.max(1, local.length - 1)))
  return `${shown.join('')}***${email.slice(at)}`
}

/** `010-1234-5678` or `01012345678` → `010-****-5678`: the first three and last four digits. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 8) return '****'
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`
}

/** `김민수` → `김*수`, `Alex Kim` → `A*** K**`: the first character of each word (and the last of a Hangul name). */
export function maskName(name: string | null): string | null {
  if (!name) return name
  const words = name.trim().split(/\s+/)
  if (words.length === 1 && /^[\p{Script=Hangul}\p{Script=Han}]+$/u.test(words[0] ?? '')) {
    const chars = Array.from(words[0] ?? '')
    if (chars.length <= 1) return '*'
    if (chars.length === 2) return `${chars[0]}*`
    return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`
  }
  return words.map((word) => `${Array.from(word)[0] ?? ''}${'*'.repeat(Math.max(1, Array.from(word).length - 1))}`).join(' ')
}

/** `06236` → `06***`; `서울 강남구 테헤란로 152` → `서울 강남구 ***`: the region of an address, not where to find anyone. */
export function maskZipcode(zipcode: string): string {
  return zipcode ? `${zipcode.slice(0, 2)}***` : zipcode
}

export function maskAddressLine(line: string): string {
  const words = line.trim().split(/\s+/).filter(Boolean)
  return words.length === 0 ? '' : `${words.slice(0, 2).join(' ')} ***`
}
