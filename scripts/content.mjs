#!/usr/bin/env node
// The site content's command line: `npm run content -- <command>` (issue 68; decisions 123, 125). Each command is a
// module scripts/content/<name>.mjs that exports its `usage` and `run(args)`; a new command is one more file and its
// name in `commandNames`.
import './app-modules.mjs'
import { runCli } from './admin-api.mjs'

const commandNames = ['load-demo', 'export', 'import', 'import-api']

const commands = Object.fromEntries(
  await Promise.all(commandNames.map(async (name) => [name, await import(`./content/${name}.mjs`)])),
)

const USAGE = `Usage: npm run content -- <command>

  ${Object.values(commands)
    .map((command) => command.usage)
    .join('\n  ')}

They open the database and file storage this environment names (DATABASE_URL or PGLITE_DATA_DIR; UPLOAD_DIR or the
S3 bucket), migrated first. On the embedded PGlite, stop the site first. See docs/operations.md, "Moving in".`

runCli('content', USAGE, Object.fromEntries(Object.entries(commands).map(([name, command]) => [name, command.run])))
