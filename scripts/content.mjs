#!/usr/bin/env node
// `npm run content -- <command>`: the site's content, whole (issue 68, decision 125). Each command is a module of
// scripts/content/, loaded only when asked for.
import { runCli } from './admin-api.mjs'

const USAGE = `Usage: npm run content -- <command>

  export FILE              write every content kind, category, image, document, redirect and the company's details
                           to FILE (a .tar.gz: JSON per kind and the files), or to FOLDER/ (the same unpacked)
  import FILE [--check]    check FILE (or FOLDER) whole and import it into this empty site, all or nothing; --check only
                           reports every item at fault, writing nothing
  import-api URL [--check] read every public list and page of the /api/v1 at URL (the company's current backend, or
                           another site) in five languages with its images, and import it the same way

They open the database and file storage this environment names (DATABASE_URL or PGLITE_DATA_DIR; UPLOAD_DIR or the
S3 bucket). On the embedded PGlite, stop the site first. See docs/operations.md, "Moving in".`

const command = (name) => async (args) => (await import(`./content/${name}.mjs`)).run(args, USAGE)

runCli('content', USAGE, {
  export: command('export'),
  import: command('import'),
  'import-api': command('import-api'),
})
