// Text for the terminal, shared by the staff's command lines: Korean, Chinese and Japanese characters take two
// columns, so tables line up whatever the language; moments are shown in Korean office time.

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

function width(text) {
  let total = 0
  for (const char of text) total += WIDE.test(char) ? 2 : 1
  return total
}

/** The text on one line in exactly `max` columns: padded, or cut with an ellipsis. */
export function pad(text, max) {
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

/** Rows under a header, each column `[title, width, value]`. */
export function table(columns, items) {
  const line = (cells) =>
    cells
      .map((cell, index) => pad(cell, columns[index][1]))
      .join('  ')
      .trimEnd()
  return [line(columns.map(([title]) => title)), ...items.map((item) => line(columns.map(([, , value]) => value(item))))].join(
    '\n',
  )
}
