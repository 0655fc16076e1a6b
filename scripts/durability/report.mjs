// The end of a durability run: its figures printed as a table, and the problems that fail it.

/**
 * Prints the run's figures, one a line, then a note when the server did not exit on SIGTERM at the end.
 * @param {object} run what inquiries.mjs counted and found: the database, the submissions acknowledged and sent, the
 *   figures of the kills and answers, the server (its starts) and its exit, the checks' results, the run's seconds
 */
export function printFigures({ onPostgres, submissions, acknowledged, attempts, figures, server, exit, results, seconds }) {
  const answers = [...figures.answers].map(([status, count]) => `${status}×${count}`).join(', ')
  const table = [
    ['database', onPostgres ? 'PostgreSQL' : 'PGlite'],
    ['submissions acknowledged (201)', `${acknowledged.size} of ${submissions}`],
    ['submissions given up', figures.givenUp],
    ['attempts (subjects sent)', `${attempts.size} (answers: ${answers || 'none'})`],
    ['requests cut by a kill', figures.failedRequests],
    ['retries (429s resent apart)', figures.retries],
    ['SIGKILLs', `${figures.kills} (${figures.killsDuringStart} during start-up)`],
    [
      'server starts',
      `${server.starts} (slowest ${(server.slowestStartMs / 1000).toFixed(1)} s, unexpected exits ${server.unexpectedExits})`,
    ],
    [
      'SIGTERM at the end',
      !exit
        ? 'not sent'
        : exit.forced
          ? 'the process did not exit within 15 s: SIGKILLed'
          : `exited with code ${exit.code} after ${exit.seconds.toFixed(1)} s`,
    ],
  ]
  if (results) {
    const { before, after } = results
    table.push(
      ['stored inquiries', `${results.stored} (${results.storedUnacknowledged} stored but never acknowledged)`],
      ['duplicates from retries', results.duplicates],
      ['lost acknowledged inquiries', results.lost.length],
      ['acknowledged with other content', results.wrongContent.length],
      ['stored inquiries missing attachment rows', results.incomplete.length],
      ['attachment files checked', results.filesChecked],
      ['missing files', results.missingFiles.length],
      ['files with wrong size or bytes', results.wrongFiles.length],
      [
        'files in the upload folder',
        `${before.files} (${before.attached} attached, ${before.pending} reserved, ${before.pendingPartial} partial of reserved)`,
      ],
      ['pending_uploads rows', `${before.pendingRows} (${before.pendingWithoutFile} with no file)`],
      ['orphan files before the sweep', before.orphans.length],
      ['sweep (no age threshold)', `${results.swept} reservations released`],
      ['files after the sweep', `${after.files} (${after.attached} attached, ${after.pending + after.pendingPartial} reserved)`],
      ['pending_uploads rows after the sweep', after.pendingRows],
      ['orphan files after the sweep', after.orphans.length],
    )
  }
  table.push(['duration', `${seconds.toFixed(0)} s`])
  const width = Math.max(...table.map(([label]) => label.length))
  console.log(`\n${table.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}`)
  if (exit?.forced) {
    console.log(
      '\nnote: the server did not exit within 15 s of SIGTERM and was SIGKILLed (see its log); the database was then\n' +
        '      checked after that crash too',
    )
  }
}

/**
 * What fails the run: its own failure, what the checks found, submissions never acknowledged, and exits of the server
 * by itself.
 * @param {object} run the run's failure, the checks' results, the submissions acknowledged, their number, the server
 * @returns {string[]}
 */
export function problemsOf({ failure, results, acknowledged, submissions, server }) {
  const problems = []
  if (failure) problems.push(`the run failed: ${failure.message}`)
  if (results) {
    const list = (items) => (items.length > 5 ? `${items.slice(0, 5).join(', ')} …` : items.join(', '))
    if (results.lost.length) problems.push(`lost acknowledged inquiries: ${list(results.lost)}`)
    if (results.wrongContent.length)
      problems.push(`acknowledged receipts holding another submission: ${list(results.wrongContent)}`)
    if (results.incomplete.length)
      problems.push(`stored inquiries without all their attachment rows: ${list(results.incomplete)}`)
    if (results.missingFiles.length) problems.push(`missing files: ${list(results.missingFiles)}`)
    if (results.wrongFiles.length) problems.push(`files with wrong size or bytes: ${list(results.wrongFiles)}`)
    if (results.unknownRows) problems.push(`${results.unknownRows} stored inquiries match no request sent`)
    if (results.before.orphans.length) problems.push(`orphan files before the sweep: ${list(results.before.orphans)}`)
    if (results.after.orphans.length || results.after.pending || results.after.pendingPartial)
      problems.push(`files no inquiry owns after the sweep: ${list([...results.after.orphans])}`)
  } else if (!failure) problems.push('no results')
  if (acknowledged.size < submissions) problems.push(`only ${acknowledged.size} of ${submissions} submissions were acknowledged`)
  if (server.unexpectedExits) problems.push(`the server exited by itself ${server.unexpectedExits} time(s)`)
  return problems
}
