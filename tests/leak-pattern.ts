/**
 * What no answer may ever show a client (issue 8): a stack frame (as printed, or escaped inside JSON), a source
 * position, a dependency's path, a database driver's or PostgreSQL's own words, or a validator's issues (their
 * message or their shape, escaped or not). Shared by the fuzz tests of the API, the server functions and the site's
 * own routes.
 */
export const leakPattern =
  /(?:^|\n|\\n)\s*at (?:async )?[\w.<>$]+ \(|\.(?:ts|tsx|js|mjs):\d+:\d+|node_modules|syntax error at|relation "|violates .* constraint|duplicate key value|Failed query|PostgresError|DrizzleQueryError|PGlite|Invalid \w+: Expected |\\*"kind\\*":\s*\\*"(?:schema|validation|transformation)\\*"/im
