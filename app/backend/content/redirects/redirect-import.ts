import Papa from 'papaparse'
import {
  fromAddressOf,
  type ItemPageAddress,
  type RedirectStatus,
  redirectStatuses,
  redirectTargetOf,
} from '~/api/contract/redirect-addresses'
import type { SiteRedirect } from '~/api/contract/redirect-endpoints'
import {
  REDIRECT_IMPORT_MAX_ROWS,
  type RedirectImportProblemCode,
  type RedirectImportReport,
  redirectFields,
} from '~/api/contract/redirect-endpoints'
import { chainedRedirects, fromKeyOf, type RedirectLetterCase, redirectReachedBy } from '~/api/contract/redirect-matching'
import { textFaults } from '~/api/contract/text-faults'
import { decodeSpreadsheetText, unguardedCell } from '../spreadsheet-text'

type Problem = RedirectImportReport['problems'][number]

/** One row of the file, read: the redirect it asks for (its to-address as kept), with its line. */
export interface ImportedRedirect {
  line: number
  from: string
  to: string
  status: RedirectStatus
  offSite: boolean
  /** The item's page its from-address is (decision 116). */
  itemPage?: ItemPageAddress
}

/**
 * How a file's addresses are read: the site's own origin (SITE_URL), whether its rows may lead to other sites, and how
 * the site matches old addresses (two rows the matching takes for one are one from-address twice).
 */
export interface ImportTargets {
  siteUrl: string
  offSite: boolean
  letterCase: RedirectLetterCase
}

export type ReadRedirects = { problems: Problem[]; rows: ImportedRedirect[]; rowCount: number }

const problem = (line: number | null, code: RedirectImportProblemCode): Problem => ({ line, code })

/** A first row that names its columns rather than giving an address: `from,to,status`, `기존 주소,새 주소,상태`... */
const isHeader = (cells: readonly string[]) => !(cells[0] ?? '').trim().startsWith('/')

function statusOf(cell: string | undefined): RedirectStatus | undefined {
  const text = (cell ?? '').trim()
  if (text === '') return redirectStatuses[0]
  return redirectStatuses.find((status) => String(status) === text)
}

function readRow(cells: readonly string[], line: number, targets: ImportTargets): ImportedRedirect | Problem {
  // A cell the contract would refuse for its characters, as a form's field (decision 105): an address would otherwise
  // lose a tab or a line break to the URL parser unseen.
  const [fault] = textFaults(redirectFields, { from: cells[0] ?? '', to: cells[1] ?? '', status: cells[2] ?? '' }, 1)
  if (fault) return problem(line, fault.fault === 'unkeepable' ? 'unkeepable_text' : 'line_break')
  const from = fromAddressOf(cells[0] ?? '')
  if ('problem' in from) return problem(line, from.problem === 'reserved' ? 'reserved_from' : 'invalid_from')
  const to = redirectTargetOf(cells[1] ?? '', targets.offSite, targets.siteUrl)
  if ('problem' in to) return problem(line, to.problem === 'off_site' ? 'off_site_to' : 'invalid_to')
  const status = statusOf(cells[2])
  if (status === undefined) return problem(line, 'invalid_status')
  const row = { line, from: from.address, to: to.target.address, status, offSite: to.target.offSite }
  return from.itemPage ? { ...row, itemPage: from.itemPage } : row
}

/** The rows of an uploaded CSV (from, to, status; a header row optional), each checked alone and against the rows before it. */
export function readRedirectFile(bytes: Uint8Array, targets: ImportTargets): ReadRedirects {
  const text = decodeSpreadsheetText(bytes)
  if (text === undefined) return { problems: [problem(null, 'unreadable')], rows: [], rowCount: 0 }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, preview: REDIRECT_IMPORT_MAX_ROWS + 2 })
  if (parsed.errors.some((error) => error.type === 'Quotes')) {
    return { problems: [problem(null, 'unreadable')], rows: [], rowCount: 0 }
  }
  const lines = parsed.data
    .map((cells, index) => ({ line: index + 1, cells: cells.map(unguardedCell) }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  const body = lines[0] && isHeader(lines[0].cells) ? lines.slice(1) : lines
  if (body.length === 0) return { problems: [problem(null, 'no_rows')], rows: [], rowCount: 0 }
  if (body.length > REDIRECT_IMPORT_MAX_ROWS) return { problems: [problem(null, 'too_many_rows')], rows: [], rowCount: 0 }
  const problems: Problem[] = []
  const rows: ImportedRedirect[] = []
  const seen = new Set<string>()
  for (const { line, cells } of body) {
    const read = readRow(cells, line, targets)
    const key = 'code' in read ? '' : fromKeyOf(read.from, targets.letterCase)
    if ('code' in read) problems.push(read)
    else if (seen.has(key)) problems.push(problem(line, 'duplicate_from'))
    else {
      seen.add(key)
      rows.push(read)
    }
  }
  return { problems, rows, rowCount: body.length }
}

/**
 * The rows that may be written of those read, by decision 116: a row from the page of an item that is public (its line
 * in `liveLines`) is refused, and one from the page of an item no longer public unless the file was sent as one that may
 * redirect such pages (`retiredPages`). How many rows retire a page.
 */
export function itemPageRows(rows: readonly ImportedRedirect[], liveLines: ReadonlySet<number>, retiredPages: boolean) {
  const problems: Problem[] = []
  const kept = rows.filter((row) => {
    if (!row.itemPage) return true
    if (liveLines.has(row.line)) problems.push(problem(row.line, 'live_page_from'))
    else if (!retiredPages) problems.push(problem(row.line, 'retired_page_from'))
    else return true
    return false
  })
  return { rows: kept, problems, retiring: kept.filter((row) => row.itemPage).length }
}

/**
 * The list once the rows are in it: a row from a listed address (as the site matches them, `letterCase`) replaces that
 * redirect, in its spelling (`written`); and the rows whose redirect would then be chained (its to-address redirected
 * again) or would chain a listed one onto it.
 */
export function mergeImported(
  listed: readonly SiteRedirect[],
  read: readonly ImportedRedirect[],
  letterCase: RedirectLetterCase,
) {
  const byKey = new Map(listed.map((redirect) => [fromKeyOf(redirect.from, letterCase), redirect]))
  const written = read.map((row) => {
    const before = byKey.get(fromKeyOf(row.from, letterCase))
    return before ? { ...row, from: before.from } : row
  })
  const merged = new Map<string, { from: string; to: string; line: number | null }>(
    listed.map((redirect) => [redirect.from, { from: redirect.from, to: redirect.to, line: null }]),
  )
  for (const row of written) merged.set(row.from, { from: row.from, to: row.to, line: row.line })
  // A listed redirect chained onto a row is the row's problem: the row's from-address is the listed one's to-address.
  const rowReachedBy = redirectReachedBy(written)
  const chainLines = chainedRedirects([...merged.values()]).map(
    (redirect) => redirect.line ?? rowReachedBy(redirect.to)?.line ?? null,
  )
  const updated = written.filter((row, index) => row !== read[index]).length
  return {
    written,
    added: written.length - updated,
    updated,
    chainProblems: [...new Set(chainLines)].map((line) => problem(line, 'chain')),
  }
}
