// The rule that lets two releases run side by side on one database during a rolling upgrade (issue 38 §2, decision 67):
// a migration only expands the schema (new tables, new nullable or defaulted columns, new indexes), so that the
// release still running keeps reading and writing; what the new release no longer uses is removed (contracted) by a
// later migration, once no running release uses it. These are the statements that would break the release still
// running, recognized in a migration's SQL.

/** [what the statement does, why the running release breaks, what finds it in a statement]. */
const breakingRules = [
  ['drops a table', 'the running release still reads and writes it', /\bDROP\s+TABLE\b/i],
  ['drops a column', 'the running release still reads and writes it', /\bDROP\s+COLUMN\b/i],
  ['drops a view or a type', 'the running release may still use it', /\bDROP\s+(?:VIEW|TYPE|MATERIALIZED\s+VIEW)\b/i],
  ['renames a table or a column', 'the running release still uses the old name', /\bRENAME\s+(?:TO|COLUMN)\b/i],
  [
    'changes a column’s type',
    'the running release reads and writes the old type',
    /\bALTER\s+COLUMN\s+"?\w+"?\s+(?:SET\s+DATA\s+)?TYPE\b/i,
  ],
  ['makes a column required', 'the running release may write it empty', /\bSET\s+NOT\s+NULL\b/i],
  [
    'adds a required column without a default',
    'the running release inserts rows without it',
    {
      test: (statement) =>
        [...statement.matchAll(/\bADD\s+COLUMN\b([^,;]*)/gi)].some(
          ([, definition = '']) => /\bNOT\s+NULL\b/i.test(definition) && !/\bDEFAULT\b/i.test(definition),
        ),
    },
  ],
]

/** A migration that contracts says so in a comment naming the earlier migration after which nothing used it. */
const contractMarker = /^--\s*contract:\s*(.+?)\s+unused since\s+(\d{4})\b/im

/** The statements of a migration (drizzle separates them with `--> statement-breakpoint`), comments left out. */
export function statementsOf(sql) {
  return sql
    .split('--> statement-breakpoint')
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean)
}

/**
 * The problems of one migration (`number`: its four digits): each statement that would break the release still
 * running, unless the migration declares itself a contraction of what an earlier migration made unused.
 */
export function expandContractProblems(number, sql) {
  const marker = contractMarker.exec(sql)
  if (marker) {
    const since = marker[2] ?? ''
    return since < number ? [] : [`${number}: a contraction must follow the migration after which nothing used it (${since})`]
  }
  return statementsOf(sql).flatMap((statement) =>
    breakingRules
      .filter(([, , pattern]) => pattern.test(statement))
      .map(([what, why]) => `${number}: ${what}, and ${why}: «${statement.split('\n')[0]?.slice(0, 120)}»`),
  )
}
