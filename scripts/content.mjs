#!/usr/bin/env node
// The site content's command line: `npm run content -- <command>`. Each command is a module scripts/content/<name>.mjs
// that exports its `usage` and `run(args)`; a new command is one more file and its name in `commandNames`.
import './app-modules.mjs'
import { runCli } from './admin-api.mjs'

const commandNames = ['load-demo']

const commands = Object.fromEntries(
  await Promise.all(commandNames.map(async (name) => [name, await import(`./content/${name}.mjs`)])),
)

const USAGE = `Usage: npm run content -- <command>

  ${Object.values(commands)
    .map((command) => command.usage)
    .join('\n  ')}

Environment: DATABASE_URL or PGLITE_DATA_DIR.`

runCli('content', USAGE, Object.fromEntries(Object.entries(commands).map(([name, command]) => [name, command.run])))
